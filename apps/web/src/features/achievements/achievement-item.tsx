import type { TAchievement } from '@rentfolio/contracts';
import { Check, Trophy } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { formatAchievementValue } from './achievement-format';
import { BADGE_ICONS, COLOR_CLASSES } from './achievement-styles';
import { describeAchievement } from './achievement-text';

export type AchievementItemProps = {
  achievement: TAchievement;
  onMarkRead: (id: number) => void;
};

/**
 * One earned achievement (docs/product.md "Achievements"): its badge in its colour, its title and description in
 * the user's language, its figure and the day it was earned. An unviewed one shows a pulsing dot (still for anyone
 * who asks for reduced motion) and Mark Read.
 */
export function AchievementItem({ achievement, onMarkRead }: AchievementItemProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const itemRef = useRef<HTMLElement>(null);
  const text = describeAchievement(achievement, t);
  const Icon = BADGE_ICONS[achievement.badge] ?? Trophy;
  const isNew = !achievement.isViewed;

  function handleMarkRead() {
    onMarkRead(achievement.id);
    // The button goes away with the dot: the focus stays on the achievement rather than falling to the page.
    itemRef.current?.focus();
  }

  return (
    <article
      ref={itemRef}
      tabIndex={-1}
      aria-labelledby={titleId}
      data-testid="achievement"
      data-key={achievement.key}
      data-type={achievement.achievementType}
      data-viewed={achievement.isViewed ? 'true' : 'false'}
      className={cn(
        'flex items-start gap-3 rounded-lg border p-3 outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring sm:gap-4 sm:p-4',
        isNew && 'border-primary/40 bg-accent/50',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative inline-flex size-10 shrink-0 items-center justify-center rounded-full ring-2 sm:size-12',
          COLOR_CLASSES[achievement.color],
        )}
        data-color={achievement.color}
      >
        <Icon className="size-5 sm:size-6" />
        {isNew ? (
          <span
            data-testid="achievement-new-dot"
            className="absolute -top-0.5 -right-0.5 size-3 animate-pulse rounded-full bg-primary ring-2 ring-card motion-reduce:animate-none"
          />
        ) : null}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 id={titleId} className="break-words font-semibold leading-snug" data-testid="achievement-title">
          {text.title}
          {isNew ? <span className="sr-only"> ({t('achievements.item.new')})</span> : null}
        </h3>
        <p className="break-words text-muted-foreground text-sm" data-testid="achievement-description">
          {text.description}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-2">
          {/* A level-up's figure is its title ("Level 3"): shown once. */}
          {achievement.achievementType === 'level_up' ? null : (
            <Badge variant="outline" className="tabular-nums" data-testid="achievement-value">
              {formatAchievementValue(achievement, t)}
            </Badge>
          )}
          <time
            dateTime={achievement.earnedAt}
            className="text-muted-foreground text-xs"
            data-testid="achievement-earned"
          >
            {t('achievements.item.earned', { date: formatDate(achievement.earnedAt) })}
          </time>
          {isNew ? (
            <Button
              variant="outline"
              size="sm"
              className="ml-auto h-8"
              onClick={handleMarkRead}
              aria-label={t('achievements.item.markReadLabel', { title: text.title })}
            >
              <Check aria-hidden="true" />
              {t('achievements.item.markRead')}
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
