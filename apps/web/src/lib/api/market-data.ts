import { queryKey } from '@/lib/query-keys';

/** A place GET /api/market-data takes: a ZIP code, or a city with its state; an empty field is left out. */
export type MarketDataPlace = { city?: string | null; state?: string | null; zipCode?: string | null };

/**
 * The key of GET /api/market-data for a place, or for the server's choice without one (the portfolio's most common
 * city, else Denver). Market Trends, the property page, Analytics and the dashboard read the same place's records under
 * this one key, so one answer serves them all. Each screen keeps its own staleTime, but they share the default query
 * function: a screen that turned an error into no data would hide the error from the others.
 */
export function marketDataKey(place: MarketDataPlace | null) {
  return queryKey(
    '/api/market-data',
    place
      ? {
          city: place.city || undefined,
          state: place.state || undefined,
          zipCode: place.zipCode || undefined,
        }
      : undefined,
  );
}
