import { z } from 'zod';
import { idParam } from './fields';
import { GOAL_TYPES, type TGoalType } from './portfolio';

// Achievements, streaks and levels, earned from real activity (docs/product.md "Achievements"; docs/api.md).

export const ACHIEVEMENT_TYPES = ['milestone', 'goal_reached', 'streak', 'level_up'] as const;
export type TAchievementType = (typeof ACHIEVEMENT_TYPES)[number];

export const ACHIEVEMENT_BADGES = [
  'trophy',
  'target',
  'trending-up',
  'home',
  'dollar-sign',
  'percent',
  'star',
] as const;
export type TAchievementBadge = (typeof ACHIEVEMENT_BADGES)[number];

export const ACHIEVEMENT_COLORS = ['gold', 'silver', 'bronze', 'blue', 'green', 'purple', 'red'] as const;
export type TAchievementColor = (typeof ACHIEVEMENT_COLORS)[number];

/** What an achievement counts: the engine measures each of these from stored activity. */
export const ACHIEVEMENT_METRICS = [
  'properties',
  'portfolioValue',
  'monthlyCashFlow',
  'analyses',
  'goal',
  'signInStreak',
  'analysisWeekStreak',
  'growthStreak',
  'level',
] as const;
export type TAchievementMetric = (typeof ACHIEVEMENT_METRICS)[number];

export type TAchievementDefinition = {
  key: string;
  type: TAchievementType;
  metric: TAchievementMetric;
  /** Earned when the metric reaches this (for goals: when the goal is reached; the value is the goal's target). */
  threshold: number;
  badge: TAchievementBadge;
  color: TAchievementColor;
  /** How the value reads (docs/product.md "Achievements"): $ for portfolio_value and cash_flow, % for roi, 'Properties' for properties. */
  goalType: TGoalType | null;
  title: string;
  description: string;
};

const milestone = (
  key: string,
  metric: TAchievementMetric,
  threshold: number,
  badge: TAchievementBadge,
  color: TAchievementColor,
  goalType: TGoalType | null,
  title: string,
  description: string,
): TAchievementDefinition => ({
  key,
  type: 'milestone',
  metric,
  threshold,
  badge,
  color,
  goalType,
  title,
  description,
});

const streak = (
  key: string,
  metric: TAchievementMetric,
  threshold: number,
  color: TAchievementColor,
  title: string,
  description: string,
): TAchievementDefinition => ({
  key,
  type: 'streak',
  metric,
  threshold,
  badge: metric === 'growthStreak' ? 'trending-up' : 'star',
  color,
  goalType: null,
  title,
  description,
});

const GOAL_TITLES: Record<TGoalType, string> = {
  portfolio_value: 'Portfolio Value Goal Reached',
  cash_flow: 'Cash Flow Goal Reached',
  properties: 'Property Count Goal Reached',
  roi: 'ROI Goal Reached',
};
const GOAL_DESCRIPTIONS: Record<TGoalType, string> = {
  portfolio_value: 'Your portfolio reached your target value.',
  cash_flow: 'Your monthly cash flow reached your target.',
  properties: 'You reached your target number of properties.',
  roi: 'Your average ROI reached your target.',
};
const GOAL_BADGES: Record<TGoalType, TAchievementBadge> = {
  portfolio_value: 'trophy',
  cash_flow: 'dollar-sign',
  properties: 'home',
  roi: 'percent',
};

