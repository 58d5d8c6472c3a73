import type {
  TAnalyticsDistributions,
  TCashFlowBandCount,
  TGoalProgress,
  TMarketData,
  TPortfolioGoals,
  TPortfolioHistoryPoint,
  TTopRoiProperty,
} from '@rentfolio/contracts';
import { BarChart3, ChartLine, Landmark, Target, Wallet } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SourceAttribution } from '@/components/source-attribution';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { type TChartPalette, useChartPalette } from '@/lib/chart-theme';
import {
  formatCalendarDate,
  formatCurrency,
  formatMonth,
  formatNumber,
  formatPercent,
  formatPercentValue,
  formatProgress,
} from '@/lib/format';
import { barChartHeight, cashFlowBandRule, lastMonths, roiBandName } from './analytics-model';
import { ChartPanel } from './chart-panel';
import {
  bandsSpec,
  goalsSpec,
  marketSpec,
  performanceSpec,
  type TBandBar,
  type TMarketSeries,
  type TRoiBar,
  topRoiSpec,
} from './chart-specs';

/** A property as the tables name it: "12 Oak St, Denver, CO". */
const placeName = (property: Pick<TTopRoiProperty, 'address' | 'city' | 'state'>) =>
  [property.address, property.city, property.state].filter(Boolean).join(', ');

/** "1,500 properties", for a chart's tooltip and a table's cell. */
function usePropertyCount() {
  const { t } = useTranslation();
  return (count: number) => t('analytics.chart.properties', { count, value: formatNumber(count, 0) });
}

/** Market Trends shows the last 5 years. */
const MARKET_MONTHS = 60;

function EmptyState({
  message,
  children,
  testId,
}: {
  message: string;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <div
      data-testid={testId}
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-4 py-12 text-center"
    >
      <p className="font-medium text-muted-foreground">{message}</p>
      {children}
    </div>
  );
}

function PerformanceTab({ history }: { history: readonly TPortfolioHistoryPoint[] }) {
  const { t } = useTranslation();
  if (history.length === 0 || history.every((point) => point.totalProperties === 0))
    return <EmptyState testId="empty-performance" message={t('analytics.performance.empty')} />;
  const labels = {
    totalValue: t('analytics.performance.totalValue'),
    monthlyCashFlow: t('analytics.performance.monthlyCashFlow'),
  };
  return (
    <ChartPanel
      title={t('analytics.performance.title')}
      description={t('analytics.performance.text')}
      slug="portfolio-performance"
      ariaLabel={t('analytics.performance.chartLabel')}
      height={320}
      buildSpec={(palette, size) => performanceSpec(history, labels, palette, size)}
      table={{
        label: t('analytics.performance.tableLabel'),
        columns: [
          { key: 'day', header: t('analytics.performance.day') },
          { key: 'value', header: labels.totalValue, isNumeric: true },
          { key: 'cashFlow', header: labels.monthlyCashFlow, isNumeric: true },
        ],
        rows: [...history].reverse().map((point) => ({
          key: point.day,
          cells: {
            day: formatCalendarDate(point.day),
            value: formatCurrency(point.totalValue, { isWhole: true }),
            cashFlow: formatCurrency(point.monthlyCashFlow, { isWhole: true }),
          },
          isNegative: { cashFlow: point.monthlyCashFlow < 0 },
        })),
      }}
    >
      {history.length === 1 ? (
        <p className="text-muted-foreground text-xs">{t('analytics.performance.onePoint')}</p>
      ) : null}
    </ChartPanel>
  );
}

type TRoiFigures = TAnalyticsDistributions['roi'];

/** A band of the ROI distribution by its edges: "Below 0%", "0% to 5%", "20% or more". */
function useRoiBandLabel() {
  const { t } = useTranslation();
  return (band: Pick<TRoiFigures['bands'][number], 'from' | 'to'>) => {
    const name = roiBandName(band);
    const percent = (value: number) => formatPercentValue(value, 0);
    if (name.kind === 'below') return t('analytics.roi.bandBelow', { to: percent(name.to) });
    if (name.kind === 'from') return t('analytics.roi.bandFrom', { from: percent(name.from) });
    return t('analytics.roi.bandBetween', { from: percent(name.from), to: percent(name.to) });
  };
}

