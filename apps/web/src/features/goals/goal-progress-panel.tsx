import type { TGoalProgress } from '@rentfolio/contracts';
import { goalTone } from '@rentfolio/finance';
import { CircleAlert, Home, Plus, Sparkles, Trophy } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { useGoalProgress } from '@/lib/api/goals';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';
import {
  formatGoalProgress,
  formatGoalValue,
  GOAL_TONE_CLASSES,
  goalBarWidth,
  overallGoalProgress,
} from './goal-format';

/**
 * Current Progress (docs/product.md "Screens" (Account Settings), docs/product.md "Real figures"): each goal's real progress from GET
 * /api/goals/progress, coloured by docs/product.md "Limits", with a trophy once reached. Shared by /account and /portfolio-settings.
 */
export function GoalProgressPanel() {
  const { t } = useTranslation();
  const titleId = useId();
  const progress = useGoalProgress();

  let content: ReactNode;
  if (progress.isPending) {
    content = (
      <div className="flex justify-center py-10">
        <Spinner label={t('goals.progress.loading')} />
      </div>
    );
  } else if (progress.isError || !progress.data) {
    content = (
      <Alert variant="destructive" role="alert">
        <CircleAlert aria-hidden="true" />
        <div className="flex flex-col items-start gap-2">
          <p>{t('goals.progress.loadFailed')}</p>
          <Button variant="outline" size="sm" onClick={() => void progress.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      </Alert>
    );
  } else {
    content = <GoalProgressList goals={progress.data} />;
  }

  return (
    <Card className="gap-5" aria-labelledby={titleId} role="region" data-testid="goal-progress-panel">
      <CardHeader className="px-4 sm:px-6">
        <h2 id={titleId} className="font-semibold text-lg leading-tight">
          {t('goals.progress.title')}
        </h2>
        <CardDescription>{t('goals.progress.text')}</CardDescription>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">{content}</CardContent>
    </Card>
  );
}

function GoalProgressList({ goals }: { goals: TGoalProgress[] }) {
  const { t } = useTranslation();
  const overall = overallGoalProgress(goals);
  const overallTone = goalTone(overall);
  const propertiesGoal = goals.find((goal) => goal.goalType === 'properties');
  const hasNoProperties = propertiesGoal !== undefined && propertiesGoal.current === 0;

  return (
    <div className="flex flex-col gap-5">
      {hasNoProperties ? (
        <Alert>
          <Home aria-hidden="true" />
          <div className="flex flex-col items-start gap-3">
            <p>{t('goals.progress.noProperties')}</p>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" asChild>
                <Link href="/add-property">
                  <Plus aria-hidden="true" />
                  {t('goals.progress.addProperty')}
                </Link>
              </Button>
              <Button size="sm" variant="outline" asChild>
                <Link href="/onboarding">
                  <Sparkles aria-hidden="true" />
                  {t('goals.progress.setupWizard')}
                </Link>
              </Button>
            </div>
          </div>
        </Alert>
      ) : null}

      <div className="flex flex-col gap-2 rounded-lg bg-muted/60 p-3">
        <div className="flex items-center justify-between gap-3">
          <span className="font-medium text-sm">{t('goals.progress.overall')}</span>
          <span
            data-testid="overall-progress"
            className={cn('font-bold text-lg tabular-nums', GOAL_TONE_CLASSES[overallTone].text)}
          >
            {formatGoalProgress(overall)}
          </span>
        </div>
        <Progress
          value={goalBarWidth(overall)}
          aria-label={t('goals.progress.overall')}
          getValueLabel={() => formatGoalProgress(overall)}
          className="bg-background"
          indicatorClassName={GOAL_TONE_CLASSES[overallTone].bar}
        />
      </div>

      <ul className="flex flex-col gap-5">
        {goals.map((goal) => (
          <GoalProgressItem key={goal.goalType} goal={goal} />
        ))}
      </ul>
    </div>
  );
}

function GoalProgressItem({ goal }: { goal: TGoalProgress }) {
  const { t } = useTranslation();
  const titleId = useId();
  const title = t(`goals.titles.${goal.goalType}`);
  const tone = goalTone(goal.progress);
  const toneClasses = GOAL_TONE_CLASSES[tone];
  const propertyCount = (count: number) => t('goals.propertyCount', { count, value: formatNumber(count, 0) });

  return (
    <li aria-labelledby={titleId} data-goal-type={goal.goalType} className="flex flex-col gap-2">
      <div className="flex items-start justify-between gap-3">
        <span className="flex min-w-0 items-center gap-1.5">
          <span id={titleId} className="font-medium text-sm">
            {title}
          </span>
          {goal.isReached ? (
            <span className="inline-flex items-center" data-testid="goal-reached">
              <Trophy className="size-4 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden="true" />
              <span className="sr-only">{t('goals.progress.reached')}</span>
            </span>
          ) : null}
        </span>
        <span
          data-testid="goal-progress-value"
          data-tone={tone}
          className={cn('shrink-0 font-semibold text-sm tabular-nums', toneClasses.text)}
        >
          {formatGoalProgress(goal.progress)}
        </span>
      </div>
      <Progress
        value={goalBarWidth(goal.progress)}
        aria-label={t('goals.progress.barLabel', { title })}
        getValueLabel={() => formatGoalProgress(goal.progress)}
        indicatorClassName={toneClasses.bar}
      />
      <dl className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-muted-foreground text-xs">
        <div className="flex gap-1">
          <dt>{t('goals.progress.current')}</dt>
          <dd data-testid="goal-current" className="font-medium text-foreground tabular-nums">
            {formatGoalValue(goal.goalType, goal.current, propertyCount)}
          </dd>
        </div>
        <div className="flex gap-1">
          <dt>{t('goals.progress.target')}</dt>
          <dd data-testid="goal-target" className="font-medium text-foreground tabular-nums">
            {formatGoalValue(goal.goalType, goal.target, propertyCount)}
          </dd>
        </div>
      </dl>
    </li>
  );
}
