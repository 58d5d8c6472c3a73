import { describe, expect, it } from 'vitest';
import { toMonthPeriod } from './clock';

describe('toMonthPeriod', () => {
  it('answers the UTC month at both edges, whichever order the times come in', () => {
    const cases: [string, string][] = [
      ['2026-11-30T23:59:59.999Z', '2026-11'],
      ['2026-12-01T00:00:00.000Z', '2026-12'],
      ['2026-11-01T00:00:00.000Z', '2026-11'],
      ['2026-10-31T23:59:59.999Z', '2026-10'],
      ['2026-12-31T23:59:59.999Z', '2026-12'],
      ['2027-01-01T00:00:00.000Z', '2027-01'],
      ['2024-02-29T12:00:00.000Z', '2024-02'],
      ['2026-11-15T08:00:00.000Z', '2026-11'],
    ];
    for (const [iso, month] of cases) expect(toMonthPeriod(Date.parse(iso)), iso).toBe(month);
  });
});
