import { CircleDollarSign, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { getStaleMonths } from '@/lib/market-age';
import { cn } from '@/lib/utils';

/**
 * The notes every market figure carries (docs/product.md "Market data"), shared by Market Trends, the dashboard's
 * market card, the rent check and the property page: that the figures are US dollars, and how old an old one is.
 */

/** "Market figures are in US dollars, whatever your currency setting." */
export function UsdNote({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <p
      data-testid="usd-note"
      className={cn('flex items-start gap-1.5 text-muted-foreground text-xs', className)}
    >
      <CircleDollarSign className="mt-px size-3.5 shrink-0" aria-hidden="true" />
      {t('market.figures.usd')}
    </p>
  );
}

export type MarketAgeNoteProps = {
  /** The figure's month ('YYYY-MM'). */
  month: string | null | undefined;
  /** Months old, when the caller has worked it out (HUD's fiscal year); else from `month`. */
  months?: number | null;
  className?: string;
};

/** "Data from 37 months ago" under a figure older than 6 months; nothing for a fresher one. */
export function MarketAgeNote({ month, months, className }: MarketAgeNoteProps) {
  const { t } = useTranslation();
  const age = months === undefined ? getStaleMonths(month) : months;
  if (age === null) return null;
  return (
    <p
      data-testid="market-age"
      className={cn(
        'flex items-center gap-1 font-medium text-amber-800 text-xs dark:text-amber-300',
        className,
      )}
    >
      <History className="size-3.5 shrink-0" aria-hidden="true" />
      {t('market.figures.age', { months: age })}
    </p>
  );
}

/**
 * A figure's month inside a sentence, with its age past 6 months: "Jan 2025, data from 22 months ago", else the month
 * as it is ("Oct 2026").
 */
export function useMonthWithAge(): (when: string, month: string | null | undefined) => string {
  const { t } = useTranslation();
  return (when, month) => {
    const months = getStaleMonths(month);
    return months === null ? when : t('market.figures.withAge', { when, months });
  };
}
