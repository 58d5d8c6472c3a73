import { i18n } from '@/i18n';

/** Today as YYYY-MM-DD in the user's time zone. */
export function getLocalIsoDate(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** A calendar date such as '2025-12-31' as 'Dec 31, 2025', the same day in every time zone. */
export function formatCalendarDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** Whether a calendar date (YYYY-MM-DD) is before today. */
export function isPastDate(isoDate: string, now: Date = new Date()): boolean {
  return isoDate.slice(0, 10) < getLocalIsoDate(now);
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * When something happened, for a list of events: 'Just now', '5 minutes ago', '3 hours ago', 'yesterday', '4 days
 * ago', then the short date ('Nov 3' this year, 'Nov 3, 2025' before).
 */
export function formatRelativeTime(isoTimestamp: string, justNow: string, now: Date = new Date()): string {
  const date = new Date(isoTimestamp);
  if (Number.isNaN(date.getTime())) return isoTimestamp;
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < MINUTE_MS) return justNow;
  const relative = new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' });
  if (elapsed < HOUR_MS) return relative.format(-Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return relative.format(-Math.floor(elapsed / HOUR_MS), 'hour');
  if (elapsed < 7 * DAY_MS) return relative.format(-Math.floor(elapsed / DAY_MS), 'day');
  const isThisYear = date.getFullYear() === now.getFullYear();
  return new Intl.DateTimeFormat(i18n.language, {
    month: 'short',
    day: 'numeric',
    ...(isThisYear ? {} : { year: 'numeric' }),
  }).format(date);
}

/** The full date and time, for a tooltip and the `<time>` element's title. */
export function formatDateTime(isoTimestamp: string): string {
  const date = new Date(isoTimestamp);
  if (Number.isNaN(date.getTime())) return isoTimestamp;
  return new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
