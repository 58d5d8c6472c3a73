import type { TRentCheck } from '@rentfolio/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKey } from '@/lib/query-keys';

/** A ZIP code and a number of bedrooms the rent check can take: 5 digits, and a whole number from 0 to 12. */
export type RentCheckPlace = { zipCode: string; bedrooms: number };

/** The ZIP code and bedrooms as typed into a form, when the rent check can take them; else null. */
export function toRentCheckPlace(zipCode: string, bedrooms: string): RentCheckPlace | null {
  const zip = zipCode.trim();
  const rooms = bedrooms.trim();
  if (!/^\d{5}$/.test(zip) || !/^\d{1,2}$/.test(rooms)) return null;
  const count = Number(rooms);
  return count <= 12 ? { zipCode: zip, bedrooms: count } : null;
}

/** GET /api/market/rent-check?zipCode=&bedrooms=: HUD's Fair Market Rent and Zillow's typical rent for the ZIP. */
export function rentCheckOptions(place: RentCheckPlace | null) {
  return queryOptions<TRentCheck | null>({
    queryKey: queryKey(
      '/api/market/rent-check',
      place ? { zipCode: place.zipCode, bedrooms: place.bedrooms } : undefined,
    ),
    enabled: place !== null,
    // The figures change once a year (HUD) or once a month (Zillow).
    staleTime: 60 * 60 * 1000,
  });
}

export function useRentCheck(place: RentCheckPlace | null) {
  return useQuery(rentCheckOptions(place));
}
