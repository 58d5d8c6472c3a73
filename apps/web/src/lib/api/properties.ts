import type { TProperty, TPropertyInput, TPropertyPatch, TPropertySearchRequest } from '@rentfolio/contracts';
import { TOTAL_COUNT_HEADER } from '@rentfolio/contracts';
import {
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { apiRequest, getBaseHeaders, newIdempotencyKey, throwIfNotOk } from '@/lib/api';
import { invalidatePortfolio, portfolioKeys } from './portfolio';

/** The signed-in user's properties, newest first; with `limit`, only the first ones. */
export function useProperties(limit?: number) {
  return useQuery<TProperty[] | null>({
    queryKey: limit === undefined ? portfolioKeys.properties : portfolioKeys.recentProperties(limit),
  });
}

export function useProperty(id: number | null) {
  return useQuery<TProperty | null>({
    queryKey: portfolioKeys.property(id ?? 0),
    enabled: id !== null,
  });
}

/** How many properties a long list loads at a time. */
export const PROPERTY_PAGE_SIZE = 100;

export type PropertyPage = { items: TProperty[]; total: number };

/** One page of a search: POST /api/properties/search with limit and offset; the total comes in X-Total-Count. */
export async function fetchPropertyPage(
  filters: TPropertySearchRequest,
  offset: number,
  signal?: AbortSignal,
): Promise<PropertyPage> {
  const response = await fetch('/api/properties/search', {
    method: 'POST',
    credentials: 'same-origin',
    headers: getBaseHeaders({ 'content-type': 'application/json' }),
    body: JSON.stringify({ ...filters, limit: PROPERTY_PAGE_SIZE, offset }),
    ...(signal ? { signal } : {}),
  });
  await throwIfNotOk(response);
  const items = (await response.json()) as TProperty[];
  return { items, total: Number(response.headers.get(TOTAL_COUNT_HEADER) ?? items.length) };
}

/** The query of a search loaded page by page, shared by the hook and by `fetchFirstPropertyPage`. */
export function propertyPagesOptions(filters: TPropertySearchRequest) {
  return infiniteQueryOptions({
    queryKey: portfolioKeys.searchPages(filters),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => fetchPropertyPage(filters, pageParam, signal),
    getNextPageParam: (last: PropertyPage, pages: PropertyPage[]) => {
      const loaded = pages.reduce((count, page) => count + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
  });
}

/**
 * Runs a search afresh and caches its first page, without showing it anywhere yet: a screen that switches to a
 * search's results only once it has succeeded awaits this (it rejects with the ApiError), then shows the search.
 */
export function fetchFirstPropertyPage(queryClient: QueryClient, filters: TPropertySearchRequest) {
  return queryClient.infiniteQuery({ ...propertyPagesOptions(filters), pages: 1, staleTime: 0 });
}

export type UseInfinitePropertySearchOptions = {
  /** Keep showing the previous filters' pages (as placeholder data) while new filters load. */
  keepPrevious?: boolean;
};

/**
 * A search (or, with no filters, every property) loaded page by page as a long list scrolls: a portfolio of
 * 10,000 properties is never sent at once. `data.pages` holds the pages loaded so far; each page knows the total.
 */
export function useInfinitePropertySearch(
  filters: TPropertySearchRequest,
  { keepPrevious = false }: UseInfinitePropertySearchOptions = {},
) {
  return useInfiniteQuery({
    ...propertyPagesOptions(filters),
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}

/**
 * A paged search as a long list needs it: the properties loaded so far, the number of all matches, and how to load
 * the next page. `count` is what the list should be as long as: the total while more pages can be loaded, else
 * what is loaded (after a failed page the list ends there, with its Try again).
 */
export function usePropertyPages(
  filters: TPropertySearchRequest,
  options?: UseInfinitePropertySearchOptions,
) {
  const query = useInfinitePropertySearch(filters, options);
  const { data, hasNextPage, isFetching, isFetchNextPageError, fetchNextPage } = query;
  const items = useMemo(() => data?.pages.flatMap((page) => page.items) ?? [], [data]);
  const total = data?.pages.at(-1)?.total ?? 0;
  // One page at a time, and never over a refetch (fetchNextPage would cancel it); a failed page waits for Try again.
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetching && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetching, isFetchNextPageError, fetchNextPage]);
  const retryLoadMore = useCallback(() => {
    if (!isFetching) void fetchNextPage();
  }, [isFetching, fetchNextPage]);
  return {
    query,
    items,
    total,
    count: hasNextPage && !isFetchNextPageError ? Math.max(total, items.length) : items.length,
    loadMore,
    retryLoadMore,
    isLoadingMore: query.isFetchingNextPage,
    hasLoadMoreFailed: isFetchNextPageError,
  };
}

export type PropertyPages = ReturnType<typeof usePropertyPages>;

/**
 * Adds a property. The same input sent again before one succeeds (a retry after a lost answer, a second click) goes
 * with the same Idempotency-Key, so the server adds it once; after a success the next add gets a new key.
 */
export function useCreateProperty() {
  const queryClient = useQueryClient();
  const attempt = useRef<{ input: string; key: string } | null>(null);
  return useMutation({
    mutationFn: (property: TPropertyInput) => {
      const input = JSON.stringify(property);
      if (attempt.current?.input !== input) attempt.current = { input, key: newIdempotencyKey() };
      return apiRequest<TProperty>('POST', '/api/properties', property, {
        'idempotency-key': attempt.current.key,
      });
    },
    onSuccess: () => {
      attempt.current = null;
      return invalidatePortfolio(queryClient);
    },
  });
}

/** Several properties in one request and one transaction (onboarding). */
export function useCreateProperties() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (properties: TPropertyInput[]) =>
      apiRequest<{ created: number; properties: TProperty[] }>('POST', '/api/properties/bulk', {
        properties,
      }),
    onSuccess: () => invalidatePortfolio(queryClient),
  });
}

export function useUpdateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: TPropertyPatch | Record<string, unknown> }) =>
      apiRequest<TProperty>('PATCH', `/api/properties/${id}`, changes),
    onSuccess: () => invalidatePortfolio(queryClient),
  });
}

export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ success: true }>('DELETE', `/api/properties/${id}`),
    onSuccess: () => invalidatePortfolio(queryClient),
  });
}
