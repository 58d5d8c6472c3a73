import { z } from 'zod';
import { MAX_PAGE_SIZE, queryInteger } from './fields';

/**
 * Insights (docs/product.md "Insights") are deterministic rules over the user's properties, goals and the market
 * data: not machine learning, so the screens call them "Explainable". Each names the rule that made it and the numbers
 * behind it (`params`), so the web app writes it in the user's language; `title` and `description` are the English text.
 */
export const INSIGHT_RULES = [
  'negativeCashFlow',
  'lowDscr',
  'vacant',
  'concentration',
  'leaseEnding',
  'rentLate',
  'expensesOverPlan',
  'vacancyOverPlan',
  'lowDscrActual',
  'rentBelowMarket',
  'equityGain',
  'bestCapRate',
  'bestCashOnCash',
  'goalNear',
] as const;
export type TInsightRule = (typeof INSIGHT_RULES)[number];

export const INSIGHT_TYPES = ['opportunity', 'performance', 'warning'] as const;
export type TInsightType = (typeof INSIGHT_TYPES)[number];

/** The thresholds of the rules, in one place for the engine, the "How insights work" list and the tests. */
export const INSIGHT_THRESHOLDS = {
  /** Rent this far below the market rent or HUD's FMR is an opportunity. */
  rentBelowMarketPct: 10,
  /** Lenders usually want a debt service coverage ratio of at least this. */
  minDscr: 1.2,
  /** More than this share of the portfolio's value in one metro is a concentration warning. */
  concentrationPct: 50,
  /** A goal at least this far along (and not reached) is close. */
  goalNearPct: 90,
  /** An estimated value this much above the recorded value is an equity opportunity. */
  equityGainPct: 10,
  /** Actual operating expenses of the last 12 months this far above the plan are a warning. */
  expensesOverPlanPct: 20,
  /** An actual vacancy and credit loss this many points above the planned vacancy is a warning. */
  vacancyOverPlanPoints: 5,
  /** The months of ledger a property needs before its actual figures are judged. */
  actualMonths: 12,
} as const;

export const ZInsight = z
  .object({
    id: z.string().describe('Stable for the same rule and subject, e.g. "negativeCashFlow:12".'),
    type: z.enum(INSIGHT_TYPES),
    rule: z.enum(INSIGHT_RULES),
    title: z.string(),
    description: z.string().describe('Cites the numbers behind the insight.'),
    params: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
    propertyId: z.number().int().nullable(),
    generatedAt: z.string().describe('ISO 8601, UTC.'),
  })
  .meta({ id: 'Insight' });
export type TInsight = z.infer<typeof ZInsight>;

/** A type the client does not know is shown as an opportunity (docs/product.md "Insights"). */
export function insightTypeOf(type: string): TInsightType {
  return (INSIGHT_TYPES as readonly string[]).includes(type) ? (type as TInsightType) : 'opportunity';
}

// GET /api/insights?limit=N&offset=M – one page in the engine's order (100 unless limit says otherwise), with the number
// of all of them in X-Total-Count: a large portfolio has thousands
export const ZInsightsQuery = z.object({
  limit: queryInteger('limit', 1, MAX_PAGE_SIZE).optional(),
  offset: queryInteger('offset', 0, 1_000_000).optional(),
});

// GET /api/insights/counts – how many of each type, for the counters
export const ZInsightCounts = z
  .object({
    opportunity: z.number().int(),
    performance: z.number().int(),
    warning: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'InsightCounts' });
export type TInsightCounts = z.infer<typeof ZInsightCounts>;
