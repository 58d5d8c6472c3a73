import { CalendarClock, Minus, TrendingDown, TrendingUp } from 'lucide-react';
import type { ComponentProps, ComponentType, ReactNode, SVGProps } from 'react';
import { cn } from '@/lib/utils';

/** Where a card grows: padding, icon and a larger figure from the container's @lg, from the viewport's sm, or fixed. */
export type StatCardGrowth = 'container' | 'viewport' | 'fixed';

// Written out in full so that Tailwind sees every class.
const GROWTH: Record<StatCardGrowth, { card: string; iconBefore: string; iconAfter: string; value: string }> =
  {
    container: {
      card: '@lg:p-5',
      iconBefore: 'hidden',
      iconAfter: '@lg:inline-flex',
      value: 'text-xl @lg:text-2xl',
    },
    viewport: {
      card: 'sm:p-5',
      iconBefore: 'hidden',
      iconAfter: 'sm:inline-flex',
      value: 'text-xl sm:text-2xl',
    },
    fixed: { card: 'sm:p-5', iconBefore: 'inline-flex', iconAfter: '', value: 'text-2xl' },
  };

export type StatCardProps = Omit<ComponentProps<'article'>, 'children'> & {
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** The figure, formatted. */
  value: ReactNode;
  /** The figure's test id (metric-value, summary-value, market-value). */
  valueTestId: string;
  /** A negative figure, in the destructive colour. */
  isNegative?: boolean;
  /** The label's heading level: 2 where the cards are the screen's first section, 3 under a section heading. */
  headingLevel?: 2 | 3;
  growth?: StatCardGrowth;
  /** Lines under the figure: a caption (StatCardCaption), its month, a note. */
  children?: ReactNode;
};

/**
 * A figure card of the dashboard, analytics and market trends: its label (a heading, also the card's accessible name)
 * with an icon, the big figure, and the lines under it.
 */
export function StatCard({
  label,
  icon: Icon,
  value,
  valueTestId,
  isNegative,
  headingLevel = 2,
  growth = 'viewport',
  children,
  className,
  ...props
}: StatCardProps) {
  const sizes = GROWTH[growth];
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <article
      aria-label={label}
      className={cn(
        'flex h-full min-w-0 flex-col gap-2 rounded-xl border bg-card p-4 text-card-foreground shadow-xs',
        sizes.card,
        className,
      )}
      {...props}
    >
      <div className="flex items-start justify-between gap-3">
        <Heading className="font-medium text-muted-foreground text-sm">{label}</Heading>
        <span
          aria-hidden="true"
          className={cn(
            sizes.iconBefore,
            'size-8 shrink-0 items-center justify-center rounded-md bg-accent text-accent-foreground',
            sizes.iconAfter,
          )}
        >
          <Icon className="size-4" />
        </span>
      </div>
      <p
        data-testid={valueTestId}
        className={cn(
          'break-words font-bold tabular-nums tracking-tight',
          sizes.value,
          isNegative && 'text-destructive',
        )}
      >
        {value}
      </p>
      {children}
    </article>
  );
}

/** How a caption reads: a rise, a fall, no change, or nothing to compare with yet. */
export type StatTone = 'up' | 'down' | 'flat' | 'none';

/** The colours of a change, shared by every card's caption and change line. */
export const STAT_TONE_STYLES: Record<StatTone, string> = {
  up: 'text-emerald-800 dark:text-emerald-300',
  down: 'text-red-800 dark:text-red-300',
  flat: 'text-muted-foreground',
  none: 'text-muted-foreground',
};

const TONE_ICONS: Record<StatTone, ComponentType<SVGProps<SVGSVGElement>>> = {
  up: TrendingUp,
  down: TrendingDown,
  flat: Minus,
  none: CalendarClock,
};

export type StatCardCaptionProps = Omit<ComponentProps<'p'>, 'children'> & {
  tone: StatTone;
  children: ReactNode;
};

/** A card's caption at its foot: the change (or why there is none) in its tone's colour, with its icon. */
export function StatCardCaption({ tone, children, className, ...props }: StatCardCaptionProps) {
  const Icon = TONE_ICONS[tone];
  return (
    <p
      className={cn(
        'mt-auto flex items-center gap-1.5 font-medium text-xs',
        STAT_TONE_STYLES[tone],
        className,
      )}
      {...props}
    >
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      {children}
    </p>
  );
}
