/** Milliseconds since the epoch. Everything date-dependent takes a Clock, so tests can pin time. */
export type Clock = () => number;
export const systemClock: Clock = () => Date.now();

/** The calendar month of `epochMs` in UTC, as YYYY-MM. */
export function toMonthPeriod(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 7);
}

/** The calendar day of `epochMs` in UTC, as YYYY-MM-DD. */
export function toDay(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

/** The day `days` after `day` (YYYY-MM-DD, UTC; negative goes back). */
export function addDays(day: string, days: number): string {
  return toDay(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000);
}
