import { ArrowRight, Lightbulb, ListChecks } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SectionError, SectionLoading } from '@/components/section-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { InsightItem, useFirstInsights } from '@/features/insights';

/** docs/product.md "Insights": the dashboard shows the first 3. */
export const DASHBOARD_INSIGHTS_COUNT = 3;

/**
 * The Investment Insights card (docs/product.md "Screens" (Dashboard)): the first 3 insights in the server's order
 * (warnings first), 'No insights available' when there are none, and View All Insights.
 */
export function InsightsCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const insights = useFirstInsights(DASHBOARD_INSIGHTS_COUNT);
  const shown = insights.data ?? [];

  return (
    <Card aria-labelledby={titleId} role="region" className="h-full gap-5" data-testid="insights-card">
      <CardHeader className="px-5 sm:px-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <CardTitle id={titleId} className="flex items-center gap-2 text-lg">
            <span
              aria-hidden="true"
              className="inline-flex size-7 items-center justify-center rounded-md bg-accent text-accent-foreground"
            >
              <Lightbulb className="size-4" />
            </span>
            {t('insights.card.title')}
          </CardTitle>
          <Badge variant="brand" title={t('insights.explainableHint')}>
            <ListChecks aria-hidden="true" />
            {t('insights.explainable')}
          </Badge>
        </div>
        {shown.length > 0 ? <CardDescription>{t('insights.card.text')}</CardDescription> : null}
      </CardHeader>

      <CardContent className="px-5 sm:px-6">
        {insights.isPending ? (
          <SectionLoading label={t('insights.loading')} />
        ) : insights.isError || !insights.data ? (
          <SectionError message={t('insights.loadFailed')} onRetry={() => void insights.refetch()} />
        ) : shown.length === 0 ? (
          <div
            className="flex flex-col items-center gap-1 py-6 text-center"
            data-testid="insights-card-empty"
          >
            <p className="font-semibold">{t('insights.card.empty')}</p>
            <p className="text-muted-foreground text-sm">{t('insights.card.emptyText')}</p>
          </div>
        ) : (
          <ul className="grid grid-cols-1 gap-3 @4xl:grid-cols-3">
            {shown.map((insight) => (
              <li key={insight.id}>
                <InsightItem insight={insight} isCompact />
              </li>
            ))}
          </ul>
        )}
      </CardContent>

      <CardFooter className="mt-auto px-5 sm:px-6">
        <Button variant="outline" asChild>
          <Link href="/insights">
            {t('insights.card.viewAll')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
