import type { TMarketAnswer, TPropertyMarket } from '@rentfolio/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { marketDataKey } from '@/lib/api/market-data';
import { queryKey } from '@/lib/query-keys';

/** The market reads of the property page (keys of lib/query-keys.ts, read by the default query function). */
export const propertyMarketKeys = {
  /** Under /api/properties, which lib/api/portfolio.ts refreshes on every portfolio change. */
  propertyMarket: (id: number) => queryKey(`/api/properties/${id}/market`),
  /** The metro's records under the key every screen shares (lib/api/market-data.ts). */
  marketData: (city: string, state: string | null) => marketDataKey({ city, state }),
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
    queryKey: propertyMarketKeys.marketData(city, state),
    enabled: state !== null && state !== '' && city.trim() !== '',
    staleTime: 60 * 60 * 1000,
  });
}

export function useMarketData(city: string, state: string | null) {
  return useQuery(marketDataOptions(city, state));
}
