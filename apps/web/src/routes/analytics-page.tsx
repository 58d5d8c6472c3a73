import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionError } from '@/components/section-states';
import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import {
  AnalyticsTabs,
  type CityMarket,
  EmailReportButton,
  SummaryCards,
  useAnalyticsDistributions,
  useAnalyticsSummary,
  useCityMarkets,
  usePortfolioHistory,
} from '@/features/analytics';
import { useGoalProgress, usePortfolioGoals } from '@/lib/api/goals';
import { usePortfolioMetrics } from '@/lib/api/portfolio';

/**
 * /analytics (docs/product.md "Analytics"): the header with Email Report, four summary cards with true captions, and
 * five chart tabs (performance over time, ROI and cash flow over the whole portfolio, the user's markets, the goals).
 * Every chart can be enlarged, downloaded as a PNG and read as a table. chart.js loads in a chunk of its own.
 */
export function AnalyticsPage() {
  const { t } = useTranslation();
  const distributions = useAnalyticsDistributions();
  const metrics = usePortfolioMetrics();
  const summary = useAnalyticsSummary();
  const history = usePortfolioHistory();
  const goals = usePortfolioGoals();
  const goalProgress = useGoalProgress();
  const cities = distributions.data?.cities ?? [];
  const marketQueries = useCityMarkets(cities);

  const isLoading =
    distributions.isPending ||
    metrics.isPending ||
    summary.isPending ||
    history.isPending ||
    goals.isPending ||
    goalProgress.isPending ||
    marketQueries.some((query) => query.isPending);
  const failed = [distributions, metrics, history].filter(
    (query) => query.isError || (!query.isPending && !query.data),
  );

  const markets: CityMarket[] = cities.map((city, index) => ({
    requested: `${city.city}, ${city.state}`,
    data: marketQueries[index]?.data ?? null,
  }));

  return (
    <div className="@container flex flex-col gap-6" aria-busy={isLoading}>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{t('analytics.title')}</h1>
            <Badge variant="brand">
              <Sparkles aria-hidden="true" />
              {t('analytics.badge')}
            </Badge>
          </div>
          <p className="text-lg text-muted-foreground">{t('analytics.subtitle')}</p>
        </div>
        <EmailReportButton />
      </header>

      {isLoading ? (
        <div className="flex justify-center py-24">
          <Spinner label={t('analytics.loading')} className="[&_svg]:size-8" />
        </div>
      ) : failed.length > 0 || !metrics.data || !distributions.data ? (
        <SectionError
          message={t('analytics.loadFailed')}
          onRetry={() => {
            for (const query of [distributions, metrics, history, summary, goals, goalProgress])
              void query.refetch();
          }}
        />
      ) : (
        <>
          <SummaryCards metrics={metrics.data} summary={summary.data ?? null} />
          <AnalyticsTabs
            history={history.data ?? []}
            distributions={distributions.data}
            markets={markets}
            goals={goals.data ?? null}
            goalProgress={goalProgress.data ?? []}
          />
        </>
      )}
    </div>
  );
}
