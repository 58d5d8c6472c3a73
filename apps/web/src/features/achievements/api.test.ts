import { describe, expect, it } from 'vitest';
import { achievementsKeys, achievementsPortfolioKeys } from './api';

describe('achievementsKeys', () => {
  it('are the API reads they name', () => {
    expect(achievementsKeys.list).toEqual(['/api/achievements']);
    expect(achievementsKeys.progress).toEqual(['/api/achievements/progress']);
  });

  it('name every achievements read as what a portfolio change refreshes', () => {
    expect(achievementsPortfolioKeys).toEqual([['/api/achievements']]);
  });
});
