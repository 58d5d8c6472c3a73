import { i18n } from '@/i18n';
import { localIsoDate } from '@/lib/dates';
import { formatDate } from '@/lib/format';

/** Whether a calendar date (YYYY-MM-DD) is before today. */
export function isPastDate(isoDate: string, now: Date = new Date()): boolean {
  return isoDate.slice(0, 10) < localIsoDate(now);
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * When something happened, for a list of events: 'Just now', '5 minutes ago', '3 hours ago', 'yesterday', '4 days
 * ago', then the date in the user's date format.
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
  return formatDate(isoTimestamp);
}
