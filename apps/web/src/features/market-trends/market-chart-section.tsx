import type { TMarketRecord } from '@rentfolio/contracts';
import { ChartLine, CircleAlert, Table2 } from 'lucide-react';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table';
import { ErrorBoundary } from '@/components/error-boundary';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatDecimal, formatMarketMoney, formatMonth } from '@/lib/format';
import { cn } from '@/lib/utils';
import {
  DEFAULT_RANGE,
  findMissingSeries,
  latestPriceToRent,
  RANGES,
  recordsInRange,
  type TMissingSeries,
  type TRange,
} from './market-model';

// The chart and chart.js arrive in chunks of their own, and only once there is a history to draw.
const MarketChart = lazy(() => import('./market-chart'));

export type MarketChartSectionProps = {
  records: readonly TMarketRecord[];
  /** A ZIP code's records: Zillow publishes its rent only. */
  isZip?: boolean;
};

/** Why the chart draws one series only, in words. */
export function useMissingSeriesText() {
  const { t } = useTranslation();
  return (field: 'medianPrice' | 'averageRent', missing: TMissingSeries): string => {
    const series = field === 'medianPrice' ? 'value' : 'rent';
    if (missing.kind === 'notForZip') return t('market.missing.valueZip');
    if (missing.kind === 'ended')
      return t(`market.missing.${series}Ended`, { month: formatMonth(missing.month) });
    return t(`market.missing.${series}None`);
  };
}

/**
 * Typical home value and typical rent over time: range buttons (1Y, 3Y, 5Y, Max), the chart with an axis each, the
 * latest price-to-rent ratio, and a data table with the same figures as the chart's text alternative. A series with
 * no figure in the months shown is left out, and a line says why. Amounts are US dollars.
 */
