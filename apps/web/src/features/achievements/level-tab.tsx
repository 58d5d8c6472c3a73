import { type TAchievementProgress, XP_VALUES } from '@rentfolio/contracts';
import { Award, Calculator, CalendarDays, Home, type LucideIcon, Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { formatNumber } from '@/lib/format';
import { levelBar, levelRule } from './progress-model';
import { type ProgressQuery, WithProgress } from './progress-states';

type SourceId = keyof TAchievementProgress['sources'];

const SOURCES: readonly { id: SourceId; icon: LucideIcon }[] = [
  { id: 'achievements', icon: Award },
  { id: 'properties', icon: Home },
  { id: 'analyses', icon: Calculator },
  { id: 'activeDays', icon: CalendarDays },
];

const xp = (value: number) => formatNumber(value, 0);

/**
 * The Level Ups tab (docs/product.md "Real figures": computed from real activity): the level, its XP and the bar
 * from the level's start to the next, the counts the XP comes from, and how XP is earned (contracts' XP_VALUES).
 */
export function LevelTab({ progress }: { progress: ProgressQuery }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} role="region" className="gap-5" data-testid="level">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle id={titleId} className="text-lg">
          {t('achievements.levels.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        <WithProgress progress={progress}>{(data) => <LevelDetails progress={data} />}</WithProgress>
      </CardContent>
    </Card>
  );
}

function LevelDetails({ progress }: { progress: TAchievementProgress }) {
  const { t } = useTranslation();
  const sourcesId = useId();
  const howId = useId();
  const bar = levelBar(progress);
  const nextLevel = progress.level + 1;
  const rule = levelRule();

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <div className="flex flex-col gap-4">
        <div className="flex items-center gap-4">
          <span
            aria-hidden="true"
            className="inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-800 ring-2 ring-amber-400 dark:bg-amber-950 dark:text-amber-300 dark:ring-amber-500/60"
          >
            <Star className="size-8" />
          </span>
          <div className="flex min-w-0 flex-col">
            <p className="font-bold text-3xl" data-testid="level-value">
              {t('achievements.levelUp.title', { level: progress.level })}
            </p>
            <p className="text-muted-foreground text-sm tabular-nums" data-testid="level-xp">
              {t('achievements.levels.totalXp', { xp: xp(progress.xp) })}
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-2 rounded-lg bg-muted/60 p-3">
          <Progress
            value={bar.percent}
            aria-label={t('achievements.levels.barLabel', { level: nextLevel })}
            getValueLabel={() =>
              t('achievements.levels.intoLevel', { xp: xp(bar.intoLevel), level: progress.level })
            }
            className="h-3 bg-background"
          />
          <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-xs tabular-nums">
            <span data-testid="level-into">
              {t('achievements.levels.intoLevel', { xp: xp(bar.intoLevel), level: progress.level })}
            </span>
            <span className="text-muted-foreground" data-testid="level-to-next">
              {t('achievements.levels.toNext', { xp: xp(bar.toNext), level: nextLevel })}
            </span>
          </div>
        </div>
      </div>

      <section
        aria-labelledby={sourcesId}
        className="flex flex-col gap-3 lg:col-start-2 lg:row-span-2 lg:row-start-1"
      >
        <h3 id={sourcesId} className="font-semibold text-sm">
          {t('achievements.levels.sourcesTitle')}
        </h3>
        <ul className="grid grid-cols-2 gap-3">
          {SOURCES.map(({ id, icon: Icon }) => (
            <li
              key={id}
              className="flex flex-col gap-1 rounded-lg border p-3"
              data-testid="xp-source"
              data-source={id}
            >
              <span className="flex items-center gap-1.5 text-muted-foreground text-xs">
                <Icon className="size-3.5 shrink-0" aria-hidden="true" />
                {t(`achievements.levels.sources.${id}`)}
              </span>
              <span className="font-bold text-xl tabular-nums" data-testid="xp-source-count">
                {formatNumber(progress.sources[id].count, 0)}
              </span>
              <span className="text-muted-foreground text-xs tabular-nums" data-testid="xp-source-xp">
                {t('achievements.levels.sourceXp', { xp: xp(progress.sources[id].xp) })}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={howId} className="flex flex-col gap-2 lg:col-start-1 lg:row-start-2">
        <h3 id={howId} className="font-semibold text-sm">
          {t('achievements.levels.howTitle')}
        </h3>
        <ul className="list-disc space-y-1 pl-5 text-muted-foreground text-sm" data-testid="xp-rules">
          <li>{t('achievements.levels.how.achievement', { xp: xp(XP_VALUES.achievement) })}</li>
          <li>{t('achievements.levels.how.property', { xp: xp(XP_VALUES.property) })}</li>
          <li>{t('achievements.levels.how.analysis', { xp: xp(XP_VALUES.analysis) })}</li>
          <li>{t('achievements.levels.how.activeDay', { xp: xp(XP_VALUES.activeDay) })}</li>
          <li>{t('achievements.levels.how.levels', { first: xp(rule.first), step: xp(rule.step) })}</li>
        </ul>
      </section>
    </div>
  );
}
