import type { TDealRecommendationKey, TRating } from '@rentfolio/finance';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

/**
 * Rating colours: excellent green, good blue, fair amber, poor red. The text is the -800/-900 shade on the -50 tint
 * (at least 7:1 in light mode, and the -200 text on the -950 tint in dark mode), and the word is always shown, so
 * the colour never carries the rating alone.
 */
export const RATING_STYLES: Record<TRating, { badge: string; dot: string }> = {
  excellent: {
    badge:
      'border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
    dot: 'bg-emerald-600',
  },
  good: {
    badge:
      'border-blue-200 bg-blue-50 text-blue-800 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-200',
    dot: 'bg-blue-600',
  },
  fair: {
    badge:
      'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200',
    dot: 'bg-amber-500',
  },
  poor: {
    badge: 'border-red-200 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200',
    dot: 'bg-red-600',
  },
};

/** The score bar and recommendation follow the same scale: strong green, moderate amber, alternative red. */
export const RECOMMENDATION_STYLES: Record<TDealRecommendationKey, { bar: string; text: string }> = {
  strong: { bar: 'bg-emerald-600', text: 'text-emerald-800 dark:text-emerald-300' },
  moderate: { bar: 'bg-amber-500', text: 'text-amber-900 dark:text-amber-300' },
  alternative: { bar: 'bg-red-600', text: 'text-red-800 dark:text-red-300' },
};

export type RatingBadgeProps = { rating: TRating; className?: string };

export function RatingBadge({ rating, className }: RatingBadgeProps) {
  const { t } = useTranslation();
  const style = RATING_STYLES[rating];
  return (
    <span
      data-rating={rating}
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full border px-2 py-0.5 font-medium text-xs',
        style.badge,
        className,
      )}
    >
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', style.dot)} />
      {t(`dealResults.ratings.${rating}`)}
    </span>
  );
}
