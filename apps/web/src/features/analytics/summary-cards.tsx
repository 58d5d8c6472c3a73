import type { TAnalyticsSummary, TPortfolioMetrics } from '@rentfolio/contracts';
import {
  Building2,
  CalendarClock,
  DollarSign,
  Minus,
  Percent,
  TrendingDown,
  TrendingUp,
  Wallet,
} from 'lucide-react';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChangeCaption, computeChangeCaption } from '@/features/dashboard/month-over-month';
import { formatCalendarDate, formatMoney, formatNumber, formatPercentValue } from '@/lib/format';
import { cn } from '@/lib/utils';
import { capRateCaption, type TCapRateCaption } from './analytics-model';

type Tone = 'up' | 'down' | 'flat' | 'none';

const TONE_STYLES: Record<Tone, string> = {
  up: 'text-emerald-800 dark:text-emerald-300',
  down: 'text-red-800 dark:text-red-300',
  flat: 'text-muted-foreground',
  none: 'text-muted-foreground',
};

const TONE_ICONS: Record<Tone, ComponentType<SVGProps<SVGSVGElement>>> = {
  up: TrendingUp,
  down: TrendingDown,
  flat: Minus,
  none: CalendarClock,
};

const CAP_RATE_TONES: Record<TCapRateCaption, Tone> = {
  aboveMarket: 'up',
  belowMarket: 'down',
  atMarket: 'flat',
  noEstimate: 'none',
};

type SummaryCardProps = {
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  value: string;
  isNegative?: boolean;
  caption: string;
  tone: Tone;
  /** A line under the caption (the market estimate, the quarter's first day). */
  note?: ReactNode;
  testId: string;
};

function SummaryCard({
  label,
  icon: Icon,
  value,
  isNegative,
  caption,
  tone,
  note,
  testId,
}: SummaryCardProps) {
  const CaptionIcon = TONE_ICONS[tone];
  return (
    <article
      aria-label={label}
      data-testid={testId}
      className="flex h-full min-w-0 flex-col gap-2 rounded-xl border bg-card p-4 text-card-foreground shadow-xs sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="font-medium text-muted-foreground text-sm">{label}</h2>
        <span
          aria-hidden="true"
          className="hidden size-8 shrink-0 items-center justify-center rounded-md bg-accent text-accent-foreground sm:inline-flex"
        >
          <Icon className="size-4" />
        </span>
      </div>
      <p
        data-testid="summary-value"
        className={cn(
          'break-words font-bold text-xl tabular-nums tracking-tight sm:text-2xl',
          isNegative && 'text-destructive',
        )}
      >
        {value}
      </p>
      <p
        data-testid="summary-caption"
        data-tone={tone}
        className={cn('mt-auto flex items-center gap-1.5 font-medium text-xs', TONE_STYLES[tone])}
      >
        <CaptionIcon className="size-3.5 shrink-0" aria-hidden="true" />
        {caption}
      </p>
      {note ? <p className="text-muted-foreground text-xs">{note}</p> : null}
    </article>
  );
}

function useChangeText() {
  const { t } = useTranslation();
  return (caption: ChangeCaption) => t(`dashboard.metrics.${caption.key}`, { change: caption.change ?? '' });
}

export type SummaryCardsProps = { metrics: TPortfolioMetrics; summary: TAnalyticsSummary | null };

/**
 * The four summary cards, each with a true caption: the month-over-month change of value and cash flow (metrics),
 * the properties added this quarter, and where the average cap rate stands against the market's estimate.
 */
export function SummaryCards({ metrics, summary }: SummaryCardsProps) {
  const { t } = useTranslation();
  const changeText = useChangeText();
  const valueChange = computeChangeCaption('totalValue', metrics, metrics.monthOverMonth);
  const cashChange = computeChangeCaption('totalCashFlow', metrics, metrics.monthOverMonth);
  const capCaption = capRateCaption(summary);
  const estimate = summary?.marketCapRateEstimate ?? null;
  const averageCapRate = summary?.averageCapRate ?? metrics.averageCapRate;

  return (
    <section aria-label={t('analytics.cards.label')}>
      <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 sm:gap-4 xl:grid-cols-4">
        <li>
          <SummaryCard
            testId="card-total-value"
            label={t('analytics.cards.totalValue')}
            icon={DollarSign}
            value={formatMoney(metrics.totalValue)}
            caption={changeText(valueChange)}
            tone={valueChange.direction}
          />
        </li>
        <li>
          <SummaryCard
            testId="card-cash-flow"
            label={t('analytics.cards.monthlyCashFlow')}
            icon={Wallet}
            value={formatMoney(metrics.totalCashFlow)}
            isNegative={metrics.totalCashFlow < 0}
            caption={changeText(cashChange)}
            tone={cashChange.direction}
          />
        </li>
        <li>
          <SummaryCard
            testId="card-properties"
            label={t('analytics.cards.totalProperties')}
            icon={Building2}
            value={formatNumber(metrics.totalProperties, 0)}
            caption={t('analytics.cards.newThisQuarter', { count: summary?.propertiesAddedThisQuarter ?? 0 })}
            tone={summary && summary.propertiesAddedThisQuarter > 0 ? 'up' : 'none'}
            note={
              summary
                ? t('analytics.cards.quarterSince', { date: formatCalendarDate(summary.quarterStart) })
                : null
            }
          />
        </li>
        <li>
          <SummaryCard
            testId="card-cap-rate"
            label={t('analytics.cards.averageCapRate')}
            icon={Percent}
            // The one rate shown to one decimal: the product description asks so for this card.
            value={formatPercentValue(averageCapRate, 1, 1)}
            caption={t(`analytics.cards.${capCaption}`)}
            tone={CAP_RATE_TONES[capCaption]}
            note={
              estimate !== null && summary
                ? t('analytics.cards.marketEstimate', {
                    rate: formatPercentValue(estimate, 1, 1),
                    metros: summary.marketCapRateMetros.join('; '),
                  })
                : summary
                  ? t('analytics.cards.noEstimateText')
                  : null
            }
          />
        </li>
      </ul>
    </section>
  );
}
