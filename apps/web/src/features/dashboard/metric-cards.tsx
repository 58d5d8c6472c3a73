import type { TPortfolioMetrics } from '@rentfolio/contracts';
import {
  Building2,
  CalendarClock,
  DollarSign,
  Home,
  Minus,
  Percent,
  TrendingDown,
  TrendingUp,
  Wallet,
} from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortfolioMetrics } from '@/features/portfolio/api';
import { formatMoney, formatPercent } from '@/lib/format';
import { cn } from '@/lib/utils';
import { type ChangeCaption, computeChangeCaption, type MetricKey } from './month-over-month';
import { SectionError, SectionLoading } from './section-states';

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

const CAPTION_STYLES: Record<ChangeCaption['direction'], string> = {
  up: 'text-emerald-800 dark:text-emerald-300',
  down: 'text-red-800 dark:text-red-300',
  flat: 'text-muted-foreground',
  none: 'text-muted-foreground',
};

const CAPTION_ICONS: Record<ChangeCaption['direction'], ComponentType<SVGProps<SVGSVGElement>>> = {
  up: TrendingUp,
  down: TrendingDown,
  flat: Minus,
  none: CalendarClock,
};

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
  const CaptionIcon = CAPTION_ICONS[caption.direction];
  const Icon = spec.icon;
  const label = t(`dashboard.metrics.${spec.labelKey}`);
  const captionText = t(`dashboard.metrics.${caption.key}`, { change: caption.change ?? '' });

  return (
    <article
      aria-label={label}
      data-metric={spec.metric}
      className="flex h-full min-w-0 flex-col gap-2 rounded-xl border bg-card p-4 text-card-foreground shadow-xs @lg:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="font-medium text-muted-foreground text-sm">{label}</h2>
        <span
          aria-hidden="true"
          className="hidden size-8 shrink-0 items-center justify-center rounded-md bg-accent text-accent-foreground @lg:inline-flex"
        >
          <Icon className="size-4" />
        </span>
      </div>
      <p
        data-testid="metric-value"
        className={cn(
          'break-words font-bold text-xl tabular-nums tracking-tight @lg:text-2xl',
          value < 0 && 'text-destructive',
        )}
      >
        {spec.format(value)}
      </p>
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
      <p
        data-testid="metric-caption"
        data-direction={caption.direction}
        className={cn(
          'mt-auto flex items-center gap-1.5 font-medium text-xs',
          CAPTION_STYLES[caption.direction],
        )}
      >
        <CaptionIcon className="size-3.5 shrink-0" aria-hidden="true" />
        {captionText}
      </p>
    </article>
  );
}
