import type { TMarketAnswer } from '@rentfolio/contracts';
import { ArrowRight } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SectionError, SectionLoading } from '@/components/section-states';
import { SourceAttribution } from '@/components/source-attribution';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import {
  ChartPanel,
  lastMonths,
  latestFigure,
  latestRecord,
  marketSpec,
  useDefaultMarket,
} from '@/features/analytics';
import { findMissingSeries, MarketAgeNote, UsdNote, useMissingSeriesText } from '@/features/market-trends';
import { formatMarketMoney, formatMonth } from '@/lib/format';

const RANGES = ['12', '6', '3'] as const;
type TRange = (typeof RANGES)[number];

/**
 * The dashboard's Market Trends card (docs/product.md "Screens" (Dashboard)): the typical home value and rent of the
 * user's market (GET /api/market-data: the most common city among the properties, else Denver, CO), over the last
 * 12, 6 or 3 months, with the last month's figures and the attribution. The chart's code loads after the dashboard.
 * A series with no figure in the months shown is not drawn, and a line says why; amounts are US dollars, and a figure
 * older than 6 months says how old it is.
 */
export function MarketTrendsCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const market = useDefaultMarket();
  const [range, setRange] = useState<TRange>('12');
  const missingText = useMissingSeriesText();
  const data: TMarketAnswer | null = market.data ?? null;

  if (market.isPending || market.isError || data?.level !== 'metro' || latestRecord(data.records) === null) {
    return (
      <Card role="region" aria-labelledby={titleId} className="gap-4" data-testid="market-trends-card">
        <CardHeader className="px-5 sm:px-6">
          <CardTitle id={titleId} className="text-lg">
            {t('analytics.dashboardMarket.title')}
          </CardTitle>
        </CardHeader>
        <CardContent className="px-5 sm:px-6">
          {market.isPending ? (
            <SectionLoading label={t('analytics.dashboardMarket.loading')} />
          ) : market.isError ? (
            <SectionError
              message={t('analytics.dashboardMarket.loadFailed')}
              onRetry={() => void market.refetch()}
            />
          ) : (
            <p className="py-8 text-center text-muted-foreground">{t('analytics.dashboardMarket.empty')}</p>
          )}
        </CardContent>
      </Card>
    );
  }

  const { place } = data;
  const records = lastMonths(data.records, Number(range));
  const latestValue = latestFigure(data.records, 'medianPrice');
  const latestRent = latestFigure(data.records, 'averageRent');
  const missingValue = findMissingSeries(data.records, records, 'medianPrice');
  const missingRent = findMissingSeries(data.records, records, 'averageRent');
  const metro = place.metroName;
  const city = `${place.requested.city}, ${place.requested.state}`;
  const labels = {
    value: () => t('analytics.dashboardMarket.typicalValue'),
    rent: () => t('analytics.dashboardMarket.typicalRent'),
  };
  const figure = (value: number | null | undefined) =>
    value === null || value === undefined
      ? t('analytics.dashboardMarket.noFigure')
      : formatMarketMoney(value);

  return (
    <div data-testid="market-trends-card" data-range-months={range} data-points={records.length}>
      <ChartPanel
        title={t('analytics.dashboardMarket.title')}
        description={
          <>
            <span data-testid="market-metro">{t('analytics.dashboardMarket.text', { metro })}</span>{' '}
            {place.from === 'portfolio'
              ? t('analytics.dashboardMarket.fromPortfolio', { city })
              : place.from === 'default'
                ? t('analytics.dashboardMarket.fromDefault', { city: metro })
                : null}
          </>
        }
        slug="market-trends"
        ariaLabel={t('analytics.market.chartLabel', { metros: metro })}
        height={260}
        buildSpec={(palette, size) => marketSpec([{ metro, records }], labels, palette, size)}
        actions={
          <fieldset className="flex gap-1 rounded-lg bg-muted p-1">
            <legend className="sr-only">{t('analytics.dashboardMarket.rangeLabel')}</legend>
            {RANGES.map((value) => (
              <Button
                key={value}
                variant={range === value ? 'default' : 'ghost'}
                size="sm"
                className="h-7 px-2.5"
                aria-pressed={range === value}
                title={t(`analytics.dashboardMarket.rangeName.${value}`)}
                onClick={() => setRange(value)}
              >
                {t(`analytics.dashboardMarket.range.${value}`)}
              </Button>
            ))}
          </fieldset>
        }
        table={{
          label: t('analytics.market.tableLabel'),
          columns: [
            { key: 'month', header: t('analytics.market.month') },
            { key: 'value', header: t('analytics.dashboardMarket.typicalValue'), isNumeric: true },
            { key: 'rent', header: t('analytics.dashboardMarket.typicalRent'), isNumeric: true },
          ],
          rows: [...records].reverse().map((record) => ({
            key: record.month,
            cells: {
              month: formatMonth(record.month),
              value: figure(record.medianPrice),
              rent: figure(record.averageRent),
            },
          })),
        }}
      >
        {missingValue || missingRent ? (
          <p className="text-muted-foreground text-sm" data-testid="missing-series">
            {missingValue ? missingText('medianPrice', missingValue) : null}
            {missingValue && missingRent ? ' ' : null}
            {missingRent ? missingText('averageRent', missingRent) : null}
          </p>
        ) : null}
        <dl
          className="grid grid-cols-2 gap-3 rounded-lg border bg-muted/40 p-3 text-sm"
          data-testid="market-latest"
        >
          <div className="flex flex-col gap-0.5">
            <dt className="text-muted-foreground text-xs">{t('analytics.dashboardMarket.typicalValue')}</dt>
            <dd className="font-semibold tabular-nums">{figure(latestValue?.value)}</dd>
            {latestValue ? (
              <dd className="text-muted-foreground text-xs">{formatMonth(latestValue.month)}</dd>
            ) : null}
            {latestValue ? (
              <dd>
                <MarketAgeNote month={latestValue.month} />
              </dd>
            ) : null}
          </div>
          <div className="flex flex-col gap-0.5">
            <dt className="text-muted-foreground text-xs">{t('analytics.dashboardMarket.typicalRent')}</dt>
            <dd className="font-semibold tabular-nums">
              {latestRent
                ? t('analytics.dashboardMarket.perMonth', { amount: figure(latestRent.value) })
                : figure(null)}
            </dd>
            {latestRent ? (
              <dd className="text-muted-foreground text-xs">{formatMonth(latestRent.month)}</dd>
            ) : null}
            {latestRent ? (
              <dd>
                <MarketAgeNote month={latestRent.month} />
              </dd>
            ) : null}
          </div>
        </dl>
        <UsdNote />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <SourceAttribution wording="analytics" sources={['zillow']} stacked={false} />
          <Button variant="link" size="sm" className="h-auto px-0" asChild>
            <Link href="/market-trends">
              {t('analytics.dashboardMarket.viewMarket')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </ChartPanel>
    </div>
  );
}
