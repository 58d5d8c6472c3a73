import type { TGoalProgress } from '@rentfolio/contracts';
import { goalTone } from '@rentfolio/finance';
import { CalendarClock, CircleCheck, Lightbulb, Target, Trophy } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SectionError, SectionLoading } from '@/components/section-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import {
  formatGoalProgress,
  formatGoalValue,
  GOAL_TONE_CLASSES,
  goalRemaining,
  overallGoalProgress,
} from '@/features/goals';
import { useGoalProgress, usePortfolioGoals } from '@/lib/api/goals';
import { formatCalendarDate, formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';
import { isPastDate } from './dates';

/**
 * The Investment Goals card (docs/product.md "Screens" (Dashboard), docs/product.md "Portfolio figures"): its year is the target date's; each goal's
 * target, progress and what remains come from GET /api/goals/progress; the bars stop at 100% and take the colours of
 * docs/product.md "Limits"; a reached goal shows a trophy and a green bar.
 */
export function GoalsCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const goals = usePortfolioGoals();
  const progress = useGoalProgress();
  const isPending = goals.isPending || progress.isPending;
  const isError = goals.isError || progress.isError || (!isPending && (!goals.data || !progress.data));

  const targetDate = goals.data?.targetDate;
  const title = targetDate
    ? t('dashboard.goals.title', { year: targetDate.slice(0, 4) })
    : t('dashboard.goals.titleFallback');

  function handleRetry() {
    if (goals.isError) void goals.refetch();
    if (progress.isError) void progress.refetch();
  }

  return (
    <Card aria-labelledby={titleId} role="region" className="h-full gap-5" data-testid="goals-card">
      <CardHeader className="px-5 sm:px-6">
        <CardTitle id={titleId} className="flex items-center gap-2 text-lg">
          <span
            aria-hidden="true"
            className="inline-flex size-7 items-center justify-center rounded-md bg-accent text-accent-foreground"
          >
            <Target className="size-4" />
          </span>
          {title}
        </CardTitle>
        {targetDate ? (
          <CardDescription className="flex items-center gap-1.5">
            <CalendarClock className="size-3.5 shrink-0" aria-hidden="true" />
            {isPastDate(targetDate)
              ? t('dashboard.goals.datePassed', { date: formatCalendarDate(targetDate) })
              : t('dashboard.goals.byDate', { date: formatCalendarDate(targetDate) })}
          </CardDescription>
        ) : null}
      </CardHeader>

      <CardContent className="flex flex-col gap-5 px-5 sm:px-6">
        {isPending ? (
          <SectionLoading label={t('dashboard.loading')} />
        ) : isError || !goals.data || !progress.data ? (
          <SectionError message={t('dashboard.goals.loadFailed')} onRetry={handleRetry} />
        ) : (
          <>
            {goals.data.isDefault ? (
              <p className="flex items-start gap-2 rounded-lg border border-primary/25 bg-accent px-3 py-2 text-accent-foreground text-sm">
                <Lightbulb className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {t('dashboard.goals.suggested')}
              </p>
            ) : null}
            <ul className="flex flex-col gap-4">
              {progress.data.map((goal) => (
                <li key={goal.goalType}>
                  <GoalRow goal={goal} />
                </li>
              ))}
            </ul>
            <OverallProgress goals={progress.data} />
          </>
        )}
      </CardContent>

      <CardFooter className="mt-auto px-5 sm:px-6">
        <Button variant="outline" asChild>
          <Link href="/portfolio-settings">{t('dashboard.goals.update')}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

/** What is left, in the goal's unit: "$120K", "4", "2.5%". */
function formatRemaining(goal: TGoalProgress): string {
  const remaining = goalRemaining(goal);
  return formatGoalValue(goal.goalType, remaining, (count) => formatNumber(count, 0));
}

function GoalRow({ goal }: { goal: TGoalProgress }) {
  const { t } = useTranslation();
  const tone = goalTone(goal.progress);
  const title = t(`goals.titles.${goal.goalType}`);
  const progressText = formatGoalProgress(goal.progress);

  return (
    <div className="flex flex-col gap-1.5" data-goal={goal.goalType}>
      <div className="flex items-baseline justify-between gap-3">
        <h3 className="flex items-center gap-1.5 font-medium text-sm">
          {goal.isReached ? (
            <Trophy
              data-testid="goal-trophy"
              className="size-4 shrink-0 text-amber-600 dark:text-amber-400"
              aria-hidden="true"
            />
          ) : null}
          {title}
        </h3>
        <span
          data-testid="goal-progress"
          className={cn('font-semibold text-sm tabular-nums', GOAL_TONE_CLASSES[tone].text)}
        >
          {progressText}
        </span>
      </div>
      <Progress
        value={goal.progress}
        aria-label={t('dashboard.goals.progressLabel', { title })}
        getValueLabel={() => progressText}
        indicatorClassName={GOAL_TONE_CLASSES[tone].bar}
      />
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-0.5 text-muted-foreground text-xs">
        <span data-testid="goal-target">
          {t('dashboard.goals.target', {
            value: formatGoalValue(goal.goalType, goal.target, (count) =>
              t('dashboard.goals.propertyCount', { count, value: formatNumber(count, 0) }),
            ),
          })}
        </span>
        {goal.isReached ? (
          <span
            data-testid="goal-reached"
            className={cn('flex items-center gap-1 font-medium', GOAL_TONE_CLASSES.reached.text)}
          >
            <CircleCheck className="size-3.5 shrink-0" aria-hidden="true" />
            {t('dashboard.goals.reached')}
          </span>
        ) : (
          <span data-testid="goal-remaining">
            {t('dashboard.goals.remaining', { value: formatRemaining(goal) })}
          </span>
        )}
      </div>
    </div>
  );
}

function OverallProgress({ goals }: { goals: readonly TGoalProgress[] }) {
  const { t } = useTranslation();
  const overall = overallGoalProgress(goals);
  const tone = goalTone(overall);
  const text = formatGoalProgress(overall);
  return (
    <div className="flex flex-col gap-1.5 border-t pt-4" data-testid="goals-overall">
      <div className="flex items-baseline justify-between gap-3">
        <h3 className="font-semibold text-sm">{t('dashboard.goals.overall')}</h3>
        <span
          data-testid="goals-overall-value"
          className={cn('font-bold text-lg tabular-nums', GOAL_TONE_CLASSES[tone].text)}
        >
          {text}
        </span>
      </div>
      <Progress
        value={overall}
        aria-label={t('dashboard.goals.overall')}
        getValueLabel={() => text}
        indicatorClassName={GOAL_TONE_CLASSES[tone].bar}
        className="h-2.5"
      />
      <p className="text-muted-foreground text-xs">{t('dashboard.goals.overallHint')}</p>
    </div>
  );
}
