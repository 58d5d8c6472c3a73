/** Milliseconds since the epoch. Everything date-dependent takes a Clock, so tests can pin time. */
export type Clock = () => number;
export const systemClock: Clock = () => Date.now();

/** The calendar month of `epochMs` in UTC, as YYYY-MM. */
export function toMonthPeriod(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 7);
}