type TBandTone = 'negative' | 'positive' | 'none';

const toneColor = (palette: TChartPalette, tone: TBandTone) =>
  tone === 'negative' ? palette.negative : tone === 'positive' ? palette.positive : palette.bands.breakEven;

function RoiDistributionPanel({ roi }: { roi: TRoiFigures }) {
  const { t } = useTranslation();
  const bandLabel = useRoiBandLabel();
  const propertyCount = usePropertyCount();
  const rows: { key: string; label: string; count: number; tone: TBandTone }[] = roi.bands.map((band) => ({
    key: `${band.from ?? 'low'}-${band.to ?? 'high'}`,
    label: bandLabel(band),
    count: band.count,
    tone: band.to !== null && band.to <= 0 ? 'negative' : 'positive',
  }));
  // ROI is n/a without cash invested: its own bar, so that the bars add up to every property.
  if (roi.notAvailable > 0)
    rows.push({
      key: 'n/a',
      label: t('analytics.roi.notAvailableBand'),
      count: roi.notAvailable,
      tone: 'none',
    });
  const bars = (palette: TChartPalette): TBandBar[] =>
    rows.map((row) => ({ label: row.label, count: row.count, color: toneColor(palette, row.tone) }));
  const height = barChartHeight(rows.length);
  return (
    <ChartPanel
      title={t('analytics.roi.distributionTitle')}
      description={t('analytics.roi.distributionText')}
      slug="roi-distribution"
      ariaLabel={t('analytics.roi.distributionChartLabel')}
      height={height}
      buildSpec={(chartPalette, size) =>
        bandsSpec(bars(chartPalette), t('analytics.roi.properties'), propertyCount, chartPalette, size)
      }
      table={{
        label: t('analytics.roi.distributionTableLabel'),
        columns: [
          { key: 'band', header: t('analytics.roi.band') },
          { key: 'count', header: t('analytics.roi.properties'), isNumeric: true },
        ],
        rows: rows.map((row) => ({
          key: row.key,
          cells: { band: row.label, count: formatNumber(row.count, 0) },
        })),
      }}
    />
  );
}

function TopRoiPanel({ roi }: { roi: TRoiFigures }) {
  const { t } = useTranslation();
  const bars = useMemo<TRoiBar[]>(
    () =>
      roi.top.map((property) => ({
        id: property.id,
        address: property.address,
        place: placeName(property),
        roi: property.roi,
      })),
    [roi.top],
  );
  if (roi.top.length === 0)
    return <EmptyState testId="empty-top-roi" message={t('analytics.roi.noneWithRoi')} />;
  const notAvailable = t('analytics.roi.notAvailable');
  const height = barChartHeight(bars.length);
  return (
    <ChartPanel
      title={t('analytics.roi.title', { count: roi.top.length })}
      description={t('analytics.roi.text')}
      slug="property-roi"
      ariaLabel={t('analytics.roi.chartLabel')}
      height={height}
      largeHeight={height}
      buildSpec={(palette, size) => topRoiSpec(bars, t('analytics.roi.roi'), palette, size)}
      table={{
        label: t('analytics.roi.tableLabel'),
        columns: [
          { key: 'property', header: t('analytics.roi.property') },
          { key: 'roi', header: t('analytics.roi.roi'), isNumeric: true },
          { key: 'capRate', header: t('analytics.roi.capRate'), isNumeric: true },
        ],
        rows: roi.top.map((property) => ({
          key: property.id,
          cells: {
            property: placeName(property),
            roi: formatPercent(property.roi),
            capRate: property.capRate === null ? notAvailable : formatPercent(property.capRate),
          },
          isNegative: { roi: property.roi < 0 },
        })),
      }}
    >
      {roi.moreCount > 0 ? (
        <p data-testid="roi-more" className="text-muted-foreground text-sm">
          {t('analytics.roi.more', { count: roi.moreCount, value: formatNumber(roi.moreCount, 0) })}
        </p>
      ) : null}
    </ChartPanel>
  );
}

