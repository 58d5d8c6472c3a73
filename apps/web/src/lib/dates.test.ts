import { describe, expect, it } from 'vitest';
import { localIsoDate, localMonth, monthsBefore, utcIsoDate } from './dates';

describe('dates', () => {
  it('writes the local day and the UTC day of a moment', () => {
    expect(utcIsoDate(new Date(Date.UTC(2026, 2, 1, 1, 30)))).toBe('2026-03-01');
    expect(utcIsoDate(new Date(Date.UTC(2026, 1, 28, 23, 59)))).toBe('2026-02-28');
    // A moment built from local parts is that local day, whatever the zone the test runs in.
    expect(localIsoDate(new Date(2026, 0, 9, 23, 59))).toBe('2026-01-09');
    expect(localIsoDate(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });

  it('writes the local month of a moment', () => {
    expect(localMonth(new Date(2026, 0, 31, 23, 59))).toBe('2026-01');
    expect(localMonth(new Date(2026, 11, 1, 0, 0))).toBe('2026-12');
  });

  it('moves months back across years, and forward for a negative count', () => {
    expect(monthsBefore('2025-03', 2)).toBe('2025-01');
    expect(monthsBefore('2025-03', 3)).toBe('2024-12');
    // 60 months end in 2025-03: they start 59 months before, in 2020-04.
    expect(monthsBefore('2025-03', 59)).toBe('2020-04');
    expect(monthsBefore('2024-11', -2)).toBe('2025-01');
  });
});
