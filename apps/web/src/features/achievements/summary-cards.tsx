import { ACHIEVEMENT_POINTS, type TAchievement } from '@rentfolio/contracts';
import { Award, BellDot, type LucideIcon, Trophy } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';
import { countUnviewed } from './achievement-filter';

type SummaryCardProps = {
  label: string;
  hint: string;
  value: number | null;
  icon: LucideIcon;
  tint: string;
  testId: string;
  isPending: boolean;
};

/**
 * The three summary cards (docs/product.md "Achievements"): total achievements, achievement points (100 each, docs/
 * product.md "Limits") and new (unviewed) ones. While the list loads they pulse; if it failed they show a dash.
 */
export function SummaryCards({
  achievements,
  isPending,
}: {
  achievements: TAchievement[] | null;
  isPending: boolean;
}) {
  const { t } = useTranslation();
  const total = achievements ? achievements.length : null;
  return (
    <section aria-label={t('achievements.summary.label')} aria-busy={isPending}>
      <ul className="grid grid-cols-3 gap-2 sm:gap-4">
        <li>
          <SummaryCard
            label={t('achievements.summary.total')}
            hint={t('achievements.summary.totalHint')}
            value={total}
            icon={Trophy}
            tint="bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300"
            testId="summary-total"
            isPending={isPending}
          />
        </li>
        <li>
          <SummaryCard
            label={t('achievements.summary.points')}
            hint={t('achievements.summary.pointsHint', { points: formatNumber(ACHIEVEMENT_POINTS, 0) })}
            value={total === null ? null : total * ACHIEVEMENT_POINTS}
            icon={Award}
            tint="bg-violet-100 text-violet-700 dark:bg-violet-950 dark:text-violet-300"
            testId="summary-points"
            isPending={isPending}
          />
        </li>
        <li>
          <SummaryCard
            label={t('achievements.summary.new')}
            hint={t('achievements.summary.newHint')}
            value={achievements ? countUnviewed(achievements) : null}
            icon={BellDot}
            tint="bg-accent text-accent-foreground"
            testId="summary-new"
            isPending={isPending}
          />
        </li>
      </ul>
    </section>
  );
}

function SummaryCard({ label, hint, value, icon: Icon, tint, testId, isPending }: SummaryCardProps) {
  const labelId = useId();
  return (
    <Card
      role="group"
      aria-labelledby={labelId}
      className="h-full flex-col items-start gap-2 px-3 py-3 sm:flex-row sm:items-center sm:gap-4 sm:px-5 sm:py-4"
      data-testid={testId}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-flex size-8 shrink-0 items-center justify-center rounded-full sm:size-10',
          tint,
        )}
      >
        <Icon className="size-4 sm:size-5" />
      </span>
      <div className="flex min-w-0 max-w-full flex-col">
        <span id={labelId} className="hyphens-auto break-words text-muted-foreground text-xs sm:text-sm">
          {label}
        </span>
        {value === null && isPending ? (
          <span
            aria-hidden="true"
            className="my-1 h-7 w-12 animate-pulse rounded bg-muted motion-reduce:animate-none"
          />
        ) : value === null ? (
          <span className="font-bold text-muted-foreground text-xl sm:text-2xl" data-testid="summary-value">
            {'—'}
          </span>
        ) : (
          <span className="font-bold text-xl tabular-nums sm:text-2xl" data-testid="summary-value">
            {formatNumber(value, 0)}
          </span>
        )}
        <span className="hidden break-words text-muted-foreground text-xs sm:block">{hint}</span>
      </div>
    </Card>
  );
}
