import { insightTypeOf, type TInsight, type TInsightType } from '@rentfolio/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/insights: the explained insights of the portfolio, warnings first (docs/product.md "Insights"). */
export const insightsKeys = {
  all: ['/api/insights'] as const,
};

export function insightsOptions() {
  // A property change refreshes it (features/portfolio/api.ts invalidatePortfolio: every '/api/insights' key).
  return queryOptions<TInsight[] | null>({ queryKey: insightsKeys.all });
}

export function useInsights() {
  return useQuery(insightsOptions());
}

/** How many insights of each type, an unknown type counted as an opportunity (contracts' insightTypeOf). */
export function countInsightsByType(insights: readonly TInsight[]): Record<TInsightType, number> {
  const counts: Record<TInsightType, number> = { opportunity: 0, performance: 0, warning: 0 };
  for (const insight of insights) counts[insightTypeOf(insight.type)] += 1;
  return counts;
}
