import type { TUsage } from '@rentfolio/contracts';
import { useQuery } from '@tanstack/react-query';
import { queryKey } from '@/lib/query-keys';

export const USAGE_QUERY_KEY = queryKey('/api/user/usage');

/** GET /api/user/usage: deal analyses this calendar month and the plan's limit (-1: unlimited). */
export function useUsage() {
  return useQuery<TUsage | null>({ queryKey: USAGE_QUERY_KEY });
}
