import { z } from 'zod';
import { MAX_MONEY, type NumberRule, requiredNumber } from './deal';
import { MAX_PROPERTIES_PER_USER } from './fields';
import { isIsoDate } from './property';

/**
 * Month-over-month change (docs/product.md "Portfolio figures"): today against the latest snapshot at least 28 days old. Money figures are
 * a relative change in percent (null when the old figure was 0); rates are the difference in percentage points.
 */
export const ZMonthOverMonth = z
  .object({
    since: z.string().describe('The day of the snapshot compared with, YYYY-MM-DD.'),
    totalValue: z.number().nullable(),
    totalCashFlow: z.number().nullable(),
    avgROI: z.number(),
    averageCapRate: z.number(),
    occupancyRate: z.number(),
    totalProperties: z.number().int(),
  })
  .meta({ id: 'MonthOverMonth' });
export type TMonthOverMonth = z.infer<typeof ZMonthOverMonth>;

// GET /api/portfolio/metrics (docs/product.md "Portfolio figures"); every figure is 0 for an empty portfolio
export const ZPortfolioMetrics = z
  .object({
    totalValue: z.number().describe('Sum of current values (the purchase price where none is set), dollars.'),
    totalCashFlow: z.number().describe('Sum of monthly cash flows, dollars.'),
    avgROI: z.number().describe('Mean of the properties’ ROI, percent, 2 decimals.'),
    portfolioROI: z
      .number()
      .describe(
        'The portfolio as one investment: Σ annual return / Σ cash invested x 100 (ROI weighted by cash invested), percent, 2 decimals.',
      ),
    totalProperties: z.number().int(),
    occupancyRate: z.number().describe('Occupied / all x 100, 2 decimals.'),
    averageCapRate: z.number().describe('Mean of cap rates, percent, 2 decimals.'),
    monthOverMonth: ZMonthOverMonth.nullable().describe('null until a snapshot 28 days old exists.'),
    actual: z
      .object({
        properties: z
          .number()
          .int()
          .describe('Properties with 12 months of ledger in the trailing 12 months (Plan vs Actual).'),
        monthlyCashFlow: z
          .number()
          .nullable()
          .describe(
            'Monthly cash flow with the actual figure (trailing 12 months ÷ 12) of those properties and the projected one of the rest, dollars; null when none has 12 months.',
          ),
      })
      .describe('The figures above are projected from the deal inputs; this is what the ledger says.'),
  })
  .meta({ id: 'PortfolioMetrics' });
export type TPortfolioMetrics = z.infer<typeof ZPortfolioMetrics>;

/**
 * The goal form's default targets (docs/product.md "Limits"). The product's default date, 2025-12-31, has passed: the default is the end of
 * next year instead (defaultGoalTargetDate; docs/product.md "Goals").
 */
export const GOAL_DEFAULT_TARGETS = {
  targetValue: 3_300_000,
  targetCashFlow: 25_000,
  targetProperties: 15,
  targetROI: 15,
} as const;

/** 31 December of the year after `now`'s (UTC), as YYYY-MM-DD. */
export function defaultGoalTargetDate(now: number): string {
  return `${new Date(now).getUTCFullYear() + 1}-12-31`;
}

/** The default goals at `now`. */
export function defaultGoals(now: number) {
  return { ...GOAL_DEFAULT_TARGETS, targetDate: defaultGoalTargetDate(now) };
}

export const GOAL_MESSAGES = {
  targetDate: 'Target date must be a real date written as YYYY-MM-DD.',
  targetDateNotFuture: 'Target date must be in the future.',
} as const;

/**
 * Every goal target's range and precision (docs/product.md "Input rules"): money to the cent up to the largest price,
 * a whole number of properties up to what one account may hold, and an ROI to 2 decimals between 0.01% and 1,000%.
 * Rounding comes first, so a target too small to keep (5e-324) is refused as 0 rather than stored.
 */
export const GOAL_FIELD_RULES = {
  targetValue: { field: 'targetValue', min: 0, greaterThan: 0, atMost: MAX_MONEY, money: true },
  targetCashFlow: {
    field: 'targetCashFlow',
    min: 0,
    greaterThan: 0,
    atMost: MAX_MONEY,
    money: true,
  },
  targetProperties: {
    field: 'targetProperties',
    min: 0,
    greaterThan: 0,
    atMost: MAX_PROPERTIES_PER_USER,
    integer: true,
  },
  targetROI: { field: 'targetROI', min: 0, greaterThan: 0, atMost: 1000, decimals: 2 },
} as const satisfies Record<string, NumberRule>;

