import '@/i18n';
import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatRelativeTime, isPastDate } from './dates';

const NOW = new Date('2026-11-21T12:00:00');

describe('formatRelativeTime', () => {
  it('says just now, then minutes, hours and days, then the date', () => {
    expect(formatRelativeTime(new Date('2026-11-21T11:59:30').toISOString(), 'Just now', NOW)).toBe(
      'Just now',
    );
    expect(formatRelativeTime(new Date('2026-11-21T11:55:00').toISOString(), 'Just now', NOW)).toBe(
      '5 minutes ago',
    );
    expect(formatRelativeTime(new Date('2026-11-21T09:00:00').toISOString(), 'Just now', NOW)).toBe(
      '3 hours ago',
    );
    expect(formatRelativeTime(new Date('2026-11-20T09:00:00').toISOString(), 'Just now', NOW)).toBe(
      'yesterday',
    );
    expect(formatRelativeTime(new Date('2026-11-03T09:00:00').toISOString(), 'Just now', NOW)).toBe('Nov 3');
    expect(formatRelativeTime(new Date('2025-11-03T09:00:00').toISOString(), 'Just now', NOW)).toBe(
      'Nov 3, 2025',
    );
  });
});

describe('calendar dates', () => {
  it('formats a YYYY-MM-DD date as the same day everywhere', () => {
    expect(formatCalendarDate('2025-12-31')).toBe('Dec 31, 2025');
  });

  it('tells a past target date', () => {
    expect(isPastDate('2025-12-31', NOW)).toBe(true);
    expect(isPastDate('2026-11-21', NOW)).toBe(false);
    expect(isPastDate('2027-06-30', NOW)).toBe(false);
  });
});
