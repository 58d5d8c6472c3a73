/** Milliseconds since the epoch. Everything date-dependent takes a Clock, so tests can pin time. */
export type Clock = () => number;
export const systemClock: Clock = () => Date.now();

// The last month asked for and its bounds: every analysis asks for the current month, and building a date string each
// time showed in the profile of POST /api/analyze-deal.
let lastMonth = { start: 0, end: 0, period: '' };

/** The calendar month of `epochMs` in UTC, as YYYY-MM. */
export function toMonthPeriod(epochMs: number): string {
  if (epochMs >= lastMonth.start && epochMs < lastMonth.end) return lastMonth.period;
  const date = new Date(epochMs);
  const start = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  const end = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
  lastMonth = { start, end, period: date.toISOString().slice(0, 7) };
  return lastMonth.period;
}

/** The calendar day of `epochMs` in UTC, as YYYY-MM-DD. */
/** The number of the UTC day of `epochMs` (days since 1970-01-01). */
export function dayNumberOf(epochMs: number): number {
  return Math.floor(epochMs / 86_400_000);
}

export function toDay(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

/** The day `days` after `day` (YYYY-MM-DD, UTC; negative goes back). */
export function addDays(day: string, days: number): string {
  return toDay(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000);
}
