import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { getOrNullOn401 } from './api';
import { queryUrl } from './query-keys';

const FIVE_MINUTES_MS = 5 * 60 * 1000;

/**
 * The default read of docs/product.md "API calls": a GET to the URL of the query key (lib/query-keys.ts: its path and
 * its params), parsed as JSON. A 401 resolves to null (the caller is signed out), which is a state to render, not an
 * error.
 */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) =>
  getOrNullOn401(queryUrl(queryKey), { signal });

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: FIVE_MINUTES_MS,
        gcTime: FIVE_MINUTES_MS,
        retry: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
