import {
  ACHIEVEMENTS,
  levelThreshold,
  type TAchievementDefinition,
  type TAchievementMetric,
  type TAchievementProgress,
} from '@rentfolio/contracts';

export type StreakId = keyof TAchievementProgress['streaks'];
export type StreakUnit = 'days' | 'weeks';

/** The three real streaks of GET /api/achievements/progress, the catalogue metric each earns, and its unit. */
export const STREAKS: readonly { id: StreakId; metric: TAchievementMetric; unit: StreakUnit }[] = [
  { id: 'signInDays', metric: 'signInStreak', unit: 'days' },
  { id: 'analysisWeeks', metric: 'analysisWeekStreak', unit: 'weeks' },
  { id: 'growthDays', metric: 'growthStreak', unit: 'days' },
];

export type NextStreakAchievement = {
  definition: TAchievementDefinition;
  /** How many more days or weeks the current streak needs (0: reached, not yet awarded). */
  remaining: number;
  /** The current streak as a percentage of the threshold, at most 100. */
  percent: number;
};

/**
 * The streak achievement to aim for next: the lowest of the catalogue's for `metric` not yet earned (by `earnedKeys`
 * when the list is known, else by the best streak so far), with how far the current streak is from it; null once
 * every one is earned.
 */
export function nextStreakAchievement(
  metric: TAchievementMetric,
  streak: { current: number; best: number },
  earnedKeys: ReadonlySet<string> | null,
): NextStreakAchievement | null {
  const definition = ACHIEVEMENTS.filter((item) => item.type === 'streak' && item.metric === metric)
    .sort((a, b) => a.threshold - b.threshold)
    .find((item) => (earnedKeys ? !earnedKeys.has(item.key) : item.threshold > streak.best));
  if (!definition) return null;
  return {
    definition,
    remaining: Math.max(0, definition.threshold - streak.current),
    percent: Math.min(100, Math.max(0, (streak.current / definition.threshold) * 100)),
  };
}

export type LevelBar = {
  /** XP earned since the level began. */
  intoLevel: number;
  /** XP still needed for the next level. */
  toNext: number;
  /** How far through the level, 0 to 100. */
  percent: number;
};

/** The level's bar: from levelStartXp to nextLevelXp. */
export function levelBar(
  progress: Pick<TAchievementProgress, 'xp' | 'levelStartXp' | 'nextLevelXp'>,
): LevelBar {
  const span = progress.nextLevelXp - progress.levelStartXp;
  const intoLevel = Math.max(0, progress.xp - progress.levelStartXp);
  return {
    intoLevel,
    toNext: Math.max(0, progress.nextLevelXp - progress.xp),
    percent: span > 0 ? Math.min(100, (intoLevel / span) * 100) : 100,
  };
}

/** "Level 2 starts at 100 XP, and each level after it takes 50 XP more than the one before" (contracts' formula). */
export function levelRule(): { first: number; step: number } {
  const first = levelThreshold(2);
  const step = levelThreshold(4) - levelThreshold(3) - (levelThreshold(3) - levelThreshold(2));
  return { first, step };
}