function RoiTab({ roi, totalProperties }: { roi: TRoiFigures; totalProperties: number }) {
  const { t } = useTranslation();
  if (totalProperties === 0) return <EmptyState testId="empty-roi" message={t('analytics.roi.empty')} />;
  return (
    <div className="flex flex-col gap-6">
      <TopRoiPanel roi={roi} />
      <RoiDistributionPanel roi={roi} />
    </div>
  );
}

export type CityMarket = { requested: string; data: TMarketData | null };

function MarketTab({ markets }: { markets: readonly CityMarket[] }) {
  const { t } = useTranslation();
  // Two cities of one metro (Denver and Aurora, say) are one series.
  const series = useMemo<TMarketSeries[]>(() => {
    const seen = new Set<number>();
    const found: TMarketSeries[] = [];
    for (const market of markets) {
      if (!market.data || seen.has(market.data.place.metroId)) continue;
      const records = lastMonths(market.data.records, MARKET_MONTHS);
      if (records.length === 0) continue;
      seen.add(market.data.place.metroId);
      found.push({ metro: market.data.place.metroName, records });
    }
    return found;
  }, [markets]);
  const missing = markets.filter((market) => !market.data).map((market) => market.requested);

  if (series.length === 0)
    return (
      <EmptyState testId="empty-market" message={t('analytics.market.empty')}>
        {markets.length > 0 ? (
          <p className="text-muted-foreground text-sm">{t('analytics.market.emptyText')}</p>
        ) : null}
      </EmptyState>
    );

  const labels = {
    value: (metro: string) => t('analytics.market.value', { metro }),
    rent: (metro: string) => t('analytics.market.rent', { metro }),
  };
  const months = [...new Set(series.flatMap((one) => one.records.map((record) => record.month)))]
    .sort()
    .reverse();
  const columns = [
    { key: 'month', header: t('analytics.market.month') },
    ...series.flatMap((one, index) => [
      { key: `value${index}`, header: labels.value(one.metro), isNumeric: true },
      { key: `rent${index}`, header: labels.rent(one.metro), isNumeric: true },
    ]),
  ];
  const byMetro = series.map((one) => new Map(one.records.map((record) => [record.month, record])));
  const figure = (value: number | null | undefined) =>
    value === null || value === undefined ? '–' : formatCurrency(value, { isWhole: true });

  return (
    <ChartPanel
      title={t('analytics.market.title')}
      description={t('analytics.market.text')}
      slug="market-trends"
      ariaLabel={t('analytics.market.chartLabel', { metros: series.map((one) => one.metro).join('; ') })}
      height={340}
      buildSpec={(palette, size) => marketSpec(series, labels, palette, size)}
      table={{
        label: t('analytics.market.tableLabel'),
        columns,
        rows: months.map((month) => ({
          key: month,
          cells: Object.fromEntries([
            ['month', formatMonth(month)],
            ...byMetro.flatMap((records, index) => [
              [`value${index}`, figure(records.get(month)?.medianPrice)],
              [`rent${index}`, figure(records.get(month)?.averageRent)],
            ]),
          ]) as Record<string, string>,
        })),
      }}
    >
      {missing.length > 0 ? (
        <p className="text-muted-foreground text-xs">
          {t('analytics.market.notInData', { cities: missing.join('; ') })}
        </p>
      ) : null}
      <SourceAttribution wording="analytics" sources={['zillow']} stacked={false} />
    </ChartPanel>
  );
}

