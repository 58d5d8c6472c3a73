import type { TUsage } from '@rentfolio/contracts';
import { useQuery } from '@tanstack/react-query';

export const USAGE_QUERY_KEY = ['/api/user/usage'] as const;

/** GET /api/user/usage: deal analyses this calendar month and the plan's limit (-1: unlimited). */
export function useUsage() {
  return useQuery<TUsage | null>({ queryKey: USAGE_QUERY_KEY });
}
