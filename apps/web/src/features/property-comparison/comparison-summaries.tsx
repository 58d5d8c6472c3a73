import type { TProperty } from '@rentfolio/contracts';
import { Percent, PiggyBank, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatLocation } from '@/features/property-search';
import { formatCurrency, formatPercentValue } from '@/lib/format';
import { summarizeComparison } from './comparison-model';

export type ComparisonSummariesProps = { properties: readonly TProperty[] };

/** Best ROI, best cash flow (monthly) and lowest entry cost, each naming its property; ties go to the first. */
export function ComparisonSummaries({ properties }: ComparisonSummariesProps) {
  const { t } = useTranslation();
  const { bestRoi, bestCashFlow, lowestEntryCost } = summarizeComparison(properties);
  return (
    <section aria-labelledby="comparison-summaries-title" className="flex flex-col gap-3">
      <h2 id="comparison-summaries-title" className="font-semibold text-xl tracking-tight">
        {t('search.comparison.summariesTitle')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        <SummaryCard
          icon={<Percent aria-hidden="true" />}
          title={t('search.comparison.bestRoi')}
          property={bestRoi?.property ?? null}
          value={
            bestRoi ? t('search.comparison.roiValue', { value: formatPercentValue(bestRoi.value) }) : null
          }
          fallback={t('search.comparison.noRoi')}
        />
        <SummaryCard
          icon={<Wallet aria-hidden="true" />}
          title={t('search.comparison.bestCashFlow')}
          property={bestCashFlow?.property ?? null}
          value={
            bestCashFlow
              ? t('search.comparison.cashFlowValue', { value: formatCurrency(bestCashFlow.value) })
              : null
          }
        />
        <SummaryCard
          icon={<PiggyBank aria-hidden="true" />}
          title={t('search.comparison.lowestEntryCost')}
          property={lowestEntryCost?.property ?? null}
          value={
            lowestEntryCost
              ? t('search.comparison.entryCostValue', { value: formatCurrency(lowestEntryCost.value) })
              : null
          }
        />
      </ul>
    </section>
  );
}

type SummaryCardProps = {
  icon: ReactNode;
  title: string;
  property: TProperty | null;
  value: string | null;
  fallback?: string;
};

function SummaryCard({ icon, title, property, value, fallback }: SummaryCardProps) {
  return (
    <li className="flex flex-col gap-2 rounded-xl border bg-card p-4 shadow-xs">
      <h3 className="flex items-center gap-2 font-medium text-muted-foreground text-sm [&_svg]:size-4 [&_svg]:text-primary">
        {icon}
        {title}
      </h3>
      {property && value ? (
        <>
          <p className="font-semibold leading-snug">
            <Link
              href={`/properties/${property.id}`}
              className="rounded-sm underline-offset-4 outline-none hover:text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring"
            >
              {property.address}
            </Link>
          </p>
          <p className="text-muted-foreground text-xs">{formatLocation(property)}</p>
          <p className="font-semibold text-lg tabular-nums">{value}</p>
        </>
      ) : (
        <p className="text-muted-foreground text-sm">{fallback}</p>
      )}
    </li>
  );
}
