import type { TInsight, TInsightCounts, TInsightType } from '@rentfolio/contracts';
import { ListChecks, Plus, SearchX } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SectionError, SectionLoading } from '@/components/section-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  HowInsightsWork,
  INSIGHT_TYPE_STYLES,
  InsightItem,
  useInsightCounts,
  useInsightPages,
} from '@/features/insights';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';

/** The counters' order: the product's (Opportunities, Performance, Warnings). */
const COUNTER_ORDER: TInsightType[] = ['opportunity', 'performance', 'warning'];

/**
 * /insights (docs/product.md "Insights"): the explainable insights of the portfolio, counted by type and listed in
 * the server's order (warnings, opportunities, performance), each written in the user's language from its rule and
 * numbers. The rules are listed under "How insights work".
 */
export function InsightsPage() {
  const { t } = useTranslation();
  const counts = useInsightCounts();
  const pages = useInsightPages();
  const insights = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const total = pages.data?.pages.at(-1)?.total ?? 0;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{t('insights.title')}</h1>
          <Badge variant="brand" title={t('insights.explainableHint')} data-testid="insights-badge">
            <ListChecks aria-hidden="true" />
            {t('insights.explainable')}
          </Badge>
        </div>
        <p className="text-lg text-muted-foreground">{t('insights.subtitle')}</p>
        <HowInsightsWork />
      </div>

      {pages.isPending || counts.isPending ? (
        <SectionLoading label={t('insights.loading')} />
      ) : pages.isError || counts.isError || !counts.data ? (
        <SectionError
          message={t('insights.loadFailed')}
          onRetry={() => {
            void counts.refetch();
            void pages.refetch();
          }}
        />
      ) : (
        <>
          <InsightCounters counts={counts.data} />
          <AllInsights
            insights={insights}
            total={total}
            hasMore={pages.hasNextPage}
            isLoadingMore={pages.isFetchingNextPage}
            onLoadMore={() => void pages.fetchNextPage()}
          />
        </>
      )}
    </div>
  );
}

function InsightCounters({ counts }: { counts: TInsightCounts }) {
  const { t } = useTranslation();
  const idPrefix = useId();
  return (
    <section aria-label={t('insights.counters.label')} data-testid="insight-counters">
      <ul className="grid grid-cols-3 gap-2 sm:gap-3">
        {COUNTER_ORDER.map((type) => {
          const style = INSIGHT_TYPE_STYLES[type];
          const Icon = style.icon;
          const labelId = `${idPrefix}-${type}`;
          return (
            <li key={type}>
              <Card
                aria-labelledby={labelId}
                role="group"
                className="h-full flex-col items-start gap-2 px-3 py-3 sm:flex-row sm:items-center sm:gap-4 sm:px-5 sm:py-4"
                data-testid="insight-counter"
                data-type={type}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'inline-flex size-8 shrink-0 items-center justify-center rounded-full sm:size-10',
                    style.tint,
                    style.text,
                  )}
                >
                  <Icon className="size-4 sm:size-5" />
                </span>
                <div className="flex min-w-0 max-w-full flex-col">
                  <span
                    id={labelId}
                    className="hyphens-auto break-words text-muted-foreground text-xs sm:text-sm"
                  >
                    {t(`insights.counters.${type}`)}
                  </span>
                  <span className="font-bold text-2xl tabular-nums" data-testid="insight-counter-value">
                    {formatNumber(counts[type], 0)}
                  </span>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

type AllInsightsProps = {
  insights: TInsight[];
  total: number;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
};

function AllInsights({ insights, total, hasMore, isLoadingMore, onLoadMore }: AllInsightsProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} role="region" className="gap-5" data-testid="all-insights">
      <CardHeader className="px-5 sm:px-6">
        <CardTitle id={titleId} className="text-lg">
          {t('insights.all')}
        </CardTitle>
        {insights.length > 0 ? <CardDescription>{t('insights.allText')}</CardDescription> : null}
      </CardHeader>
      <CardContent className="px-5 sm:px-6">
        {insights.length === 0 ? (
          <EmptyInsights />
        ) : (
          <div className="flex flex-col gap-4">
            <ul className="flex flex-col gap-3">
              {insights.map((insight) => (
                <li key={insight.id}>
                  <InsightItem insight={insight} />
                </li>
              ))}
            </ul>
            {hasMore ? (
              <div className="flex flex-wrap items-center gap-3">
                <Button variant="outline" onClick={onLoadMore} disabled={isLoadingMore}>
                  {isLoadingMore ? t('insights.loadingMore') : t('insights.showMore')}
                </Button>
                <span className="text-muted-foreground text-sm" aria-live="polite">
                  {t('insights.shownOf', {
                    shown: formatNumber(insights.length, 0),
                    total: formatNumber(total, 0),
                  })}
                </span>
              </div>
            ) : null}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function EmptyInsights() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 py-8 text-center" data-testid="insights-empty">
      <span
        aria-hidden="true"
        className="inline-flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground"
      >
        <SearchX className="size-6" />
      </span>
      <h3 className="font-semibold text-lg">{t('insights.emptyTitle')}</h3>
      <p className="max-w-md text-muted-foreground text-sm">{t('insights.emptyText')}</p>
      <Button asChild className="mt-2">
        <Link href="/add-property">
          <Plus aria-hidden="true" />
          {t('insights.addProperty')}
        </Link>
      </Button>
    </div>
  );
}
