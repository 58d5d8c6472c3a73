// Calendar dates of the browser's clock, written YYYY-MM-DD, and calendar months, written YYYY-MM: the one place the
// web app turns "now" into a day or a month and counts months.

const pad = (value: number) => String(value).padStart(2, '0');

/** The day `now` falls on in the user's time zone, as YYYY-MM-DD (today, by default). */
export function localIsoDate(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The day `now` falls on in UTC, as YYYY-MM-DD: the server's calendar (the latest purchase date it accepts). */
export function utcIsoDate(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The calendar month `now` falls in, in the user's time zone, as YYYY-MM (this month, by default). */
export function localMonth(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}`;
}

/** A YYYY-MM month moved `count` months back (a negative count moves it forward): 2025-03 less 3 is 2024-12. */
export function monthsBefore(month: string, count: number): string {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const index = year * 12 + (monthNumber - 1) - count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${pad((index % 12) + 1)}`;
}
