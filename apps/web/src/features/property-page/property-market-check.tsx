import type { TProperty, TPropertyMarket } from '@rentfolio/contracts';
import { CircleAlert, LoaderCircle, Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SourceAttribution } from '@/components/source-attribution';
import { Button } from '@/components/ui/button';
import { UsdNote } from '@/features/market-trends';
import { RentCheckText } from '@/features/rent-check';
import { SectionCard } from './section-card';
import { ValueEstimate } from './value-estimate';

export type PropertyMarketCheckProps = {
  property: TProperty;
  market: TPropertyMarket | null | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
};

/**
 * The rent against HUD's and Zillow's figures, and the value today by Zillow's home value index, with a button that
 * takes the estimate as the property's current value.
 */
export function PropertyMarketCheck({
  property,
  market,
  isLoading,
  isError,
  onRetry,
}: PropertyMarketCheckProps) {
  const { t } = useTranslation();

  return (
    <SectionCard icon={Scale} title={t('propertyPage.market.title')} testId="property-market-check">
      {market ? (
        <>
          <div className="flex flex-col gap-1" data-testid="rent-check">
            <h3 className="font-medium text-sm">{t('propertyPage.rentCheck.title')}</h3>
            {market.rentCheck ? (
              <RentCheckText check={market.rentCheck} monthlyRent={property.monthlyRent} hideAttribution />
            ) : (
              <p className="text-muted-foreground text-sm">{t('propertyPage.market.noRentCheck')}</p>
            )}
          </div>
          <ValueEstimate property={property} market={market} />
          <div className="flex flex-col gap-1.5 border-t pt-3">
            <UsdNote />
            <SourceAttribution wording="propertyPage" sources={['zillow', 'hud']} />
          </div>
        </>
      ) : isLoading ? (
        <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
          <LoaderCircle className="size-4 animate-spin text-primary" aria-hidden="true" />
          {t('propertyPage.market.loading')}
        </p>
      ) : isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-muted-foreground text-sm">
          <CircleAlert className="size-4 text-destructive" aria-hidden="true" />
          <span>{t('propertyPage.market.failed')}</span>
          <Button variant="outline" size="sm" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </div>
      ) : null}
    </SectionCard>
  );
}