// POST /api/portfolio/goals – the targets (docs/product.md "Data" (Portfolio goals))
export const ZPortfolioGoalsRequest = z
  .object(
    {
      targetValue: requiredNumber(GOAL_FIELD_RULES.targetValue),
      targetCashFlow: requiredNumber(GOAL_FIELD_RULES.targetCashFlow),
      targetProperties: requiredNumber(GOAL_FIELD_RULES.targetProperties),
      targetDate: z
        .string({ error: GOAL_MESSAGES.targetDate })
        .trim()
        .refine(isIsoDate, { error: GOAL_MESSAGES.targetDate }),
      targetROI: requiredNumber(GOAL_FIELD_RULES.targetROI),
    },
    { error: 'Send the goals as a JSON object.' },
  )
  .meta({ id: 'PortfolioGoalsRequest' });
export type TPortfolioGoalsRequest = z.input<typeof ZPortfolioGoalsRequest>;

// GET /api/portfolio/goals – the saved targets, or the defaults (isDefault) before any are saved
export const ZPortfolioGoals = z
  .object({
    targetValue: z.number(),
    targetCashFlow: z.number(),
    targetProperties: z.number().int(),
    targetDate: z.string(),
    targetROI: z.number(),
    isDefault: z.boolean().describe('true until the user saves goals.'),
  })
  .meta({ id: 'PortfolioGoals' });
export type TPortfolioGoals = z.infer<typeof ZPortfolioGoals>;

export const GOAL_TYPES = ['portfolio_value', 'cash_flow', 'properties', 'roi'] as const;
export type TGoalType = (typeof GOAL_TYPES)[number];

/** The title of each goal (the dashboard's goals card, docs/product.md "Screens"). */
export const GOAL_TITLES: Record<TGoalType, string> = {
  portfolio_value: 'Portfolio Value Target',
  cash_flow: 'Monthly Cash Flow Target',
  properties: 'Properties Count Target',
  roi: 'Average ROI Target',
};

// GET /api/goals/progress (docs/product.md "Portfolio figures")
export const ZGoalProgress = z
  .object({
    goalType: z.enum(GOAL_TYPES),
    current: z.number(),
    target: z.number(),
    progress: z
      .number()
      .describe('current / target x 100, 1 decimal, not capped; 100 when the target is 0 and met.'),
    isReached: z.boolean(),
  })
  .meta({ id: 'GoalProgress' });
export type TGoalProgress = z.infer<typeof ZGoalProgress>;

// GET /api/user/goals (docs/product.md "API calls"): title, current, target
export const ZUserGoal = z
  .object({ goalType: z.enum(GOAL_TYPES), title: z.string(), current: z.number(), target: z.number() })
  .meta({ id: 'UserGoal' });
export type TUserGoal = z.infer<typeof ZUserGoal>;

export const NOTIFICATION_TYPES = [
  'property_added',
  'properties_added',
  'import_finished',
  'goal_reached',
  'achievement_earned',
  'lease_ending',
  'rent_late',
] as const;
export type TNotificationType = (typeof NOTIFICATION_TYPES)[number];

/** A real event of the user's account; the client writes its text from `type` and `data`. */
export const ZNotification = z
  .object({
    id: z.number().int(),
    type: z.enum(NOTIFICATION_TYPES),
    data: z.object({
      propertyId: z.number().int().optional(),
      address: z.string().optional(),
      count: z.number().int().optional(),
      failed: z.number().int().optional(),
      goalType: z.enum(GOAL_TYPES).optional(),
      achievementKey: z.string().optional().describe('achievement_earned: which achievement.'),
      value: z.number().optional().describe('achievement_earned: the figure reached.'),
      unitLabel: z.string().optional().describe('lease_ending, rent_late: the unit.'),
      tenantName: z.string().optional(),
      date: z
        .string()
        .optional()
        .describe('lease_ending: the lease end; rent_late: the due date (YYYY-MM-DD).'),
      days: z.number().int().optional().describe('lease_ending: days left; rent_late: days late, when sent.'),
    }),
    createdAt: z.string().describe('ISO 8601, UTC.'),
    isRead: z.boolean(),
  })
  .meta({ id: 'Notification' });
export type TNotification = z.infer<typeof ZNotification>;

// GET /api/notifications – the 30 newest; hasUnseen drives the bell's indicator
export const ZNotificationList = z
  .object({
    items: z.array(ZNotification),
    unreadCount: z.number().int(),
    hasUnseen: z.boolean().describe('true when a notification arrived after the panel was last opened.'),
  })
  .meta({ id: 'NotificationList' });
export type TNotificationList = z.infer<typeof ZNotificationList>;
