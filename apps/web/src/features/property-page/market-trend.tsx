import type { TMarketRecord, TProperty } from '@rentfolio/contracts';
import { CircleAlert, LineChart, LoaderCircle } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '@/components/error-boundary';
import { SourceAttribution } from '@/components/source-attribution';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { MarketAgeNote, UsdNote } from '@/features/market-trends';
import { isApiError } from '@/lib/api';
import { formatMarketMoney, formatShortMonth } from '@/lib/format';
import { useMarketData } from './api';
import { SectionCard } from './section-card';

// chart.js arrives in a chunk of its own, only when the trend is shown.
const MarketTrendChart = lazy(() => import('./market-trend-chart'));

/** Five years of monthly records. */
const TREND_MONTHS = 60;

/** The records of the last five years (the API answers them oldest first). */
export function lastMonths(records: readonly TMarketRecord[], months = TREND_MONTHS): TMarketRecord[] {
  return records.slice(Math.max(0, records.length - months));
}

export type MarketTrendProps = { property: Pick<TProperty, 'city' | 'state'> };

/**
 * The property's metro: its typical home value and typical rent over five years, from GET /api/market-data, in US
 * dollars, each latest figure with its month (and its age past 6 months).
 */
export function MarketTrend({ property }: MarketTrendProps) {
  const { t } = useTranslation();
  const marketData = useMarketData(property.city, property.state);
  const isNotFound =
    property.state === null ||
    marketData.data?.level === 'none' ||
    (marketData.isError && isApiError(marketData.error) && marketData.error.status === 404);
  const data = marketData.data?.level === 'metro' ? marketData.data : null;
  const records = data ? lastMonths(data.records) : [];
  // The two series end in different months: each shows its own latest figure.
  const latestValue = records.findLast((record) => record.medianPrice !== null);
  const latestRent = records.findLast((record) => record.averageRent !== null);
  const metro = data?.place.metroName ?? '';

  return (
    <SectionCard
      icon={LineChart}
      title={t('propertyPage.market.trendTitle')}
      text={data ? t('propertyPage.market.trendText', { metro }) : undefined}
      testId="market-trend"
    >
      {isNotFound ? (
        <p className="text-muted-foreground text-sm" data-testid="no-market-data">
          {t('propertyPage.market.noMarketData')}
        </p>
      ) : data && records.length > 0 ? (
        <>
          <ErrorBoundary
            fallback={(reset) => (
              <Alert variant="destructive" role="alert">
                <CircleAlert aria-hidden="true" />
                <div className="flex flex-col items-start gap-2">
                  <p>{t('propertyPage.market.chartFailed')}</p>
                  <Button variant="outline" size="sm" onClick={reset}>
                    {t('common.retry')}
                  </Button>
                </div>
              </Alert>
            )}
          >
            <Suspense
              fallback={
                <div className="flex h-56 items-center justify-center">
                  <Spinner label={t('propertyPage.market.chartLoading')} />
                </div>
              }
            >
              <MarketTrendChart records={records} metro={metro} />
            </Suspense>
          </ErrorBoundary>
          <dl className="grid gap-2 text-sm sm:grid-cols-2" data-testid="market-latest">
            {latestValue && latestValue.medianPrice !== null ? (
              <div className="flex flex-col gap-0.5">
                <dt className="text-muted-foreground text-xs">
                  {t('propertyPage.market.latestValue', { month: formatShortMonth(latestValue.month) })}
                </dt>
                <dd className="font-semibold tabular-nums">{formatMarketMoney(latestValue.medianPrice)}</dd>
                <dd>
                  <MarketAgeNote month={latestValue.month} />
                </dd>
              </div>
            ) : null}
            {latestRent && latestRent.averageRent !== null ? (
              <div className="flex flex-col gap-0.5">
                <dt className="text-muted-foreground text-xs">
                  {t('propertyPage.market.latestRent', { month: formatShortMonth(latestRent.month) })}
                </dt>
                <dd className="font-semibold tabular-nums">{formatMarketMoney(latestRent.averageRent)}</dd>
                <dd>
                  <MarketAgeNote month={latestRent.month} />
                </dd>
              </div>
            ) : null}
          </dl>
          <div className="flex flex-col gap-1.5">
            <UsdNote />
            <SourceAttribution wording="propertyPage" sources={['zillow']} />
          </div>
        </>
      ) : marketData.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-muted-foreground text-sm">
          <CircleAlert className="size-4 text-destructive" aria-hidden="true" />
          <span>{t('propertyPage.market.trendFailed')}</span>
          <Button variant="outline" size="sm" onClick={() => void marketData.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : marketData.isPending ? (
        <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
          <LoaderCircle className="size-4 animate-spin text-primary" aria-hidden="true" />
          {t('propertyPage.market.trendLoading')}
        </p>
      ) : (
        <p className="text-muted-foreground text-sm" data-testid="no-market-data">
          {t('propertyPage.market.noMarketData')}
        </p>
      )}
    </SectionCard>
  );
}
