import { describe, expect, it } from 'vitest';
import {
  dayStreak,
  growthStreak,
  isNewActiveDay,
  localDay,
  msIntoLocalDay,
  weekStreak,
} from './achievement-rules';

// Streaks counted by hand on a calendar (docs/product.md "Achievements").

describe('localDay', () => {
  it('gives the calendar day in the zone', () => {
    const at = Date.parse('2026-01-01T03:30:00Z');
    expect(localDay(at, null)).toBe('2026-01-01');
    expect(localDay(at, 'America/Los_Angeles')).toBe('2025-12-31');
    expect(localDay(at, 'Asia/Tokyo')).toBe('2026-01-01');
  });
});

describe('dayStreak', () => {
  it('counts the run ending today or yesterday, and the best run', () => {
    const days = ['2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01', '2026-03-05', '2026-03-06'];
    // 2026 is not a leap year: 02-28 is followed by 03-01.
    expect(dayStreak(days, '2026-03-07')).toEqual({ current: 2, best: 4 });
    expect(dayStreak(days, '2026-03-06')).toEqual({ current: 2, best: 4 });
    expect(dayStreak(days, '2026-03-08')).toEqual({ current: 0, best: 4 });
    expect(dayStreak([], '2026-03-08')).toEqual({ current: 0, best: 0 });
  });

  it('ignores order and repeats', () => {
    expect(dayStreak(['2026-05-02', '2026-05-01', '2026-05-02'], '2026-05-02')).toEqual({
      current: 2,
      best: 2,
    });
  });
});

describe('weekStreak', () => {
  it('counts Monday-to-Sunday weeks across a year end', () => {
    // Mon 2025-12-22, Sun 2025-12-28 (same week), Thu 2026-01-01 (next week), Mon 2026-01-05 (the week after).
    const days = ['2025-12-22', '2025-12-28', '2026-01-01', '2026-01-05'];
    expect(weekStreak(days, '2026-01-11')).toEqual({ current: 3, best: 3 });
    // Monday 2026-01-12 starts a week after the last one: still current. A week later it has ended.
    expect(weekStreak(days, '2026-01-12')).toEqual({ current: 3, best: 3 });
    expect(weekStreak(days, '2026-01-19')).toEqual({ current: 0, best: 3 });
  });
});

describe('growthStreak', () => {
  it('counts consecutive days on which the value rose, a flat day or a gap ending the run', () => {
    const snapshots = [
      { day: '2026-04-01', value: 100 },
      { day: '2026-04-02', value: 110 }, // growth 1
      { day: '2026-04-03', value: 120 }, // growth 2
      { day: '2026-04-04', value: 120 }, // flat: ends it
      { day: '2026-04-05', value: 130 }, // growth 1
      { day: '2026-04-07', value: 140 }, // a gap: no run
      { day: '2026-04-08', value: 150 }, // growth 1
    ];
    expect(growthStreak(snapshots, '2026-04-08')).toEqual({ current: 1, best: 2 });
    expect(growthStreak(snapshots, '2026-04-10')).toEqual({ current: 0, best: 2 });
  });
});

describe('msIntoLocalDay and isNewActiveDay', () => {
  it('measures from local midnight in the zone', () => {
    const at = Date.parse('2026-11-21T10:00:00.250Z');
    expect(msIntoLocalDay(at, 'UTC')).toBe(10 * 3_600_000 + 250);
    // Denver is UTC-7 in November: 03:00 local.
    expect(msIntoLocalDay(at, 'America/Denver')).toBe(3 * 3_600_000 + 250);
    // Kiritimati is UTC+14: 00:00 local on the 22nd.
    expect(msIntoLocalDay(at, 'Pacific/Kiritimati')).toBe(250);
  });

  it('counts a new day 22 hours after the previous day began, not before', () => {
    const start = Date.parse('2026-11-21T00:00:00Z');
    expect(isNewActiveDay(null, start)).toBe(true);
    expect(isNewActiveDay(start, start + 21 * 3_600_000)).toBe(false);
    expect(isNewActiveDay(start, start + 22 * 3_600_000)).toBe(true);
  });
});
