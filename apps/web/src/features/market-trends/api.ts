import type { TMarketAnswer, TMarketPlace } from '@rentfolio/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getOrNullOn401 } from '@/lib/api';
import { searchFromPlace, type TPlace } from './market-model';

/** The server state of the Market Trends screen: a metro's records, and the places the picker finds. */
export const marketKeys = {
  data: (place: TPlace | null) => ['market-data', place ? searchFromPlace(place) : 'default'] as const,
  places: (query: string) => ['market-places', query] as const,
};

/**
 * GET /api/market-data for a place, or for the server's choice (the portfolio's city, else Denver) without one: a
 * metro's records, a ZIP's own, or none (`level`).
 */
export function useMarketData(place: TPlace | null) {
  return useQuery<TMarketAnswer | null>({
    queryKey: marketKeys.data(place),
    queryFn: ({ signal }) =>
      getOrNullOn401<TMarketAnswer>(
        place ? `/api/market-data?${searchFromPlace(place)}` : '/api/market-data',
        {
          signal,
        },
      ),
  });
}

/** Fewer letters than this ask the server nothing: the list shows the quick picks instead. */
export const PLACE_QUERY_MIN = 2;

/** GET /api/market/places?q= (at most 20), while the typed text is long enough; the previous list stays meanwhile. */
export function useMarketPlaces(query: string) {
  return useQuery<TMarketPlace[] | null>({
    queryKey: marketKeys.places(query),
    queryFn: ({ signal }) =>
      getOrNullOn401<TMarketPlace[]>(`/api/market/places?${new URLSearchParams({ q: query })}`, { signal }),
    enabled: query.length >= PLACE_QUERY_MIN,
    placeholderData: keepPreviousData,
  });
}
