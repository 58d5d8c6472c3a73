import type {
  TAnalyticsDistributions,
  TAnalyticsSummary,
  TMarketData,
  TPortfolioHistoryPoint,
  TReportResponse,
} from '@rentfolio/contracts';
import { queryOptions, useMutation, useQueries, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { marketDataKey } from '@/lib/api/market-data';
import type { PortfolioDependentKeys } from '@/lib/api/portfolio';
import { queryKey } from '@/lib/query-keys';
import type { TCity } from './analytics-model';

/** How many days of history the performance chart shows. */
export const HISTORY_DAYS = 365;

/**
 * The server state of Advanced Analytics (keys of lib/query-keys.ts, read by the default query function). A change
 * to the properties refreshes the history (analyticsPortfolioKeys); the summary and the distributions are read afresh
 * whenever the screen opens, and market records do not change. A city's records are the key every screen shares
 * (lib/api/market-data.ts).
 */
export const analyticsKeys = {
  distributions: queryKey('/api/analytics/distributions'),
  history: (days: number) => queryKey('/api/portfolio/history', { days }),
  summary: queryKey('/api/analytics/summary'),
  market: (place: TCity) => marketDataKey(place),
  defaultMarket: marketDataKey(null),
};

/** The reads a portfolio change refreshes (lib/api/portfolio.ts onPortfolioChange): the history, whatever its days. */
export const analyticsPortfolioKeys: PortfolioDependentKeys = [queryKey('/api/portfolio/history')];

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

/**
 * GET /api/market-data?city=&state= for each of the user's cities (at most 3), in the order given. A city the server
 * refuses (an error) has no data: the Market Trends tab lists it with the cities it has no records for. The error
 * stays in the shared entry, so that the property page still tells it apart.
 */
export function useCityMarkets(places: readonly TCity[]) {
  return useQueries({
    queries: places.map((place) =>
      queryOptions<TMarketData | null>({ queryKey: analyticsKeys.market(place), staleTime: 60 * 60 * 1000 }),
    ),
  });
}

/** GET /api/market-data without a place: the user's most common city, else Denver, CO. */
export function useDefaultMarket() {
  return useQuery<TMarketData | null>({ queryKey: analyticsKeys.defaultMarket });
}

/** POST /api/notifications/send-portfolio-update: the server answers whether it sent the report, and why not. */
export function useSendPortfolioUpdate() {
  return useMutation({
    mutationFn: () => apiRequest<TReportResponse>('POST', '/api/notifications/send-portfolio-update', {}),
  });
}
