/** Schedule E's limits and messages, apart from its schemas (schedule-e.ts), for the message tables. */
export const SCHEDULE_E_LIMITS = {
  firstYear: 1900,
  lastYear: 2100,
  maxDays: 366,
} as const;

export const SCHEDULE_E_MESSAGES = {
  year: 'Choose a tax year from 1900 to 2100.',
  fairRentalDays: 'Fair rental days must be a whole number from 0 to 366, or empty.',
  personalUseDays: 'Personal-use days must be a whole number from 0 to 366.',
  daysTotal: 'Fair rental and personal-use days together cannot be more than 366.',
  rentalPercent: 'The rented part must be a percentage from 0.01 to 100, with at most 2 decimals.',
  fairDaysNeeded: 'Enter the fair rental days too: with personal use, the expenses are split by them.',
} as const;