export function MarketChartSection({ records, isZip = false }: MarketChartSectionProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const tableId = useId();
  const [range, setRange] = useState<TRange>(DEFAULT_RANGE);
  const [isTableShown, setIsTableShown] = useState(false);
  const shown = useMemo(() => recordsInRange(records, range), [records, range]);
  const ratio = useMemo(() => latestPriceToRent(records), [records]);
  const first = shown[0];
  const last = shown[shown.length - 1];
  const span = first && last ? { from: formatMonth(first.month), to: formatMonth(last.month) } : null;
  const missingText = useMissingSeriesText();
  const missingValue = findMissingSeries(records, shown, 'medianPrice', isZip);
  const missingRent = findMissingSeries(records, shown, 'averageRent', isZip);
  const chartLabel = missingValue ? 'labelRent' : missingRent ? 'labelValue' : 'label';

  return (
    <Card role="region" aria-labelledby={titleId} className="gap-5">
      <CardHeader className="px-4 sm:px-6">
        <h2 id={titleId} className="flex items-center gap-2 font-semibold text-lg leading-tight">
          <ChartLine className="size-5 text-muted-foreground" aria-hidden="true" />
          {t('market.chart.title')}
        </h2>
        <CardDescription>
          {t(
            missingValue
              ? 'market.chart.textRent'
              : missingRent
                ? 'market.chart.textValue'
                : 'market.chart.text',
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 px-4 sm:px-6">
        {!span ? (
          <p className="rounded-lg border border-dashed px-4 py-6 text-center text-muted-foreground text-sm">
            {t('market.chart.noHistory')}
          </p>
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <fieldset className="flex gap-1">
                <legend className="sr-only">{t('market.chart.rangeLabel')}</legend>
                {RANGES.map((option) => (
                  <Button
                    key={option}
                    size="sm"
                    variant={option === range ? 'default' : 'outline'}
                    aria-pressed={option === range}
                    onClick={() => setRange(option)}
                    className="min-w-12"
                  >
                    {t(`market.chart.ranges.${option}`)}
                  </Button>
                ))}
              </fieldset>
              <p className="text-muted-foreground text-sm" data-testid="chart-span">
                {t('market.chart.span', span)}
              </p>
            </div>
            <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
              {missingValue ? null : (
                <li className="flex items-center gap-2">
                  <span
                    aria-hidden="true"
                    className="inline-block h-0.5 w-5 bg-emerald-700 dark:bg-emerald-400"
                  />
                  {t('market.chart.value')}
                </li>
              )}
              {missingRent ? null : (
                <li className="flex items-center gap-2">
                  <span
                    aria-hidden="true"
                    className="inline-block w-5 border-blue-600 border-t-2 border-dashed dark:border-blue-400"
                  />
                  {t('market.chart.rent')}
                </li>
              )}
            </ul>
            {missingValue || missingRent ? (
              <p className="text-muted-foreground text-sm" data-testid="missing-series">
                {missingValue ? missingText('medianPrice', missingValue) : null}
                {missingValue && missingRent ? ' ' : null}
                {missingRent ? missingText('averageRent', missingRent) : null}
              </p>
            ) : null}
            <ErrorBoundary
              fallback={(reset) => (
                <Alert variant="destructive" role="alert">
                  <CircleAlert aria-hidden="true" />
                  <div className="flex flex-col items-start gap-2">
                    <p>{t('market.chart.failed')}</p>
                    <Button variant="outline" size="sm" onClick={reset}>
                      {t('common.retry')}
                    </Button>
                  </div>
                </Alert>
              )}
            >
              <div className="relative h-64 min-w-0 sm:h-80">
                <Suspense
                  fallback={
                    <div className="flex h-full items-center justify-center">
                      <Spinner label={t('market.chart.loading')} />
                    </div>
                  }
                >
                  <MarketChart
                    records={shown}
                    valueLabel={t('market.chart.value')}
                    rentLabel={t('market.chart.rent')}
                    ariaLabel={t(`market.chart.${chartLabel}`, span)}
                  />
                </Suspense>
              </div>
            </ErrorBoundary>
          </>
        )}
        {ratio ? (
          <div
            className="flex flex-col gap-1 rounded-lg border bg-muted/40 px-4 py-3"
            data-testid="price-to-rent"
          >
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-medium text-sm">{t('market.chart.priceToRent')}</span>
              <span className="font-semibold text-lg tabular-nums">
                {t('market.chart.priceToRentValue', {
                  ratio: formatDecimal(ratio.ratio, 1),
                  month: formatMonth(ratio.month),
                })}
              </span>
            </p>
            <p className="text-muted-foreground text-xs">{t('market.chart.priceToRentFormula')}</p>
          </div>
        ) : null}
        {span ? (
          <div className="flex flex-col gap-3">
            <Button
              variant="outline"
              size="sm"
              className="self-start"
              aria-expanded={isTableShown}
              aria-controls={tableId}
              onClick={() => setIsTableShown((isShown) => !isShown)}
            >
              <Table2 aria-hidden="true" />
              {isTableShown ? t('market.chart.hideTable') : t('market.chart.showTable')}
            </Button>
            <div id={tableId} className={cn(!isTableShown && 'hidden')}>
              {isTableShown ? (
                <DataTable
                  label={t('market.chart.tableLabel')}
                  className="max-h-96"
                  columns={[
                    { key: 'month', header: t('market.chart.month') },
                    ...(isZip ? [] : [{ key: 'value', header: t('market.chart.value'), isNumeric: true }]),
                    { key: 'rent', header: t('market.chart.rent'), isNumeric: true },
                  ]}
                  rows={[...shown].reverse().map((record) => ({
                    key: record.month,
                    cells: {
                      month: formatMonth(record.month),
                      value:
                        record.medianPrice === null
                          ? t('market.chart.noFigure')
                          : formatMarketMoney(record.medianPrice),
                      rent:
                        record.averageRent === null
                          ? t('market.chart.noFigure')
                          : formatMarketMoney(record.averageRent),
                    },
                  }))}
                />
              ) : null}
            </div>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