/** Every achievement but the level-ups, which are made per level by levelUpDefinition. */
export const ACHIEVEMENTS: readonly TAchievementDefinition[] = [
  milestone(
    'properties-1',
    'properties',
    1,
    'home',
    'bronze',
    'properties',
    'First Property',
    'You added your first property.',
  ),
  milestone(
    'properties-5',
    'properties',
    5,
    'home',
    'silver',
    'properties',
    'Growing Portfolio',
    'Your portfolio holds 5 properties.',
  ),
  milestone(
    'properties-10',
    'properties',
    10,
    'home',
    'gold',
    'properties',
    'Portfolio Builder',
    'Your portfolio holds 10 properties.',
  ),
  milestone(
    'properties-25',
    'properties',
    25,
    'home',
    'purple',
    'properties',
    'Property Mogul',
    'Your portfolio holds 25 properties.',
  ),
  milestone(
    'portfolio-value-500000',
    'portfolioValue',
    500_000,
    'trending-up',
    'blue',
    'portfolio_value',
    'Half-Million Portfolio',
    'Your portfolio is worth $500K.',
  ),
  milestone(
    'portfolio-value-1000000',
    'portfolioValue',
    1_000_000,
    'trending-up',
    'gold',
    'portfolio_value',
    'Million-Dollar Portfolio',
    'Your portfolio is worth $1M.',
  ),
  milestone(
    'portfolio-value-2500000',
    'portfolioValue',
    2_500_000,
    'trending-up',
    'purple',
    'portfolio_value',
    'Multi-Million Portfolio',
    'Your portfolio is worth $2.5M.',
  ),
  milestone(
    'cash-flow-1000',
    'monthlyCashFlow',
    1000,
    'dollar-sign',
    'green',
    'cash_flow',
    'Cash Flow Starter',
    'Your portfolio brings in $1K a month.',
  ),
  milestone(
    'cash-flow-5000',
    'monthlyCashFlow',
    5000,
    'dollar-sign',
    'silver',
    'cash_flow',
    'Cash Flow Builder',
    'Your portfolio brings in $5K a month.',
  ),
  milestone(
    'cash-flow-10000',
    'monthlyCashFlow',
    10_000,
    'dollar-sign',
    'gold',
    'cash_flow',
    'Cash Flow Master',
    'Your portfolio brings in $10K a month.',
  ),
  milestone(
    'analyses-1',
    'analyses',
    1,
    'target',
    'blue',
    null,
    'First Analysis',
    'You analyzed your first deal.',
  ),
  milestone('analyses-10', 'analyses', 10, 'target', 'silver', null, 'Deal Hunter', 'You analyzed 10 deals.'),
  milestone('analyses-50', 'analyses', 50, 'target', 'gold', null, 'Deal Expert', 'You analyzed 50 deals.'),
  ...GOAL_TYPES.map(
    (goalType): TAchievementDefinition => ({
      key: `goal-${goalType}`,
      type: 'goal_reached',
      metric: 'goal',
      threshold: 0,
      badge: GOAL_BADGES[goalType],
      color: 'gold',
      goalType,
      title: GOAL_TITLES[goalType],
      description: GOAL_DESCRIPTIONS[goalType],
    }),
  ),
  streak(
    'sign-in-streak-7',
    'signInStreak',
    7,
    'blue',
    '7-Day Streak',
    'You used Rentfolio 7 days in a row.',
  ),
  streak(
    'sign-in-streak-30',
    'signInStreak',
    30,
    'purple',
    '30-Day Streak',
    'You used Rentfolio 30 days in a row.',
  ),
  streak(
    'analysis-streak-3',
    'analysisWeekStreak',
    3,
    'green',
    'Weekly Analyst',
    'You analyzed a deal 3 weeks in a row.',
  ),
  streak(
    'analysis-streak-12',
    'analysisWeekStreak',
    12,
    'gold',
    'Dedicated Analyst',
    'You analyzed a deal 12 weeks in a row.',
  ),
  streak(
    'growth-streak-7',
    'growthStreak',
    7,
    'green',
    'Growth Week',
    'Your portfolio grew 7 days in a row.',
  ),
  streak(
    'growth-streak-30',
    'growthStreak',
    30,
    'gold',
    'Growth Month',
    'Your portfolio grew 30 days in a row.',
  ),
];

/** The level-up achievement of reaching `level` (2 and above). */
export function levelUpDefinition(level: number): TAchievementDefinition {
  return {
    key: `level-${level}`,
    type: 'level_up',
    metric: 'level',
    threshold: level,
    badge: 'star',
    color: level >= 10 ? 'gold' : level >= 5 ? 'silver' : 'bronze',
    goalType: null,
    title: `Level ${level}`,
    description: `You reached level ${level}.`,
  };
}

