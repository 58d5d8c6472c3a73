import type { TPortfolioMetrics } from '@rentfolio/contracts';
import { Building2, DollarSign, Home, Percent, Wallet } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionError, SectionLoading } from '@/components/section-states';
import { StatCard, StatCardCaption } from '@/components/stat-card';
import { usePortfolioMetrics } from '@/lib/api/portfolio';
import { formatMoney, formatPercent } from '@/lib/format';
import { computeChangeCaption, type MetricKey } from '@/lib/month-over-month';

type MetricCardSpec = {
  metric: MetricKey;
  labelKey: 'totalValue' | 'monthlyCashFlow' | 'averageRoi' | 'occupancyRate';
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  format: (value: number) => string;
};

/** The four cards of docs/product.md "Screens" (Dashboard), in its order. */
const METRIC_CARDS: readonly MetricCardSpec[] = [
  { metric: 'totalValue', labelKey: 'totalValue', icon: DollarSign, format: formatMoney },
  { metric: 'totalCashFlow', labelKey: 'monthlyCashFlow', icon: Wallet, format: formatMoney },
  { metric: 'avgROI', labelKey: 'averageRoi', icon: Percent, format: formatPercent },
  { metric: 'occupancyRate', labelKey: 'occupancyRate', icon: Home, format: formatPercent },
];

/** The metric cards, from GET /api/portfolio/metrics (docs/product.md "Portfolio figures"), with their month-over-month captions. */
export function MetricCards() {
  const { t } = useTranslation();
  const metrics = usePortfolioMetrics();
  const data = metrics.data;

  return (
    <section aria-label={t('dashboard.metrics.label')} aria-busy={metrics.isPending}>
      {metrics.isPending ? (
        <SectionLoading label={t('dashboard.loading')} className="rounded-xl border bg-card" />
      ) : metrics.isError || !data ? (
        <SectionError message={t('dashboard.metrics.loadFailed')} onRetry={() => void metrics.refetch()} />
      ) : (
        <ul className="grid grid-cols-2 gap-3 @lg:gap-4 @4xl:grid-cols-4">
          {METRIC_CARDS.map((spec) => (
            <li key={spec.metric}>
              <MetricCard spec={spec} metrics={data} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type MetricCardProps = { spec: MetricCardSpec; metrics: TPortfolioMetrics };

function MetricCard({ spec, metrics }: MetricCardProps) {
  const { t } = useTranslation();
  const value = metrics[spec.metric];
  const caption = computeChangeCaption(spec.metric, metrics, metrics.monthOverMonth);
  const label = t(`dashboard.metrics.${spec.labelKey}`);
  const captionText = t(`dashboard.metrics.${caption.key}`, { change: caption.change ?? '' });

  return (
    <StatCard
      label={label}
      data-metric={spec.metric}
      icon={spec.icon}
      value={spec.format(value)}
      valueTestId="metric-value"
      isNegative={value < 0}
      growth="container"
    >
      {spec.metric === 'totalCashFlow' || spec.metric === 'avgROI' ? (
        <p className="text-muted-foreground text-xs" data-testid="metric-basis">
          {t('dashboard.metrics.projected')}
        </p>
      ) : null}
      {spec.metric === 'totalCashFlow' && metrics.actual.monthlyCashFlow !== null ? (
        <p className="font-medium text-xs" data-testid="metric-actual">
          {t('dashboard.metrics.actualCashFlow', {
            amount: formatMoney(metrics.actual.monthlyCashFlow),
            count: metrics.actual.properties,
            total: metrics.totalProperties,
          })}
        </p>
      ) : null}
      {spec.metric === 'avgROI' ? (
        <>
          <p className="flex items-center gap-1.5 text-muted-foreground text-xs">
            <Building2 className="size-3.5 shrink-0" aria-hidden="true" />
            {t('dashboard.metrics.across', { count: metrics.totalProperties })}
          </p>
          {/* The product's simple mean, and beside it the portfolio's own ROI, each with its formula. */}
          <p className="text-muted-foreground text-xs">{t('dashboard.metrics.avgRoiFormula')}</p>
          <p className="text-xs" data-testid="portfolio-roi">
            <span className="font-semibold">
              {t('dashboard.metrics.portfolioRoi', { value: formatPercent(metrics.portfolioROI) })}
            </span>{' '}
            <span className="text-muted-foreground">{t('dashboard.metrics.portfolioRoiFormula')}</span>
          </p>
        </>
      ) : null}
      <StatCardCaption
        data-testid="metric-caption"
        data-direction={caption.direction}
        tone={caption.direction}
      >
        {captionText}
      </StatCardCaption>
    </StatCard>
  );
}
