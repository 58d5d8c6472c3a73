import { LoaderCircle, Plus, TrendingUp } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Progress } from '@/components/ui/progress';
import { formatMoney, formatPercent, formatProgress, formatShortMonth } from '@/lib/format';

/** The portfolio figures the box shows (docs/product.md "Portfolio figures" (Portfolio metrics)). */
export type PortfolioMetrics = {
  totalValue: number;
  /** Sum of the properties' monthly cash flows. */
  totalCashFlow: number;
  /** Mean ROI of the properties, in percent. */
  avgROI: number;
  totalProperties: number;
};

/** The figures, or why there are none to show yet: still loading, or the request failed. */
export type PortfolioFigures = PortfolioMetrics | 'loading' | 'unavailable';

export type PortfolioGoal = {
  targetValue: number;
  /** ISO date, such as '2027-12-31'. */
  targetDate: string;
  /** Percent of the target reached; it may pass 100, the bar stops at full. */
  progress: number;
};

export type PortfolioValueBoxProps = {
  metrics: PortfolioFigures;
  goal: PortfolioGoal | null;
};

/**
 * The sidebar's Portfolio Value box: the user's real figures, and a goal only when one is set. While the figures load,
 * or when they cannot be loaded, it says so rather than showing zeros.
 */
export function PortfolioValueBox({ metrics, goal }: PortfolioValueBoxProps) {
  const { t } = useTranslation();
  const titleId = useId();

  return (
    <section
      aria-labelledby={titleId}
      aria-busy={metrics === 'loading'}
      data-testid="portfolio-value-box"
      className="rounded-xl bg-brand-surface p-4 text-brand-surface-foreground shadow-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <p id={titleId} className="font-medium text-brand-surface-muted text-xs uppercase tracking-wider">
          {t('portfolio.title')}
        </p>
        <TrendingUp className="size-4 text-brand-surface-muted" aria-hidden="true" />
      </div>
      {metrics === 'loading' ? (
        <p role="status" className="mt-2 flex items-center gap-2 text-brand-surface-muted text-sm">
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          {t('common.loading')}
        </p>
      ) : metrics === 'unavailable' ? (
        <p className="mt-2 text-brand-surface-muted text-sm">{t('dashboard.valueBox.unavailable')}</p>
      ) : (
        <PortfolioFiguresView metrics={metrics} goal={goal} />
      )}
    </section>
  );
}

function PortfolioFiguresView({ metrics, goal }: { metrics: PortfolioMetrics; goal: PortfolioGoal | null }) {
  const { t } = useTranslation();
  const hasProperties = metrics.totalProperties > 0;

  return (
    <>
      <p className="mt-1.5 font-bold text-2xl tabular-nums tracking-tight">
        {formatMoney(metrics.totalValue)}
      </p>
      <p className="text-brand-surface-muted text-xs">
        {t('portfolio.properties', { count: metrics.totalProperties })}
      </p>

      <dl className="mt-3 grid grid-cols-2 gap-3 border-white/15 border-t pt-3">
        <div className="flex flex-col gap-0.5">
          <dt className="text-[0.7rem] text-brand-surface-muted">{t('portfolio.monthlyCashFlow')}</dt>
          <dd className="font-semibold text-sm tabular-nums">{formatMoney(metrics.totalCashFlow)}</dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-[0.7rem] text-brand-surface-muted">{t('portfolio.averageRoi')}</dt>
          <dd className="font-semibold text-sm tabular-nums">{formatPercent(metrics.avgROI)}</dd>
        </div>
      </dl>

      {goal ? (
        <div className="mt-3 flex flex-col gap-1.5">
          <div className="flex items-center justify-between text-xs">
            <span className="text-brand-surface-muted">{t('portfolio.goalProgress')}</span>
            <span className="font-semibold tabular-nums">{formatProgress(goal.progress)}</span>
          </div>
          <Progress
            value={goal.progress}
            aria-label={t('portfolio.goalProgress')}
            className="h-1.5 bg-white/15"
            indicatorClassName="bg-brand-surface-muted"
          />
          <p className="text-[0.7rem] text-brand-surface-muted">
            {t('portfolio.goalTarget', {
              value: formatMoney(goal.targetValue),
              date: formatShortMonth(goal.targetDate),
            })}
          </p>
        </div>
      ) : null}

      {hasProperties ? null : (
        <Link
          href="/add-property"
          className="mt-3 inline-flex h-8 w-full items-center justify-center gap-1.5 rounded-md bg-white/10 font-medium text-sm transition-colors hover:bg-white/20 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-brand-surface-muted/70"
        >
          <Plus className="size-4" aria-hidden="true" />
          {t('portfolio.addFirstProperty')}
        </Link>
      )}
    </>
  );
}
