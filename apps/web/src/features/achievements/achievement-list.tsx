import type { TAchievement } from '@rentfolio/contracts';
import { Calculator, CheckCheck, Plus, Trophy } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';
import { ACHIEVEMENT_FILTERS, type AchievementFilter, filterAchievements } from './achievement-filter';
import { AchievementItem } from './achievement-item';
import { useMarkAchievementViewed, useMarkAllAchievementsViewed } from './api';

/** The Milestones tab: the filter row and the achievements it lets through, newest first; or the empty state. */
export function AchievementList({ achievements }: { achievements: TAchievement[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [filter, setFilter] = useState<AchievementFilter>('all');
  const markViewed = useMarkAchievementViewed();
  const markAllViewed = useMarkAllAchievementsViewed();
  const listRef = useRef<HTMLUListElement>(null);

  if (achievements.length === 0) return <EmptyAchievements />;
  const shown = filterAchievements(achievements, filter);
  const hasNew = achievements.some((achievement) => !achievement.isViewed);

  function handleMarkAllRead() {
    markAllViewed.mutate(undefined, {
      onError: () => toast.error(t('achievements.list.markAllReadFailed')),
    });
    // The button goes away with the dots: the focus moves to the first achievement rather than falling to the page.
    listRef.current?.querySelector<HTMLElement>('[data-testid="achievement"]')?.focus();
  }

  return (
    <Card aria-labelledby={titleId} role="region" className="gap-5" data-testid="achievement-list">
      <CardHeader className="px-4 sm:px-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex flex-col gap-1.5">
            <CardTitle id={titleId} className="text-lg">
              {t('achievements.list.title')}
            </CardTitle>
            <CardDescription>{t('achievements.list.text')}</CardDescription>
          </div>
          {/* A burst of level-ups arrives together: one click reads them all (docs/product.md "Achievements"). */}
          {hasNew || markAllViewed.isPending ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={handleMarkAllRead}
              disabled={markAllViewed.isPending}
              data-testid="achievements-mark-all-read"
            >
              <CheckCheck aria-hidden="true" />
              {markAllViewed.isPending
                ? t('achievements.list.markingAllRead')
                : t('achievements.list.markAllRead')}
            </Button>
          ) : null}
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 px-4 sm:px-6">
        <fieldset className="m-0 flex min-w-0 flex-wrap gap-2 border-0 p-0" data-testid="achievement-filters">
          <legend className="sr-only">{t('achievements.filter.label')}</legend>
          {ACHIEVEMENT_FILTERS.map((option) => {
            const isActive = option === filter;
            return (
              <Button
                key={option}
                type="button"
                size="sm"
                variant={isActive ? 'default' : 'outline'}
                aria-pressed={isActive}
                data-filter={option}
                onClick={() => setFilter(option)}
              >
                {t(`achievements.filter.${option}`)}{' '}
                <span className="font-normal tabular-nums">
                  {formatNumber(filterAchievements(achievements, option).length, 0)}
                </span>
              </Button>
            );
          })}
        </fieldset>
        {shown.length === 0 ? (
          <p
            className="py-6 text-center text-muted-foreground text-sm"
            data-testid="achievement-filter-empty"
          >
            {t('achievements.filter.empty')}
          </p>
        ) : (
          <ul ref={listRef} className="flex flex-col gap-3">
            {shown.map((achievement) => (
              <li key={achievement.id}>
                <AchievementItem achievement={achievement} onMarkRead={(id) => markViewed.mutate(id)} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** 'No Achievements Yet', and the two ways to earn the first. */
function EmptyAchievements() {
  const { t } = useTranslation();
  return (
    <Card className="items-center gap-3 px-6 py-10 text-center" data-testid="achievements-empty">
      <span
        aria-hidden="true"
        className="inline-flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground"
      >
        <Trophy className="size-6" />
      </span>
      <h2 className="font-semibold text-lg">{t('achievements.empty.title')}</h2>
      <p className="max-w-md text-muted-foreground text-sm">{t('achievements.empty.text')}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link href="/add-property">
            <Plus aria-hidden="true" />
            {t('achievements.empty.addProperty')}
          </Link>
        </Button>
        <Button variant="outline" asChild>
          <Link href="/deal-analysis">
            <Calculator aria-hidden="true" />
            {t('achievements.empty.analyzeDeal')}
          </Link>
        </Button>
      </div>
    </Card>
  );
}
