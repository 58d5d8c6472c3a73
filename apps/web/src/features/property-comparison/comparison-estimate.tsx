import type { TProperty } from '@rentfolio/contracts';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  EstimatePending,
  SaveEstimateAction,
  usePropertyEstimate,
  ValueEstimateText,
} from '@/features/property-page';
import { portfolioKeys } from '@/lib/api/portfolio';

/**
 * The compared properties as stored now: the selection keeps the objects it was ticked with, so a change made here
 * ("Use this estimate") shows once the portfolio refreshes. Each starts from the ticked object, so nothing is fetched
 * until a change makes it stale.
 */
export function useComparedProperties(properties: readonly TProperty[]): TProperty[] {
  return useQueries({
    queries: properties.map((property) =>
      queryOptions<TProperty | null>({
        queryKey: portfolioKeys.property(property.id),
        initialData: property,
      }),
    ),
    combine: (results) => properties.map((property, index) => results[index]?.data ?? property),
  });
}

/** One property's cell of the Estimated Value row: the figure with its month and metro (or why there is none), and the button. */
export function ComparisonEstimateCell({ property }: { property: TProperty }) {
  const { t } = useTranslation();
  const state = usePropertyEstimate(property.id);
  if (state.status !== 'ready') return <EstimatePending state={state} className="text-xs" />;
  return (
    <div className="flex flex-col items-start gap-2">
      <ValueEstimateText estimate={state.estimate} variant="compact" className="text-sm" />
      <SaveEstimateAction
        property={property}
        estimate={state.estimate}
        accessibleName={t('propertyPage.value.useEstimateFor', { address: property.address })}
        className="h-auto min-h-8 whitespace-normal py-1 text-left"
      />
    </div>
  );
}
