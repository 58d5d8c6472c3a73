import type { TMarketAnswer, TMarketPlace } from '@rentfolio/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { marketDataKey } from '@/lib/api/market-data';
import { queryKey } from '@/lib/query-keys';
import type { TPlace } from './market-model';

/**
 * The server state of the Market Trends screen: a place's records (under the key every screen shares,
 * lib/api/market-data.ts), and the places the picker finds.
 */
export const marketKeys = {
  data: (place: TPlace | null) => marketDataKey(place),
  places: (query: string) => queryKey('/api/market/places', { q: query }),
};

/**
 * GET /api/market-data for a place, or for the server's choice (the portfolio's city, else Denver) without one: a
 * metro's records, a ZIP's own, or none (`level`).
 */
export function useMarketData(place: TPlace | null) {
  return useQuery<TMarketAnswer | null>({ queryKey: marketKeys.data(place) });
}

/** Fewer letters than this ask the server nothing: the list shows the quick picks instead. */
export const PLACE_QUERY_MIN = 2;

/** GET /api/market/places?q= (at most 20), while the typed text is long enough; the previous list stays meanwhile. */
export function useMarketPlaces(query: string) {
  return useQuery<TMarketPlace[] | null>({
    queryKey: marketKeys.places(query),
    enabled: query.length >= PLACE_QUERY_MIN,
    placeholderData: keepPreviousData,
  });
}
