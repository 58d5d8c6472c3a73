import type { TMarketAnswer, TPropertyMarket } from '@rentfolio/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The market reads of the property page: one query key per API read, its segments joined by '/' being the URL. */
export const propertyMarketKeys = {
  /** Under /api/properties, so that a change to the portfolio refreshes it. */
  propertyMarket: (id: number) => ['/api/properties', String(id), 'market'] as const,
  marketData: (city: string, state: string) =>
    [`/api/market-data?city=${encodeURIComponent(city)}&state=${encodeURIComponent(state)}`] as const,
};

/** GET /api/properties/:id/market: the property's rent check and value estimate (404 when it is not the caller's). */
export function propertyMarketOptions(id: number) {
  return queryOptions<TPropertyMarket | null>({ queryKey: propertyMarketKeys.propertyMarket(id) });
}

export function usePropertyMarket(id: number) {
  return useQuery(propertyMarketOptions(id));
}

/** GET /api/market-data?city=&state=: the metro's monthly records, oldest first (`level: 'none'` without any). */
export function marketDataOptions(city: string, state: string | null) {
  return queryOptions<TMarketAnswer | null>({
    queryKey: propertyMarketKeys.marketData(city, state ?? ''),
    enabled: state !== null && state !== '' && city.trim() !== '',
    staleTime: 60 * 60 * 1000,
  });
}

export function useMarketData(city: string, state: string | null) {
  return useQuery(marketDataOptions(city, state));
}
