// The achievement rules, pure: which achievements a user's figures earn, their streaks and their level
// (docs/product.md "Achievements"). The service gathers the figures; nothing here reads a clock or a database.

import {
  ACHIEVEMENTS,
  levelForXp,
  levelUpDefinition,
  type TAchievementDefinition,
  type TAchievementMetric,
  type TGoalType,
  XP_VALUES,
} from '@rentfolio/contracts';

const DAY_MS = 86_400_000;

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) of `epochMs` in `timeZone` (an IANA name; UTC when null). */
export function localDay(epochMs: number, timeZone: string | null): string {
  const zone = timeZone ?? 'UTC';
  let format = dayFormats.get(zone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(zone, format);
  }
  return format.format(epochMs);
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** How far into its local day `epochMs` is in `timeZone`, in ms (0 at local midnight). */
export function msIntoLocalDay(epochMs: number, timeZone: string | null): number {
  const zone = timeZone ?? 'UTC';
  let format = clockFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    clockFormats.set(zone, format);
  }
  const [hours = 0, minutes = 0, seconds = 0] = format.format(epochMs).split(':').map(Number);
  return ((hours * 60 + minutes) * 60 + seconds) * 1000 + (((epochMs % 1000) + 1000) % 1000);
}

/**
 * A new local day counts as an active day only when the day counted before has really had time to end: at least
 * MIN_HOURS_BETWEEN_ACTIVE_DAYS after that day's local midnight (22, not 24, for a day shortened by daylight saving).
 * Moving the time zone forward therefore cannot make one real day into two.
 */
export const MIN_HOURS_BETWEEN_ACTIVE_DAYS = 22;

export function isNewActiveDay(previousDayStart: number | null, now: number): boolean {
  return previousDayStart === null || now - previousDayStart >= MIN_HOURS_BETWEEN_ACTIVE_DAYS * 3_600_000;
}

function dayNumber(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / DAY_MS;
}

/** The Monday that starts the (ISO) week of `day`, as a day number. */
function weekNumber(day: string): number {
  const n = dayNumber(day);
  // Day 0 (1970-01-01) was a Thursday: Monday-based weekday = (n + 3) mod 7.
  return n - ((((n + 3) % 7) + 7) % 7);
}

export type Streak = { current: number; best: number };

/**
 * Runs of consecutive periods in `periods` (sorted period numbers, each `step` apart when consecutive). The current
 * run is the one ending in `nowPeriod` or the period before it: today's activity may still come.
 */
function runs(periods: readonly number[], nowPeriod: number, step: number): Streak {
  let best = 0;
  let run = 0;
  let previous: number | null = null;
  for (const period of periods) {
    if (previous !== null && period === previous) continue;
    run = previous !== null && period - previous === step ? run + 1 : 1;
    best = Math.max(best, run);
    previous = period;
  }
  const current = previous !== null && nowPeriod - previous <= step && nowPeriod >= previous ? run : 0;
  return { current, best };
}

/** Consecutive calendar days with activity (days as YYYY-MM-DD, any order). */
export function dayStreak(days: readonly string[], today: string): Streak {
  return runs(
    days.map(dayNumber).sort((a, b) => a - b),
    dayNumber(today),
    1,
  );
}

/** Consecutive weeks (Monday to Sunday) with at least one active day. */
export function weekStreak(days: readonly string[], today: string): Streak {
  return runs(
    days.map(weekNumber).sort((a, b) => a - b),
    weekNumber(today),
    7,
  );
}

/**
 * Consecutive days on which the portfolio was worth more than the day before, from the daily snapshots (sorted by
 * day). A day without a snapshot, or without growth, ends a run.
 */
export function growthStreak(snapshots: readonly { day: string; value: number }[], today: string): Streak {
  const growthDays: number[] = [];
  for (let i = 1; i < snapshots.length; i += 1) {
    const before = snapshots[i - 1];
    const day = snapshots[i];
    if (!before || !day) continue;
    if (dayNumber(day.day) - dayNumber(before.day) === 1 && day.value > before.value)
      growthDays.push(dayNumber(day.day));
  }
  return runs(growthDays, dayNumber(today), 1);
}

/** What the engine measures for one user. Money in dollars. */
export type AchievementFigures = {
  properties: number;
  portfolioValue: number;
  monthlyCashFlow: number;
  analyses: number;
  activeDays: number;
  /** The goals the user set that are reached now, with their targets. */
  goalsReached: { goalType: TGoalType; target: number }[];
  streaks: { signInDays: Streak; analysisWeeks: Streak; growthDays: Streak };
};

function measure(metric: TAchievementMetric, figures: AchievementFigures): number {
  switch (metric) {
    case 'properties':
      return figures.properties;
    case 'portfolioValue':
      return figures.portfolioValue;
    case 'monthlyCashFlow':
      return figures.monthlyCashFlow;
    case 'analyses':
      return figures.analyses;
    // A streak achievement is earned once the streak has reached its length, even if it has since ended.
    case 'signInStreak':
      return figures.streaks.signInDays.best;
    case 'analysisWeekStreak':
      return figures.streaks.analysisWeeks.best;
    case 'growthStreak':
      return figures.streaks.growthDays.best;
    case 'goal':
    case 'level':
      return 0;
  }
}

export type Earned = { definition: TAchievementDefinition; value: number };

/** The achievements (level-ups aside) that `figures` earn, each with the figure it shows. */
export function earnedAchievements(figures: AchievementFigures): Earned[] {
  const earned: Earned[] = [];
  for (const definition of ACHIEVEMENTS) {
    if (definition.type === 'goal_reached') {
      const goal = figures.goalsReached.find((entry) => entry.goalType === definition.goalType);
      if (goal) earned.push({ definition, value: goal.target });
    } else if (measure(definition.metric, figures) >= definition.threshold) {
      earned.push({ definition, value: definition.threshold });
    }
  }
  return earned;
}

export type XpBreakdown = {
  achievements: { count: number; xp: number };
  properties: { count: number; xp: number };
  analyses: { count: number; xp: number };
  activeDays: { count: number; xp: number };
  total: number;
};

/** XP from each source (XP_VALUES). `achievementCount` counts achievements other than level-ups. */
export function experience(figures: AchievementFigures, achievementCount: number): XpBreakdown {
  const part = (count: number, each: number) => ({ count, xp: count * each });
  const achievements = part(achievementCount, XP_VALUES.achievement);
  const properties = part(figures.properties, XP_VALUES.property);
  const analyses = part(figures.analyses, XP_VALUES.analysis);
  const activeDays = part(figures.activeDays, XP_VALUES.activeDay);
  return {
    achievements,
    properties,
    analyses,
    activeDays,
    total: achievements.xp + properties.xp + analyses.xp + activeDays.xp,
  };
}

/** The level-up achievements that `xp` earns: one for each level from 2 to the level reached. */
export function earnedLevelUps(xp: number): Earned[] {
  const level = levelForXp(xp);
  const earned: Earned[] = [];
  for (let reached = 2; reached <= level; reached += 1) {
    earned.push({ definition: levelUpDefinition(reached), value: reached });
  }
  return earned;
}

/** The definition behind a stored key (level-ups are made from their number). */
export function definitionOf(key: string): TAchievementDefinition | undefined {
  const level = /^level-(\d+)$/.exec(key);
  if (level) return levelUpDefinition(Number(level[1]));
  return ACHIEVEMENTS.find((definition) => definition.key === key);
}
