import type { TProperty, TPropertyMarket, TValueEstimate } from '@rentfolio/contracts';
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useMonthWithAge } from '@/features/market-trends';
import { useUpdateProperty } from '@/lib/api/properties';
import { formatCurrency, formatShortMonth } from '@/lib/format';
import { cn } from '@/lib/utils';
import { usePropertyMarket } from './api';

/**
 * The value estimate by Zillow's home value index (purchase price × ZHVI today / ZHVI in the purchase month), shared by
 * the property page, the edit form and the comparison: its words, the "Use this estimate" button, and the save.
 */

export type ValueEstimateTextProps = {
  estimate: TValueEstimate;
  /** 'sentence': "Estimated value: $X (Zillow Home Value Index for the … metro, Oct 2023)"; 'compact': the figure, its source under it. */
  variant?: 'sentence' | 'compact';
  className?: string;
};

/**
 * The estimate in words, or why there is none (no purchase date, no metro, a purchase month outside the data). The
 * estimate is the user's own price moved by the index, so it is in the display currency; its month says how old it is
 * past 6 months.
 */
export function ValueEstimateText({ estimate, variant = 'sentence', className }: ValueEstimateTextProps) {
  const { t } = useTranslation();
  const monthWithAge = useMonthWithAge();
  const { estimatedValue, estimatedValueMonth, metroName, reason } = estimate;
  if (estimatedValue === null) {
    return (
      <p className={cn('text-muted-foreground text-sm', className)} data-testid="estimated-value">
        {t(`propertyPage.value.reasons.${reason ?? 'noMetro'}`)}
      </p>
    );
  }
  const details = {
    value: formatCurrency(estimatedValue),
    metro: metroName ?? '',
    month: estimatedValueMonth
      ? monthWithAge(formatShortMonth(estimatedValueMonth), estimatedValueMonth)
      : '',
  };
  if (variant === 'compact') {
    return (
      <p className={cn('flex flex-col gap-0.5', className)} data-testid="estimated-value">
        <span className="font-semibold tabular-nums" data-testid="estimated-value-figure">
          {details.value}
        </span>
        <span className="text-muted-foreground text-xs">
          {t('propertyPage.value.estimateSource', details)}
        </span>
      </p>
    );
  }
  return (
    <p className={cn('text-sm', className)} data-testid="estimated-value">
      {t('propertyPage.value.estimate', details)}
    </p>
  );
}

export type UseEstimateButtonProps = {
  onUse: () => void;
  isPending?: boolean;
  /** A longer accessible name, starting with the visible words, where several buttons share them (the comparison). */
  accessibleName?: string | undefined;
  className?: string;
};

/** "Use this estimate" (and "Saving..." while a save runs). */
export function UseEstimateButton({
  onUse,
  isPending = false,
  accessibleName,
  className,
}: UseEstimateButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      variant="outline"
      size="sm"
      className={cn('shrink-0', className)}
      onClick={onUse}
      disabled={isPending}
      aria-label={isPending ? undefined : accessibleName}
    >
      {isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
      {isPending ? t('propertyPage.value.using') : t('propertyPage.value.useEstimate')}
    </Button>
  );
}

/** "This is the current value.", where the button would be once the estimate is the value. */
export function EstimateIsCurrent({ text, className }: { text?: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <p className={cn('text-muted-foreground text-xs', className)} role="status">
      {text ?? t('propertyPage.value.isCurrent')}
    </p>
  );
}

/** Saves an estimate as a property's current value (PATCH), with the toasts that say how it went. */
export function useSaveEstimate() {
  const { t } = useTranslation();
  const updateProperty = useUpdateProperty();

  function save(property: Pick<TProperty, 'id'>, estimatedValue: number) {
    if (updateProperty.isPending) return;
    updateProperty.mutate(
      { id: property.id, changes: { currentValue: estimatedValue } },
      {
        onSuccess: (saved) =>
          toast.success(t('propertyPage.value.usedTitle'), {
            description: t('propertyPage.value.usedText', {
              address: saved.address,
              value: formatCurrency(saved.currentValue ?? estimatedValue),
            }),
          }),
        onError: () =>
          toast.error(t('propertyPage.value.useFailedTitle'), {
            description: t('propertyPage.value.useFailedText'),
          }),
      },
    );
  }

  return { save, isPending: updateProperty.isPending };
}

export type SaveEstimateActionProps = {
  property: TProperty;
  estimate: TValueEstimate;
  accessibleName?: string;
  className?: string;
};

/** The button that saves the estimate as the stored current value, or "This is the current value." once it is. */
export function SaveEstimateAction({
  property,
  estimate,
  accessibleName,
  className,
}: SaveEstimateActionProps) {
  const { save, isPending } = useSaveEstimate();
  const { estimatedValue } = estimate;
  if (estimatedValue === null) return null;
  if (property.currentValue === estimatedValue) return <EstimateIsCurrent className={className} />;
  return (
    <UseEstimateButton
      onUse={() => save(property, estimatedValue)}
      isPending={isPending}
      accessibleName={accessibleName}
      className={className}
    />
  );
}

/** The property page's Value block: the current value, the estimate, and the button that saves it. */
export function ValueEstimate({ property, market }: { property: TProperty; market: TPropertyMarket }) {
  const { t } = useTranslation();
  const estimate = market.valueEstimate;
  const currentValue = property.currentValue ?? property.purchasePrice;

  return (
    <div className="flex flex-col gap-2 border-t pt-3" data-testid="value-estimate">
      <h3 className="font-medium text-sm">{t('propertyPage.value.title')}</h3>
      <dl className="flex flex-col gap-1 text-sm">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <dt className="text-muted-foreground">{t('propertyPage.facts.currentValue')}</dt>
          <dd className="font-semibold tabular-nums" data-testid="current-value">
            {formatCurrency(currentValue)}
          </dd>
        </div>
      </dl>
      {estimate.estimatedValue !== null ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
          <ValueEstimateText estimate={estimate} />
          <SaveEstimateAction property={property} estimate={estimate} className="self-start sm:self-auto" />
        </div>
      ) : (
        <ValueEstimateText estimate={estimate} />
      )}
    </div>
  );
}

export type PropertyEstimateState =
  | { status: 'ready'; estimate: TValueEstimate }
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void };

/** A stored property's estimate (GET /api/properties/:id/market), refreshed with the portfolio after a change. */
export function usePropertyEstimate(propertyId: number): PropertyEstimateState {
  const market = usePropertyMarket(propertyId);
  if (market.data) return { status: 'ready', estimate: market.data.valueEstimate };
  if (market.isPending || market.isFetching) return { status: 'loading' };
  return { status: 'failed', retry: () => void market.refetch() };
}

/** What shows while the estimate loads, or when it could not be loaded (with Retry). */
export function EstimatePending({
  state,
  className,
}: {
  state: Exclude<PropertyEstimateState, { status: 'ready' }>;
  className?: string;
}) {
  const { t } = useTranslation();
  if (state.status === 'loading') {
    return (
      <p role="status" className={cn('flex items-center gap-2 text-muted-foreground text-sm', className)}>
        <LoaderCircle className="size-4 animate-spin text-primary" aria-hidden="true" />
        {t('propertyPage.market.loading')}
      </p>
    );
  }
  return (
    <div
      role="alert"
      className={cn('flex flex-wrap items-center gap-2 text-muted-foreground text-sm', className)}
    >
      <CircleAlert className="size-4 text-destructive" aria-hidden="true" />
      <span>{t('propertyPage.market.failed')}</span>
      <Button variant="outline" size="sm" onClick={state.retry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
