import { insightTypeOf, type TInsight, type TInsightRule, type TInsightType } from '@rentfolio/contracts';
import { ArrowRight, Award, Lightbulb, type LucideIcon, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { localIsoDate } from '@/lib/dates';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { getInsightText } from './insight-text';

/** Each type's icon and colours (text at least 4.5:1 on its tint, in light and dark mode). */
export const INSIGHT_TYPE_STYLES: Record<
  TInsightType,
  { icon: LucideIcon; tint: string; text: string; border: string }
> = {
  opportunity: {
    icon: Lightbulb,
    tint: 'bg-emerald-100 dark:bg-emerald-950',
    text: 'text-emerald-800 dark:text-emerald-300',
    border: 'border-l-emerald-600 dark:border-l-emerald-400',
  },
  performance: {
    icon: Award,
    tint: 'bg-sky-100 dark:bg-sky-950',
    text: 'text-sky-800 dark:text-sky-300',
    border: 'border-l-sky-600 dark:border-l-sky-400',
  },
  warning: {
    icon: TriangleAlert,
    tint: 'bg-amber-100 dark:bg-amber-950',
    text: 'text-amber-900 dark:text-amber-300',
    border: 'border-l-amber-500 dark:border-l-amber-400',
  },
};

/** 'Generated today', else the day in the user's date format. */
function useGeneratedText(generatedAt: string): string {
  const { t } = useTranslation();
  const date = new Date(generatedAt);
  if (Number.isNaN(date.getTime())) return '';
  return localIsoDate(date) === localIsoDate()
    ? t('insights.generatedToday')
    : t('insights.generatedOn', { date: formatDate(generatedAt) });
}

export type InsightItemProps = {
  insight: TInsight;
  /** The dashboard's short form: the description in at most three lines, no date. */
  isCompact?: boolean;
  /** The heading level of its title, under the section's heading. */
  headingLevel?: 'h3' | 'h4';
};

/**
 * One insight (docs/product.md "Insights"): its type's icon and colour, its title and description in the user's
 * language, a link to its property, and when it was generated.
 */
/** The screen an insight from the ledger or the rent roll is about: its figures are there. */
const RELATED_SCREENS: Partial<
  Record<TInsightRule, { href: string; labelKey: 'openRentRoll' | 'openPlanActual' }>
> = {
  leaseEnding: { href: '/rent-roll', labelKey: 'openRentRoll' },
  rentLate: { href: '/rent-roll', labelKey: 'openRentRoll' },
  expensesOverPlan: { href: '/plan-actual', labelKey: 'openPlanActual' },
  vacancyOverPlan: { href: '/plan-actual', labelKey: 'openPlanActual' },
  lowDscrActual: { href: '/plan-actual', labelKey: 'openPlanActual' },
};

export function InsightItem({ insight, isCompact = false, headingLevel: Heading = 'h3' }: InsightItemProps) {
  const { t } = useTranslation();
  const type = insightTypeOf(insight.type);
  const style = INSIGHT_TYPE_STYLES[type];
  const Icon = style.icon;
  const text = getInsightText(insight, t);
  const generated = useGeneratedText(insight.generatedAt);
  const address = typeof insight.params.address === 'string' ? insight.params.address : null;

  return (
    <article
      data-testid="insight"
      data-type={type}
      data-rule={insight.rule}
      className={cn(
        'flex h-full gap-3 rounded-lg border border-l-4 bg-background p-4',
        style.border,
        isCompact && 'p-3',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-flex size-9 shrink-0 items-center justify-center rounded-full',
          style.tint,
          style.text,
        )}
      >
        <Icon className="size-4" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p
          className={cn('font-semibold text-xs uppercase tracking-wide', style.text)}
          data-testid="insight-type"
        >
          {t(`insights.types.${type}`)}
        </p>
        <Heading className="break-words font-semibold text-sm leading-snug" data-testid="insight-title">
          {text.title}
        </Heading>
        <p
          className={cn('break-words text-muted-foreground text-sm', isCompact && 'line-clamp-3')}
          data-testid="insight-description"
        >
          {text.description}
        </p>
        {insight.propertyId !== null || !isCompact ? (
          <div className="mt-1 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-xs">
            {insight.propertyId !== null ? (
              <Link
                href={`/properties/${insight.propertyId}`}
                aria-label={address ? t('insights.viewPropertyLabel', { address }) : undefined}
                className="inline-flex items-center gap-1 rounded-sm font-medium text-foreground underline underline-offset-2 outline-none hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring"
                data-testid="insight-property-link"
              >
                {t('insights.viewProperty')}
                <ArrowRight className="size-3.5" aria-hidden="true" />
              </Link>
            ) : null}
            {RELATED_SCREENS[insight.rule] ? (
              <Link
                href={`${RELATED_SCREENS[insight.rule]?.href}${
                  insight.rule === 'leaseEnding' || insight.rule === 'rentLate'
                    ? `?property=${insight.propertyId ?? ''}`
                    : ''
                }`}
                className="inline-flex items-center gap-1 rounded-sm font-medium text-foreground underline underline-offset-2 outline-none hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring"
                data-testid="insight-screen-link"
              >
                {t(`insights.${RELATED_SCREENS[insight.rule]?.labelKey ?? 'openRentRoll'}`)}
                <ArrowRight className="size-3.5" aria-hidden="true" />
              </Link>
            ) : null}
            {!isCompact && generated ? (
              <time
                dateTime={insight.generatedAt}
                className="text-muted-foreground"
                data-testid="insight-generated"
              >
                {generated}
              </time>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}
