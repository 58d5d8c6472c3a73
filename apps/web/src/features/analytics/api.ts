import type {
  TAnalyticsDistributions,
  TAnalyticsSummary,
  TMarketData,
  TPortfolioHistoryPoint,
  TReportResponse,
} from '@rentfolio/contracts';
import { useMutation, useQueries, useQuery } from '@tanstack/react-query';
import { apiRequest, getOrNullOn401, isApiError } from '@/lib/api';
import type { TCity } from './analytics-model';

/** How many days of history the performance chart shows. */
export const HISTORY_DAYS = 365;

/**
 * The server state of Advanced Analytics (docs/product.md "API calls": a key's segments joined by '/' are the URL,
 * read by the default query function). A change to the properties refreshes the history (invalidatePortfolio); the
 * summary and the distributions are read afresh whenever the screen opens, and market records do not change.
 */
export const analyticsKeys = {
  distributions: ['/api/analytics/distributions'] as const,
  history: (days: number) => [`/api/portfolio/history?days=${days}`] as const,
  summary: ['/api/analytics/summary'] as const,
  market: (place: TCity) => ['analytics-market', place.city.toLowerCase(), place.state] as const,
  defaultMarket: ['market-data', 'default'] as const,
};

/** The charts' figures over the whole portfolio, counted by the server: bands, the best ROIs, the cities. */
export function useAnalyticsDistributions() {
  return useQuery<TAnalyticsDistributions | null>({ queryKey: analyticsKeys.distributions, staleTime: 0 });
}

export function usePortfolioHistory(days = HISTORY_DAYS) {
  return useQuery<TPortfolioHistoryPoint[] | null>({ queryKey: analyticsKeys.history(days) });
}

export function useAnalyticsSummary() {
  return useQuery<TAnalyticsSummary | null>({ queryKey: analyticsKeys.summary, staleTime: 0 });
}

/** GET /api/market-data?city=&state= for one city; a city not in the data (404) is null, not an error. */
async function fetchCityMarket(place: TCity, signal: AbortSignal): Promise<TMarketData | null> {
  try {
    return await getOrNullOn401<TMarketData>(
      `/api/market-data?${new URLSearchParams({ city: place.city, state: place.state })}`,
      { signal },
    );
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** The market records of each of the user's cities (at most 3), in the order given. */
export function useCityMarkets(places: readonly TCity[]) {
  return useQueries({
    queries: places.map((place) => ({
      queryKey: analyticsKeys.market(place),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchCityMarket(place, signal),
      staleTime: 60 * 60 * 1000,
    })),
  });
}

/** GET /api/market-data without a place: the user's most common city, else Denver, CO. */
export function useDefaultMarket() {
  return useQuery<TMarketData | null>({
    queryKey: analyticsKeys.defaultMarket,
    queryFn: ({ signal }) => getOrNullOn401<TMarketData>('/api/market-data', { signal }),
  });
}

/** POST /api/notifications/send-portfolio-update: the server answers whether it sent the report, and why not. */
export function useSendPortfolioUpdate() {
  return useMutation({
    mutationFn: () => apiRequest<TReportResponse>('POST', '/api/notifications/send-portfolio-update', {}),
  });
}
