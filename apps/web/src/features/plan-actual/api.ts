import type { TPlanActual } from '@rentfolio/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { PortfolioDependentKeys } from '@/lib/api/portfolio';
import { queryKey } from '@/lib/query-keys';

/** The screen's choices, kept in its address (lib/use-url-state.ts): a bad or missing value reads as its default. */
export const ZPlanActualUrlState = z.object({
  period: z.enum(['ttm', 'year', 'sincePurchase']).catch('ttm'),
  year: z.coerce.number().int().min(1900).max(2100).catch(new Date().getFullYear()),
  threshold: z.coerce.number().int().min(1).max(100).catch(10),
  value: z.enum(['current', 'estimate']).catch('current'),
});
export type TPlanActualUrlState = z.output<typeof ZPlanActualUrlState>;

/** GET /api/plan-actual (docs/api.md "Plan against actual"); a ledger change refreshes it too (features/ledger). */
export const planActualKeys = {
  all: queryKey('/api/plan-actual'),
  of: (state: TPlanActualUrlState) =>
    queryKey('/api/plan-actual', {
      period: state.period,
      year: state.period === 'year' ? state.year : null,
      threshold: state.threshold,
      value: state.value,
    }),
};

/** A property's change changes its plan: a portfolio change refreshes the comparison. */
export const planActualPortfolioKeys: PortfolioDependentKeys = [planActualKeys.all];

/** The comparison for the screen's choices; the last answer stays up while the next loads. */
export function usePlanActual(state: TPlanActualUrlState) {
  return useQuery<TPlanActual | null>({
    queryKey: planActualKeys.of(state),
    placeholderData: keepPreviousData,
  });
}
