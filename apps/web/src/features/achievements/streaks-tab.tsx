import type { TAchievement, TAchievementProgress } from '@rentfolio/contracts';
import { CalendarCheck, type LucideIcon, Target, TrendingUp } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { formatNumber } from '@/lib/format';
import { getAchievementText } from './achievement-text';
import { nextStreakAchievement, STREAKS, type StreakId, type StreakUnit } from './progress-model';
import { type ProgressQuery, WithProgress } from './progress-states';

const STREAK_ICONS: Record<StreakId, LucideIcon> = {
  signInDays: CalendarCheck,
  analysisWeeks: Target,
  growthDays: TrendingUp,
};

type StreaksTabProps = { progress: ProgressQuery; achievements: TAchievement[] | null };

/**
 * The Streaks tab (docs/product.md "Real figures": computed from real activity, not demo cards): days in a row using
 * Rentfolio, weeks in a row with a deal analysis and days in a row of portfolio growth, each current and best, and
 * the catalogue's next streak achievement to aim for.
 */
export function StreaksTab({ progress, achievements }: StreaksTabProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const earnedKeys = useMemo(
    () => (achievements ? new Set(achievements.map((achievement) => achievement.key)) : null),
    [achievements],
  );
  return (
    <Card aria-labelledby={titleId} role="region" className="gap-5" data-testid="streaks">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle id={titleId} className="text-lg">
          {t('achievements.streaks.title')}
        </CardTitle>
        {progress.data ? (
          <CardDescription>
            {t('achievements.streaks.text', { timeZone: progress.data.timeZone })}
          </CardDescription>
        ) : null}
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        <WithProgress progress={progress}>
          {(data) => (
            <ul className="grid gap-4 md:grid-cols-3">
              {STREAKS.map((streak) => (
                <li key={streak.id}>
                  <StreakCard
                    id={streak.id}
                    unit={streak.unit}
                    streak={data.streaks[streak.id]}
                    next={nextStreakAchievement(streak.metric, data.streaks[streak.id], earnedKeys)}
                  />
                </li>
              ))}
            </ul>
          )}
        </WithProgress>
      </CardContent>
    </Card>
  );
}

type StreakCardProps = {
  id: StreakId;
  unit: StreakUnit;
  streak: TAchievementProgress['streaks'][StreakId];
  next: ReturnType<typeof nextStreakAchievement>;
};

function StreakCard({ id, unit, streak, next }: StreakCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const Icon = STREAK_ICONS[id];
  const amount = (value: number) =>
    t(`achievements.values.${unit}`, { count: value, value: formatNumber(value, 0) });
  const nextTitle = next
    ? (getAchievementText(next.definition.key, t)?.title ?? next.definition.title)
    : null;

  return (
    <section
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-4 rounded-lg border p-4"
      data-testid="streak"
      data-streak={id}
    >
      <h3 id={titleId} className="flex items-start gap-2 font-semibold text-sm leading-snug">
        <span
          aria-hidden="true"
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground"
        >
          <Icon className="size-4" />
        </span>
        <span className="pt-1.5">{t(`achievements.streaks.${id}`)}</span>
      </h3>
      <dl className="grid grid-cols-2 gap-3">
        <div className="flex flex-col">
          <dt className="text-muted-foreground text-xs">{t('achievements.streaks.current')}</dt>
          <dd className="font-bold text-xl tabular-nums" data-testid="streak-current">
            {amount(streak.current)}
          </dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-muted-foreground text-xs">{t('achievements.streaks.best')}</dt>
          <dd className="font-bold text-xl tabular-nums" data-testid="streak-best">
            {amount(streak.best)}
          </dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-col gap-2 border-t pt-3 text-sm" data-testid="streak-next">
        {next && nextTitle ? (
          <>
            <p className="font-medium">{t('achievements.streaks.next', { title: nextTitle })}</p>
            <Progress
              value={next.percent}
              aria-label={t('achievements.streaks.nextBarLabel', { title: nextTitle })}
              getValueLabel={() => amount(streak.current)}
            />
            <p className="text-muted-foreground text-xs">
              {next.remaining > 0
                ? t(`achievements.streaks.${unit}ToGo`, {
                    count: next.remaining,
                    value: formatNumber(next.remaining, 0),
                  })
                : t('achievements.streaks.ready')}
            </p>
          </>
        ) : (
          <p className="text-muted-foreground">{t('achievements.streaks.allEarned')}</p>
        )}
      </div>
    </section>
  );
}
