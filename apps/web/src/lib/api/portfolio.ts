import type { TPortfolioMetrics, TPropertySearchRequest } from '@rentfolio/contracts';
import { type QueryClient, type QueryKey, useQuery } from '@tanstack/react-query';
import { type ApiPath, type QueryParamsInput, type QueryParamValue, queryKey } from '@/lib/query-keys';

/**
 * A search's filters as a key's params. The request type leaves its fields open (the server's schema also takes and
 * clears null, '' and 'all'), but what the screens send is text and numbers (search-filters.ts), which the key keeps.
 */
function toKeyParams(filters: TPropertySearchRequest): QueryParamsInput {
  const params: Record<string, QueryParamValue> = {};
  for (const [name, value] of Object.entries(filters))
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      params[name] = value;
  return params;
}

/**
 * The portfolio's server state, which every feature shares: one query key per API read (lib/query-keys.ts, read by
 * the default query function). The reads and the mutations are beside this file (properties.ts, goals.ts,
 * notifications.ts); each mutation refreshes what it changes.
 */
export const portfolioKeys = {
  properties: queryKey('/api/properties'),
  recentProperties: (limit: number) => queryKey('/api/properties', { limit }),
  property: (id: number) => queryKey(`/api/properties/${id}`),
  /** A search loaded page by page, POST /api/properties/search (an empty filter object: every property). */
  searchPages: (filters: TPropertySearchRequest) =>
    queryKey('/api/properties/search', toKeyParams(filters), 'pages'),
  metrics: queryKey('/api/portfolio/metrics'),
  goals: queryKey('/api/portfolio/goals'),
  goalProgress: queryKey('/api/goals/progress'),
  userGoals: queryKey('/api/user/goals'),
  notifications: queryKey('/api/notifications'),
};

/** Reads that follow the portfolio: a key given here covers every read at its path or below it, whatever the params. */
export type PortfolioDependentKeys = readonly (readonly [ApiPath])[];

/**
 * What a change to the properties or the goals changes here: every read under /api/properties (the lists, searches,
 * one property and its market check), the metrics, the goals and their progress, and the notifications (goal_reached).
 */
const OWN_DEPENDENT_KEYS: PortfolioDependentKeys = [
  portfolioKeys.properties,
  portfolioKeys.metrics,
  portfolioKeys.goals,
  portfolioKeys.goalProgress,
  portfolioKeys.userGoals,
  portfolioKeys.notifications,
];

const registrations = new Set<{ keys: PortfolioDependentKeys }>();

/**
 * Adds a feature's reads to what a portfolio change refreshes: each feature's door exports its list, and the app shell
 * (signed-in-app.tsx) registers them, so that lib knows no feature. Returns the function that takes them out again.
 */
export function onPortfolioChange(keys: PortfolioDependentKeys): () => void {
  const registration = { keys };
  registrations.add(registration);
  return () => {
    registrations.delete(registration);
  };
}

/**
 * Whether a key reads `path` or a path below it, whatever its params: '/api/properties' covers the keys of
 * /api/properties?limit=3, /api/properties/12 and /api/properties/12/market. A key's path is one string
 * (lib/query-keys.ts), so TanStack Query's own match, element by element, cannot find the reads of one record.
 */
function isKeyUnder(key: QueryKey, path: ApiPath): boolean {
  const [keyPath] = key;
  return keyPath === path || keyPath.startsWith(`${path}/`);
}

/** Everything a change to the properties or the goals can change: lib/api's reads and the features' registered ones. */
export function invalidatePortfolio(queryClient: QueryClient): Promise<void> {
  const paths = [OWN_DEPENDENT_KEYS, ...[...registrations].map((registration) => registration.keys)]
    .flat()
    .map(([path]) => path);
  return queryClient.invalidateQueries({
    predicate: (query) => paths.some((path) => isKeyUnder(query.queryKey, path)),
  });
}

export function usePortfolioMetrics() {
  return useQuery<TPortfolioMetrics | null>({ queryKey: portfolioKeys.metrics });
}
