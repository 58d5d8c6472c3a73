/** Calendar months written 'YYYY-MM' (a 'YYYY-MM-DD' day may be given: its month is read). */

/** The month's number: year × 12 + month − 1. */
export function monthIndex(month: string): number {
  return Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
}

/** The month of a number made by monthIndex. */
export function monthOfIndex(index: number): string {
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The month after `month`. */
export function nextMonth(month: string): string {
  return monthOfIndex(monthIndex(month) + 1);
}

/** The months from `from` to `to`, both included; 0 when `to` comes first. */
export function monthsBetween(from: string, to: string): number {
  return Math.max(0, monthIndex(to) - monthIndex(from) + 1);
}