function CashFlowTab({
  cashFlow,
  totalProperties,
}: {
  cashFlow: TAnalyticsDistributions['cashFlow'];
  totalProperties: number;
}) {
  const { t } = useTranslation();
  const palette = useChartPalette();
  const propertyCount = usePropertyCount();
  if (totalProperties === 0)
    return <EmptyState testId="empty-cash-flow" message={t('analytics.cashFlow.empty')} />;
  const amount = (value: number) => formatCurrency(value, { isWhole: true });
  const ruleText = (band: TCashFlowBandCount['band']) => {
    const rule = cashFlowBandRule(band);
    switch (rule.kind) {
      case 'above':
        return t('analytics.cashFlow.bandRules.above', { amount: amount(rule.amount) });
      case 'between':
        return t('analytics.cashFlow.bandRules.between', { from: amount(rule.from), to: amount(rule.to) });
      case 'exactly':
        return t('analytics.cashFlow.bandRules.exactly', { amount: amount(rule.amount) });
      case 'below':
        return t('analytics.cashFlow.bandRules.below', { amount: amount(rule.amount) });
    }
  };
  const names = cashFlow.bands.map((entry) => t(`analytics.cashFlow.bands.${entry.band}`));

  return (
    <ChartPanel
      title={t('analytics.cashFlow.title')}
      description={t('analytics.cashFlow.text')}
      slug="cash-flow"
      ariaLabel={t('analytics.cashFlow.chartLabel')}
      height={barChartHeight(cashFlow.bands.length)}
      buildSpec={(chartPalette, size) =>
        bandsSpec(
          cashFlow.bands.map((entry, index) => ({
            label: names[index] ?? entry.band,
            count: entry.count,
            color: chartPalette.bands[entry.band],
          })),
          t('analytics.cashFlow.properties'),
          propertyCount,
          chartPalette,
          size,
        )
      }
      table={{
        label: t('analytics.cashFlow.tableLabel'),
        columns: [
          { key: 'band', header: t('analytics.cashFlow.band') },
          { key: 'rule', header: t('analytics.cashFlow.cashFlow') },
          { key: 'count', header: t('analytics.cashFlow.properties'), isNumeric: true },
        ],
        rows: cashFlow.bands.map((entry, index) => ({
          key: entry.band,
          cells: {
            band: names[index] ?? entry.band,
            rule: ruleText(entry.band),
            count: formatNumber(entry.count, 0),
          },
        })),
      }}
    >
      <ul aria-label={t('analytics.cashFlow.legend')} className="flex flex-wrap gap-x-4 gap-y-1.5 text-xs">
        {cashFlow.bands.map((entry, index) => (
          <li key={entry.band} className="flex items-center gap-1.5" data-band={entry.band}>
            <span
              aria-hidden="true"
              className="size-2.5 shrink-0 rounded-sm"
              style={{ backgroundColor: palette.bands[entry.band] }}
            />
            <span className="font-medium">{names[index]}</span>
            <span className="text-muted-foreground">
              {`(${ruleText(entry.band)}): `}
              <span data-testid={`band-count-${entry.band}`}>{formatNumber(entry.count, 0)}</span>
            </span>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-lg border bg-emerald-50 p-3 dark:bg-emerald-950/40">
          <dt className="font-medium text-emerald-900 text-sm dark:text-emerald-200">
            {t('analytics.cashFlow.strong')}
          </dt>
          <dd
            data-testid="strong-performers"
            className="font-bold text-2xl text-emerald-900 tabular-nums dark:text-emerald-100"
          >
            {formatNumber(cashFlow.strongPerformers, 0)}
          </dd>
          <dd className="text-emerald-900/80 text-xs dark:text-emerald-200/80">
            {t('analytics.cashFlow.strongHint')}
          </dd>
        </div>
        <div className="rounded-lg border bg-red-50 p-3 dark:bg-red-950/40">
          <dt className="font-medium text-red-900 text-sm dark:text-red-200">
            {t('analytics.cashFlow.attention')}
          </dt>
          <dd
            data-testid="need-attention"
            className="font-bold text-2xl text-red-900 tabular-nums dark:text-red-100"
          >
            {formatNumber(cashFlow.needAttention, 0)}
          </dd>
          <dd className="text-red-900/80 text-xs dark:text-red-200/80">
            {t('analytics.cashFlow.attentionHint')}
          </dd>
        </div>
      </dl>
    </ChartPanel>
  );
}

function GoalsTab({
  goals,
  progress,
}: {
  goals: TPortfolioGoals | null;
  progress: readonly TGoalProgress[];
}) {
  const { t } = useTranslation();
  if (!goals || goals.isDefault || progress.length === 0)
    return (
      <EmptyState testId="empty-goals" message={t('analytics.goals.empty')}>
        <Button variant="outline" size="sm" asChild>
          <Link href="/portfolio-settings">{t('analytics.goals.setUp')}</Link>
        </Button>
      </EmptyState>
    );
  const titles = progress.map((goal) => t(`goals.titles.${goal.goalType}`));
  const value = (goal: TGoalProgress, amount: number) =>
    goal.goalType === 'properties'
      ? String(amount)
      : goal.goalType === 'roi'
        ? formatPercent(amount)
        : formatCurrency(amount, { isWhole: true });
  return (
    <ChartPanel
      title={t('analytics.goals.title')}
      description={t('analytics.goals.text')}
      slug="goals-progress"
      ariaLabel={t('analytics.goals.chartLabel')}
      height={300}
      buildSpec={(palette, size) => goalsSpec(progress, titles, t('analytics.goals.progress'), palette, size)}
      table={{
        label: t('analytics.goals.tableLabel'),
        columns: [
          { key: 'goal', header: t('analytics.goals.goal') },
          { key: 'progress', header: t('analytics.goals.progress'), isNumeric: true },
          { key: 'current', header: t('analytics.goals.current'), isNumeric: true },
          { key: 'target', header: t('analytics.goals.target'), isNumeric: true },
        ],
        rows: progress.map((goal, index) => ({
          key: goal.goalType,
          cells: {
            goal: titles[index] ?? goal.goalType,
            progress: formatProgress(goal.progress),
            current: value(goal, goal.current),
            target: value(goal, goal.target),
          },
        })),
      }}
    />
  );
}

export type AnalyticsTabsProps = {
  history: readonly TPortfolioHistoryPoint[];
  distributions: TAnalyticsDistributions;
  markets: readonly CityMarket[];
  goals: TPortfolioGoals | null;
  goalProgress: readonly TGoalProgress[];
};

/** The five chart tabs (radix Tabs: arrow keys move between them, Tab moves into the panel). */
export function AnalyticsTabs({ history, distributions, markets, goals, goalProgress }: AnalyticsTabsProps) {
  const { t } = useTranslation();
  const tabs = [
    { value: 'performance', label: t('analytics.tabs.performance'), icon: ChartLine },
    { value: 'roi', label: t('analytics.tabs.roi'), icon: BarChart3 },
    { value: 'market', label: t('analytics.tabs.market'), icon: Landmark },
    { value: 'cash-flow', label: t('analytics.tabs.cashFlow'), icon: Wallet },
    { value: 'goals', label: t('analytics.tabs.goals'), icon: Target },
  ];
  return (
    <Tabs defaultValue="performance">
      <TabsList aria-label={t('analytics.tabs.label')} className="h-auto flex-wrap">
        {tabs.map(({ value, label, icon: Icon }) => (
          <TabsTrigger key={value} value={value} className="min-h-9 flex-auto">
            <Icon aria-hidden="true" />
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="performance">
        <PerformanceTab history={history} />
      </TabsContent>
      <TabsContent value="roi">
        <RoiTab roi={distributions.roi} totalProperties={distributions.totalProperties} />
      </TabsContent>
      <TabsContent value="market">
        <MarketTab markets={markets} />
      </TabsContent>
      <TabsContent value="cash-flow">
        <CashFlowTab cashFlow={distributions.cashFlow} totalProperties={distributions.totalProperties} />
      </TabsContent>
      <TabsContent value="goals">
        <GoalsTab goals={goals} progress={goalProgress} />
      </TabsContent>
    </Tabs>
  );
}