/** Each achievement is worth 100 points (docs/product.md "Achievements"). */
export const ACHIEVEMENT_POINTS = 100;

/**
 * Experience points, from achievements and activity (docs/product.md "Achievements"). Level-ups are not counted, so
 * that a level cannot raise itself.
 */
export const XP_VALUES = {
  achievement: 100,
  property: 25,
  analysis: 10,
  activeDay: 5,
} as const;

/** The XP at which `level` starts: 25·(level−1)·(level+2), so 0, 100, 250, 450, 700, 1,000, … */
export function levelThreshold(level: number): number {
  return 25 * (level - 1) * (level + 2);
}

/** The level that `xp` points reach (level 1 at 0). */
export function levelForXp(xp: number): number {
  let level = 1;
  while (levelThreshold(level + 1) <= xp) level += 1;
  return level;
}

export const ACHIEVEMENT_MESSAGES = {
  notFound: 'Achievement not found.',
  fetchFailed: 'Failed to fetch achievements',
  timeZone: 'The time zone must be an IANA name such as America/Denver.',
} as const;

export const ZAchievement = z
  .object({
    id: z.number().int(),
    key: z.string().describe('Which achievement (clients write their text from it).'),
    title: z.string(),
    description: z.string(),
    badge: z.enum(ACHIEVEMENT_BADGES),
    color: z.enum(ACHIEVEMENT_COLORS),
    achievementType: z.enum(ACHIEVEMENT_TYPES),
    goalType: z.enum(GOAL_TYPES).nullable(),
    value: z.number().describe('The figure reached: properties, dollars, percent, days, weeks or the level.'),
    earnedAt: z.string().describe('ISO 8601, UTC.'),
    isViewed: z.boolean(),
  })
  .meta({ id: 'Achievement' });
export type TAchievement = z.infer<typeof ZAchievement>;

// GET /api/achievements – the caller's achievements, newest first
export const ZAchievementList = z.array(ZAchievement).meta({ id: 'AchievementList' });

export const ZAchievementIdParams = z.object({ id: idParam('achievement') });

// POST /api/achievements/check – re-evaluates and answers what was newly awarded
export const ZAchievementCheckResponse = z
  .object({ awarded: z.array(ZAchievement) })
  .meta({ id: 'AchievementCheckResponse' });

const ZStreak = z.object({
  current: z.number().int().describe('The run that is still going (today or the period before it counts).'),
  best: z.number().int(),
});

const ZXpSource = z.object({ count: z.number().int(), xp: z.number().int() });

// GET /api/achievements/progress – the level, its XP and what it comes from, and the streaks
export const ZAchievementProgress = z
  .object({
    level: z.number().int(),
    xp: z.number().int(),
    levelStartXp: z.number().int(),
    nextLevelXp: z.number().int(),
    sources: z.object({
      achievements: ZXpSource,
      properties: ZXpSource,
      analyses: ZXpSource,
      activeDays: ZXpSource,
    }),
    streaks: z.object({
      signInDays: ZStreak,
      analysisWeeks: ZStreak,
      growthDays: ZStreak,
    }),
    timeZone: z
      .string()
      .describe('The zone days and weeks are counted in (UTC until the browser reports one).'),
  })
  .meta({ id: 'AchievementProgress' });
export type TAchievementProgress = z.infer<typeof ZAchievementProgress>;

/** A real IANA time zone name, as the browser reports it (Intl.DateTimeFormat().resolvedOptions().timeZone). */
export function isTimeZone(value: string): boolean {
  if (value.length > 64 || !/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

// PUT /api/user/time-zone – the zone the browser reports; achievements count days and weeks in it
export const ZTimeZoneRequest = z
  .object(
    {
      timeZone: z
        .string({ error: ACHIEVEMENT_MESSAGES.timeZone })
        .refine(isTimeZone, { error: ACHIEVEMENT_MESSAGES.timeZone }),
    },
    { error: 'Send the time zone as a JSON object.' },
  )
  .meta({ id: 'TimeZoneRequest' });
