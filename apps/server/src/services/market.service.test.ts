import { describe, expect, it } from 'vitest';
import { chooseFreshestLevel } from './market.service';

const at = (iso: string) => Date.parse(iso);
const levels = (...months: string[]) =>
  months.map((month, index) => ({ name: ['zip', 'city', 'metro'][index], month }));

describe('chooseFreshestLevel', () => {
  it('takes the finest level whose month is at most 12 calendar months old', () => {
    const all = levels('2025-03', '2025-09', '2025-11');
    expect(chooseFreshestLevel(all, at('2026-03-31T23:59:59Z'))?.name).toBe('zip'); // 12 months
    expect(chooseFreshestLevel(all, at('2026-04-01T00:00:00Z'))?.name).toBe('city'); // 13 months
    expect(chooseFreshestLevel(all, at('2026-11-02T00:00:00Z'))?.name).toBe('metro');
  });

  it('takes the freshest when every level is older, the finer on a tie', () => {
    expect(
      chooseFreshestLevel(levels('2021-01', '2022-06', '2022-02'), at('2026-11-21T10:00:00Z'))?.name,
    ).toBe('city');
    expect(chooseFreshestLevel(levels('2022-06', '2022-06'), at('2026-11-21T10:00:00Z'))?.name).toBe('zip');
  });

  it('keeps an old level when no fresher one exists, and the finest without a clock', () => {
    expect(chooseFreshestLevel(levels('2023-10'), at('2026-11-21T10:00:00Z'))?.name).toBe('zip');
    expect(chooseFreshestLevel(levels('2023-10', '2025-11'), null)?.name).toBe('zip');
    expect(chooseFreshestLevel([], at('2026-11-21T10:00:00Z'))).toBeNull();
  });
});
