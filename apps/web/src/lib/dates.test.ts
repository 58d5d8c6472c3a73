import { describe, expect, it } from 'vitest';
import { localIsoDate, utcIsoDate } from './dates';

describe('dates', () => {
  it('writes the local day and the UTC day of a moment', () => {
    expect(utcIsoDate(new Date(Date.UTC(2026, 2, 1, 1, 30)))).toBe('2026-03-01');
    expect(utcIsoDate(new Date(Date.UTC(2026, 1, 28, 23, 59)))).toBe('2026-02-28');
    // A moment built from local parts is that local day, whatever the zone the test runs in.
    expect(localIsoDate(new Date(2026, 0, 9, 23, 59))).toBe('2026-01-09');
    expect(localIsoDate(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });
});
