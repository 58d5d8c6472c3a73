/**
 * The rent roll's month of a unit: rent due against rent received, and economic occupancy (docs/calculations.md
 * "Rent roll"). Amounts in cents; days are calendar days 'YYYY-MM-DD'.
 */

/**
 * paid: everything due was received; partial: some was, and the grace period has not run out; late: less than was due
 * by the end of the grace period; due: nothing yet, within the grace period; none: no rent was due.
 */
export type TRentStatus = 'paid' | 'partial' | 'late' | 'due' | 'none';

const DAY_MS = 86_400_000;

function dayNumber(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`A day is written YYYY-MM-DD, not ${JSON.stringify(date)}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

/** The last day of a month ('YYYY-MM') as a day of the month: 28 to 31. */
export function lastDayOfMonth(month: string): number {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
}

/**
 * The day rent falls due in `month` ('YYYY-MM'): the due day, or the month's last day when the month is shorter (a
 * lease due on the 31st is due on 30 April and 28 or 29 February).
 */
export function rentDueDate(month: string, dueDay: number): string {
  const day = Math.min(dueDay, lastDayOfMonth(month));
  return `${month}-${String(day).padStart(2, '0')}`;
}

/**
 * The status of a month's rent on `today`: late once `graceDays` whole days have passed after the due date with less
 * than the rent received (due on the 1st with 5 days' grace: late from the 7th).
 */
export function rentStatus({
  dueCents,
  receivedCents,
  dueDate,
  graceDays,
  today,
}: {
  dueCents: number;
  receivedCents: number;
  dueDate: string;
  graceDays: number;
  today: string;
}): TRentStatus {
  if (dueCents <= 0) return 'none';
  if (receivedCents >= dueCents) return 'paid';
  if (dayNumber(today) > dayNumber(dueDate) + graceDays) return 'late';
  return receivedCents > 0 ? 'partial' : 'due';
}

/** Days a month's rent is late on `today`: counted from the due date, 0 before the grace period runs out. */
export function daysLate(dueDate: string, graceDays: number, today: string): number {
  const days = dayNumber(today) - dayNumber(dueDate);
  return days > graceDays ? days : 0;
}

/** Economic occupancy = rent received ÷ rent scheduled; null when no rent was scheduled. */
export function economicOccupancy(receivedCents: number, scheduledCents: number): number | null {
  return scheduledCents > 0 ? receivedCents / scheduledCents : null;
}

/** A unit's lease as the rent roll reads it: no start is a vacant unit, no end a month-to-month lease. */
export type TUnitLease = {
  rentCents: number;
  dueDay: number;
  leaseStart: string | null;
  leaseEnd: string | null;
};

/** Whether the lease is in force on `date`: from its start to its end, both included. */
export function leaseInForce(lease: Pick<TUnitLease, 'leaseStart' | 'leaseEnd'>, date: string): boolean {
  return (
    lease.leaseStart !== null &&
    lease.leaseStart <= date &&
    (lease.leaseEnd === null || date <= lease.leaseEnd)
  );
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

export type TRentRollMonth = {
  month: string;
  /** The day rent falls due; null when the lease is not in force on it (no rent due that month). */
  dueDate: string | null;
  dueCents: number;
  receivedCents: number;
  status: TRentStatus;
  /** Days after the due date, once late; 0 otherwise. */
  daysLate: number;
};

/**
 * One unit's month (docs/calculations.md "Rent roll"): the rent is due when the lease is in force on the due date (no
 * proration), and its status is `rentStatus` of what the ledger received that month.
 */
export function rentRollMonth(
  lease: TUnitLease,
  month: string,
  receivedCents: number,
  graceDays: number,
  today: string,
): TRentRollMonth {
  const dueDay = rentDueDate(month, lease.dueDay);
  const isDue = leaseInForce(lease, dueDay);
  const dueCents = isDue ? lease.rentCents : 0;
  const dueDate = isDue ? dueDay : null;
  const status = rentStatus({ dueCents, receivedCents, dueDate: dueDay, graceDays, today });
  return {
    month,
    dueDate,
    dueCents,
    receivedCents,
    status,
    daysLate: status === 'late' ? daysLate(dueDay, graceDays, today) : 0,
  };
}

/** The `count` months ending with `last` ('YYYY-MM'), oldest first. */
export function monthsEndingWith(last: string, count: number): string[] {
  const [year = 0, month = 1] = last.split('-').map(Number);
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 - (count - 1 - index), 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}
