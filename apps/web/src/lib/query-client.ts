import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { getOrNullOn401 } from './api';

const FIVE_MINUTES_MS = 5 * 60 * 1000;

/**
 * The default read of docs/product.md "API calls": a GET to the query key's segments joined by '/', parsed as JSON. A 401 resolves to
 * null (the caller is signed out), which is a state to render, not an error.
 */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) =>
  getOrNullOn401(queryKey.join('/'), { signal });

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
