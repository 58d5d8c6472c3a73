/** The rent roll's limits and messages, apart from its schemas (rent-roll.ts), for the message tables. */
export const RENT_ROLL_LIMITS = {
  /** Units one property may have: a small apartment building's, far past a 1-to-50-door landlord's. */
  maxUnitsPerProperty: 100,
  /** Units one account may hold. */
  maxUnits: 2000,
  labelLength: 40,
  tenantLength: 100,
  /** The rent and the deposit, in dollars: a monthly amount's limit. */
  maxMoney: 10_000_000,
  /** The grace period, in days. */
  maxGraceDays: 28,
  defaultGraceDays: 5,
  /** Rent later than this many days is a reminder and an insight. */
  lateReminderDays: 10,
  /** A lease ending within this many days is a reminder and an insight. */
  leaseEndingDays: 60,
  /** Months the roll shows. */
  months: 12,
  firstMonth: '1900-01',
  lastMonth: '2100-12',
} as const;

export const RENT_ROLL_MESSAGES = {
  notFound: 'Unit not found.',
  label: 'Give the unit a name of 1 to 40 characters.',
  leaseStart: 'Lease start must be a real date written as YYYY-MM-DD.',
  leaseEnd: 'Lease end must be a real date written as YYYY-MM-DD.',
  endBeforeStart: 'The lease cannot end before it starts.',
  startNeeded: 'Enter the lease start too: a lease end or a tenant needs one.',
  rent: 'Monthly rent must be a number from 0 to 10,000,000, to the cent.',
  deposit: 'Deposit held must be a number from 0 to 10,000,000, to the cent.',
  dueDay: 'The due day must be a whole number from 1 to 31.',
  tooManyForProperty: 'A property can have up to 100 units.',
  tooMany: 'An account can hold up to 2,000 units.',
  graceDays: 'The grace period must be a whole number of days from 0 to 28.',
  month: 'Choose a month written as YYYY-MM, from 1900-01 to 2100-12.',
  unitOfProperty: 'Choose a unit of the transaction’s property.',
} as const;
