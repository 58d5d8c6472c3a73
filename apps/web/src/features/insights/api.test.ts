import { describe, expect, it } from 'vitest';
import { insightsKeys, insightsPortfolioKeys } from './api';

describe('insightsKeys', () => {
  it('are the API reads they name, the pages apart from a single read of the same limit', () => {
    expect(insightsKeys.first(3)).toEqual(['/api/insights', { limit: 3 }]);
    expect(insightsKeys.pages).toEqual(['/api/insights', { limit: 50 }, 'pages']);
    expect(insightsKeys.counts).toEqual(['/api/insights/counts']);
  });

  it('name every insights read as what a portfolio change refreshes', () => {
    expect(insightsPortfolioKeys).toEqual([['/api/insights']]);
  });
});
