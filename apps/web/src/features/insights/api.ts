import { type TInsight, type TInsightCounts, TOTAL_COUNT_HEADER } from '@rentfolio/contracts';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getBaseHeaders, throwIfNotOk } from '@/lib/api';
import type { PortfolioDependentKeys } from '@/lib/api/portfolio';
import { queryKey } from '@/lib/query-keys';

/** Insights shown per page on /insights: a large portfolio has thousands, so they come page by page. */
export const INSIGHTS_PAGE_SIZE = 50;

/** The insights reads (docs/product.md "Insights"; keys of lib/query-keys.ts). */
export const insightsKeys = {
  first: (limit: number) => queryKey('/api/insights', { limit }),
  pages: queryKey('/api/insights', { limit: INSIGHTS_PAGE_SIZE }, 'pages'),
  counts: queryKey('/api/insights/counts'),
};

/** A property or goals change refreshes every insights read (lib/api/portfolio.ts onPortfolioChange). */
export const insightsPortfolioKeys: PortfolioDependentKeys = [queryKey('/api/insights')];

/** GET /api/insights?limit=N: the first N insights, warnings first. */
export function insightsOptions(limit: number) {
  return queryOptions<TInsight[] | null>({ queryKey: insightsKeys.first(limit) });
}

export function useFirstInsights(limit: number) {
  return useQuery(insightsOptions(limit));
}

/** GET /api/insights/counts: how many of each type. */
export function useInsightCounts() {
  return useQuery<TInsightCounts | null>({ queryKey: insightsKeys.counts });
}

type InsightsPage = { items: TInsight[]; total: number };

async function fetchInsightsPage(offset: number, signal?: AbortSignal): Promise<InsightsPage> {
  const response = await fetch(`/api/insights?limit=${INSIGHTS_PAGE_SIZE}&offset=${offset}`, {
    credentials: 'same-origin',
    headers: getBaseHeaders(),
    ...(signal ? { signal } : {}),
  });
  await throwIfNotOk(response);
  const items = (await response.json()) as TInsight[];
  return { items, total: Number(response.headers.get(TOTAL_COUNT_HEADER) ?? items.length) };
}

/** Every insight, page by page ("Show more"). */
export function useInsightPages() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: insightsKeys.pages,
      initialPageParam: 0,
      queryFn: ({ pageParam, signal }) => fetchInsightsPage(pageParam, signal),
      getNextPageParam: (last: InsightsPage, pages: InsightsPage[]) => {
        const loaded = pages.reduce((n, page) => n + page.items.length, 0);
        return last.items.length > 0 && loaded < last.total ? loaded : undefined;
      },
    }),
  );
}
