import type { TAchievement } from '@rentfolio/contracts';
import type { TFunction } from 'i18next';
import { formatGoalValue } from '@/features/goals';
import { formatNumber } from '@/lib/format';
import { achievementDefinition } from './achievement-text';

/** What an achievement's `value` counts, and so how it reads. */
export type AchievementValueKind =
  | 'money'
  | 'percent'
  | 'properties'
  | 'analyses'
  | 'days'
  | 'weeks'
  | 'level'
  | 'number';

type ValueFields = Pick<TAchievement, 'key' | 'goalType' | 'achievementType' | 'value'>;

/**
 * docs/product.md "Limits" (Goal progress): $ for portfolio_value and cash_flow, % for roi, the word 'Properties' for
 * properties; the other achievements count analyses, days or weeks in a row, or are a level.
 */
export function achievementValueKind(achievement: Omit<ValueFields, 'value'>): AchievementValueKind {
  switch (achievement.goalType) {
    case 'portfolio_value':
    case 'cash_flow':
      return 'money';
    case 'roi':
      return 'percent';
    case 'properties':
      return 'properties';
    default:
      break;
  }
  switch (achievementDefinition(achievement.key)?.metric) {
    case 'analyses':
      return 'analyses';
    case 'signInStreak':
    case 'growthStreak':
      return 'days';
    case 'analysisWeekStreak':
      return 'weeks';
    case 'level':
      return 'level';
    default:
      return achievement.achievementType === 'level_up' ? 'level' : 'number';
  }
}

/** An achievement's figure as shown: "$512K", "8.5%", "1 Property", "10 analyses", "7 days", "3 weeks", "Level 4". */
export function formatAchievementValue(achievement: ValueFields, t: TFunction): string {
  const { value, goalType } = achievement;
  const count = { count: value, value: formatNumber(value, 0) };
  const kind = achievementValueKind(achievement);
  switch (kind) {
    case 'money':
    case 'percent':
    case 'properties':
      return goalType
        ? formatGoalValue(goalType, value, (n) =>
            t('goals.propertyCount', { count: n, value: formatNumber(n, 0) }),
          )
        : formatNumber(value);
    case 'analyses':
      return t('achievements.values.analyses', count);
    case 'days':
      return t('achievements.values.days', count);
    case 'weeks':
      return t('achievements.values.weeks', count);
    case 'level':
      return t('achievements.levelUp.title', { level: value });
    case 'number':
      return formatNumber(value);
  }
}
