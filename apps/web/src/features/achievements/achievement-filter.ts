import { ACHIEVEMENT_TYPES, type TAchievement } from '@rentfolio/contracts';

/** The filter row of the Milestones tab (docs/product.md "Achievements"): All, then one per achievement type. */
export const ACHIEVEMENT_FILTERS = ['all', ...ACHIEVEMENT_TYPES] as const;
export type AchievementFilter = (typeof ACHIEVEMENT_FILTERS)[number];

/** The achievements a filter shows, in the order given (the API's: newest first). */
export function filterAchievements<T extends Pick<TAchievement, 'achievementType'>>(
  achievements: readonly T[],
  filter: AchievementFilter,
): T[] {
  return filter === 'all'
    ? [...achievements]
    : achievements.filter((achievement) => achievement.achievementType === filter);
}

/** How many achievements are not yet marked read (the New summary card). */
export function countUnviewed(achievements: readonly Pick<TAchievement, 'isViewed'>[]): number {
  return achievements.reduce((count, achievement) => count + (achievement.isViewed ? 0 : 1), 0);
}
