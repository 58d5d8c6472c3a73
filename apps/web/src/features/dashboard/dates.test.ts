import '@/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { setFormatPreferences } from '@/lib/format';
import { formatRelativeTime, isPastDate } from './dates';

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
    expect(formatRelativeTime(new Date('2026-11-03T09:00:00').toISOString(), 'Just now', NOW)).toBe(
      '11/03/2026',
    );
  });

  it("writes an older event's date in the user's date format", () => {
    setFormatPreferences({ currency: 'USD', dateFormat: 'DD/MM/YYYY' });
    expect(formatRelativeTime(new Date('2025-11-03T09:00:00').toISOString(), 'Just now', NOW)).toBe(
      '03/11/2025',
    );
  });
});

afterEach(() => setFormatPreferences({ currency: 'USD', dateFormat: 'MM/DD/YYYY' }));

describe('calendar dates', () => {
  it('tells a past target date', () => {
    expect(isPastDate('2025-12-31', NOW)).toBe(true);
    expect(isPastDate('2026-11-21', NOW)).toBe(false);
    expect(isPastDate('2027-06-30', NOW)).toBe(false);
  });
});
