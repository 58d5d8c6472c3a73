import type { TPortfolioMetrics, TPropertySearchRequest } from '@rentfolio/contracts';
import { type QueryClient, useQuery } from '@tanstack/react-query';

/**
 * The portfolio's server state, which every feature shares: one query key per API read (docs/product.md "API calls":
 * the key's segments joined by '/' are the URL, read by the default query function). The reads and the mutations are
 * beside this file (properties.ts, goals.ts, notifications.ts); each mutation refreshes what it changes.
 */
export const portfolioKeys = {
  properties: ['/api/properties'] as const,
  recentProperties: (limit: number) => [`/api/properties?limit=${limit}`] as const,
  property: (id: number) => ['/api/properties', String(id)] as const,
  /** A search loaded page by page (an empty filter object: every property). */
  searchPages: (filters: TPropertySearchRequest) => ['/api/properties/search', 'pages', filters] as const,
  metrics: ['/api/portfolio/metrics'] as const,
  goals: ['/api/portfolio/goals'] as const,
  goalProgress: ['/api/goals/progress'] as const,
  userGoals: ['/api/user/goals'] as const,
  notifications: ['/api/notifications'] as const,
};

/** Everything a change to the properties can change. */
export function invalidatePortfolio(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const [first] = query.queryKey;
      return (
        typeof first === 'string' &&
        (first.startsWith('/api/properties') ||
          first.startsWith('/api/portfolio') ||
          first === '/api/goals/progress' ||
          first === '/api/user/goals' ||
          first === '/api/notifications' ||
          first.startsWith('/api/insights') ||
          first.startsWith('/api/achievements'))
      );
    },
  });
}

export function usePortfolioMetrics() {
  return useQuery<TPortfolioMetrics | null>({ queryKey: portfolioKeys.metrics });
}
