// Calendar dates of the browser's clock, written YYYY-MM-DD: the one place the web app turns "now" into a day.

const pad = (value: number) => String(value).padStart(2, '0');

/** The day `now` falls on in the user's time zone, as YYYY-MM-DD (today, by default). */
export function localIsoDate(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The day `now` falls on in UTC, as YYYY-MM-DD: the server's calendar (the latest purchase date it accepts). */
export function utcIsoDate(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
