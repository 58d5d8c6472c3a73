import type { TAnalyticsSummary, TPortfolioMetrics } from '@rentfolio/contracts';
import { Building2, DollarSign, Percent, Wallet } from 'lucide-react';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { StatCard, StatCardCaption, type StatTone } from '@/components/stat-card';
import { formatCalendarDate, formatMoney, formatNumber, formatPercentValue } from '@/lib/format';
import { type ChangeCaption, computeChangeCaption } from '@/lib/month-over-month';
import { capRateCaption, type TCapRateCaption } from './analytics-model';

const CAP_RATE_TONES: Record<TCapRateCaption, StatTone> = {
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
  tone: StatTone;
  /** A line under the caption (the market estimate, the quarter's first day). */
  note?: ReactNode;
  testId: string;
};

function SummaryCard({ label, icon, value, isNegative, caption, tone, note, testId }: SummaryCardProps) {
  return (
    <StatCard
      label={label}
      data-testid={testId}
      icon={icon}
      value={value}
      valueTestId="summary-value"
      isNegative={isNegative}
    >
      <StatCardCaption data-testid="summary-caption" data-tone={tone} tone={tone}>
        {caption}
      </StatCardCaption>
      {note ? <p className="text-muted-foreground text-xs">{note}</p> : null}
    </StatCard>
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
