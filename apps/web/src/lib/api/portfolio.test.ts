import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import type { ApiQueryKey } from '@/lib/query-keys';
import { invalidatePortfolio, onPortfolioChange, portfolioKeys } from './portfolio';

// Cached reads of several kinds, written out as the keys they are (lib/query-keys.ts), not built by the code under test.
const LIB_READS: ApiQueryKey[] = [
  ['/api/properties'],
  ['/api/properties', { limit: 3 }],
  ['/api/properties/12'],
  ['/api/properties/12/market'],
  ['/api/properties/search', {}, 'pages'],
  ['/api/properties/search', { query: 'Main' }, 'pages'],
  ['/api/portfolio/metrics'],
  ['/api/portfolio/goals'],
  ['/api/goals/progress'],
  ['/api/user/goals'],
  ['/api/notifications'],
];
const OTHER_READS: ApiQueryKey[] = [
  ['/api/insights', { limit: 3 }],
  ['/api/insights/counts'],
  ['/api/portfolio/history', { days: 365 }],
  ['/api/market-data', { city: 'Denver', state: 'CO' }],
  ['/api/user/settings'],
  ['/api/analyses'],
  // Beside /api/properties, not under it.
  ['/api/properties-archive'],
];

function seededClient() {
  const queryClient = createQueryClient();
  for (const key of [...LIB_READS, ...OTHER_READS]) queryClient.setQueryData(key, { seeded: true });
  return queryClient;
}

function invalidatedKeys(queryClient: ReturnType<typeof createQueryClient>) {
  return queryClient
    .getQueryCache()
    .findAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey);
}

const undo: (() => void)[] = [];
afterEach(() => {
  for (const remove of undo.splice(0)) remove();
});

describe('portfolioKeys', () => {
  it('are the API reads they name', () => {
    expect(portfolioKeys.properties).toEqual(['/api/properties']);
    expect(portfolioKeys.recentProperties(3)).toEqual(['/api/properties', { limit: 3 }]);
    expect(portfolioKeys.property(12)).toEqual(['/api/properties/12']);
    expect(portfolioKeys.metrics).toEqual(['/api/portfolio/metrics']);
    expect(portfolioKeys.notifications).toEqual(['/api/notifications']);
  });

  it("key a search by its filters' text and numbers, whatever order they came in, and leave out cleared ones", () => {
    expect(portfolioKeys.searchPages({})).toEqual(['/api/properties/search', {}, 'pages']);
    expect(portfolioKeys.searchPages({ query: 'Main', minPrice: 100_000, state: undefined })).toEqual([
      '/api/properties/search',
      { minPrice: 100_000, query: 'Main' },
      'pages',
    ]);
    expect(portfolioKeys.searchPages({ sortOrder: 'asc', sortBy: 'price' })).toEqual(
      portfolioKeys.searchPages({ sortBy: 'price', sortOrder: 'asc' }),
    );
  });
});

describe('invalidatePortfolio', () => {
  it("refreshes exactly lib/api's own reads when no feature has registered any", async () => {
    const queryClient = seededClient();
    await invalidatePortfolio(queryClient);
    expect(invalidatedKeys(queryClient)).toEqual(LIB_READS);
  });

  it('also refreshes every read at or below a registered path, whatever its params', async () => {
    undo.push(onPortfolioChange([['/api/insights'], ['/api/portfolio/history']]));
    const queryClient = seededClient();
    await invalidatePortfolio(queryClient);
    expect(invalidatedKeys(queryClient)).toEqual([
      ...LIB_READS,
      ['/api/insights', { limit: 3 }],
      ['/api/insights/counts'],
      ['/api/portfolio/history', { days: 365 }],
    ]);
  });

  it('stops refreshing a registered read once its registration is undone, and keeps the others', async () => {
    const removeInsights = onPortfolioChange([['/api/insights']]);
    undo.push(onPortfolioChange([['/api/insights/counts']]));
    removeInsights();
    const queryClient = seededClient();
    await invalidatePortfolio(queryClient);
    expect(invalidatedKeys(queryClient)).toEqual([...LIB_READS, ['/api/insights/counts']]);
  });
});
