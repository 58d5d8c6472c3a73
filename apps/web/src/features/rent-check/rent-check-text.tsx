import type { TRentCheck } from '@rentfolio/contracts';
import { Scale } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SourceAttribution } from '@/components/source-attribution';
import { UsdNote } from '@/features/market-trends';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';
import { toRentCheckPlace, useRentCheck } from './api';
import { buildRentCheckSentence } from './rent-check-sentence';

export type RentCheckTextProps = {
  check: TRentCheck;
  monthlyRent: number;
  /** Hides the sources and the US-dollar note (a screen that shows them once for several figures). */
  hideAttribution?: boolean;
  className?: string;
};

/** The rent check's sentence, with the sources of its figures and the note that they are US dollars. */
export function RentCheckText({
  check,
  monthlyRent,
  hideAttribution = false,
  className,
}: RentCheckTextProps) {
  const { t } = useTranslation();
  const sentence =
    monthlyRent > 0 ? buildRentCheckSentence(check, monthlyRent, t) : t('propertyPage.rentCheck.noRent');
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <p className="text-sm leading-relaxed" data-testid="rent-check-sentence">
        {sentence}
      </p>
      {hideAttribution ? null : (
        <>
          <UsdNote />
          <SourceAttribution wording="propertyPage" sources={['hud', 'zillow']} />
        </>
      )}
    </div>
  );
}

/** How long a form waits after the last keystroke before it asks for the rent check. */
const RENT_CHECK_DEBOUNCE_MS = 500;

function parseRent(text: string): number | null {
  const value = Number(text.replace(/[,\s$]/g, ''));
  return text.trim() !== '' && Number.isFinite(value) && value > 0 ? value : null;
}

export type LiveRentCheckProps = {
  zipCode: string;
  bedrooms: string;
  /** The monthly rent as typed. */
  monthlyRent: string;
  className?: string;
};

/**
 * The rent check of a form, as it is typed: once there is a 5-digit ZIP code, a number of bedrooms and a rent, it asks
 * GET /api/market/rent-check (after a pause in typing) and shows the sentence. It never blocks the form: nothing is
 * shown until it can say something, and a failure is one quiet line.
 */
export function LiveRentCheck({ zipCode, bedrooms, monthlyRent, className }: LiveRentCheckProps) {
  const { t } = useTranslation();
  const typed = useMemo(() => {
    const place = toRentCheckPlace(zipCode, bedrooms);
    const rent = parseRent(monthlyRent);
    return place && rent !== null ? { place, rent } : null;
  }, [zipCode, bedrooms, monthlyRent]);
  const settled = useDebouncedValue(typed, RENT_CHECK_DEBOUNCE_MS);
  const rentCheck = useRentCheck(settled?.place ?? null);

  if (!settled || !typed) return null;

  return (
    <section
      aria-label={t('propertyPage.rentCheck.title')}
      aria-live="polite"
      data-testid="rent-check"
      className={cn('flex gap-3 rounded-lg border border-primary/20 bg-accent/40 p-3', className)}
    >
      <Scale className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        {rentCheck.data ? (
          <RentCheckText check={rentCheck.data} monthlyRent={settled.rent} />
        ) : rentCheck.isError ? (
          <p className="text-muted-foreground text-sm">{t('propertyPage.rentCheck.failed')}</p>
        ) : (
          <p className="text-muted-foreground text-sm">{t('propertyPage.rentCheck.loading')}</p>
        )}
      </div>
    </section>
  );
}
