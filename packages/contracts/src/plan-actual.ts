import { z } from 'zod';
import { idParam, queryInteger } from './fields';

/**
 * Plan against actual (docs/product.md "Plan against actual"; docs/api.md "Plan against actual"): for each property
 * and the portfolio, over a period, the figures the deal inputs plan beside the figures of the ledger, and the IRR to
 * date.
 */
export const PLAN_ACTUAL_DEFAULTS = {
  /** A line is flagged when it is off the plan by more than this percentage. */
  threshold: 10,
  /** The costs of a sale, percent of the value, for today's equity if sold. */
  sellingCosts: 6,
} as const;

export const PLAN_PERIODS = ['ttm', 'year', 'sincePurchase'] as const;
export type TPlanPeriod = (typeof PLAN_PERIODS)[number];

export const PLAN_ACTUAL_MESSAGES = {
  period: 'Choose the trailing 12 months, a calendar year or since purchase.',
  yearNeeded: 'Choose the year to compare.',
  valueBasis: 'Choose the current value or the index estimate.',
} as const;

// GET /api/plan-actual?period&year&threshold&value&propertyId
export const ZPlanActualQuery = z
  .object({
    period: z
      .enum(PLAN_PERIODS, { error: PLAN_ACTUAL_MESSAGES.period })
      .optional()
      .describe(
        'ttm: the 12 whole months before this one (the default); year: a calendar year; sincePurchase.',
      ),
    year: queryInteger('year', 1900, 2100)
      .optional()
      .describe('With period=year; its months up to the last whole one.'),
    threshold: queryInteger('threshold', 1, 100)
      .optional()
      .describe('Percent off the plan a line is flagged at; 10 unless given.'),
    value: z
      .enum(['current', 'estimate'], { error: PLAN_ACTUAL_MESSAGES.valueBasis })
      .optional()
      .describe(
        "The value of today's equity: the property's current value (the default) or the index estimate.",
      ),
    propertyId: idParam('property').optional().describe('One property instead of the whole portfolio.'),
  })
  .refine((query) => query.period !== 'year' || query.year !== undefined, {
    error: PLAN_ACTUAL_MESSAGES.yearNeeded,
    path: ['year'],
  });
export type TPlanActualQuery = z.infer<typeof ZPlanActualQuery>;

/** One line: plan, actual, actual − plan, that as a percentage of the plan, and whether it is off by more than the threshold. */
export const ZPlanLine = z.object({
  plan: z.number().nullable(),
  actual: z.number().nullable(),
  difference: z.number().nullable(),
  differencePercent: z.number().nullable().describe('Rounded to 0.01; null when the plan is 0.'),
  isOff: z.boolean(),
});
export type TPlanLine = z.infer<typeof ZPlanLine>;

export const PLAN_MONEY_LINES = [
  'income',
  'operatingExpenses',
  'noi',
  'debtService',
  'capitalImprovements',
  'cashFlow',
] as const;
export const PLAN_RATIO_LINES = ['dscr', 'cashOnCash', 'capRateOnCost'] as const;
export type TPlanLineName = (typeof PLAN_MONEY_LINES)[number] | (typeof PLAN_RATIO_LINES)[number];

export const ZPlanLines = z
  .object({
    income: ZPlanLine,
    operatingExpenses: ZPlanLine,
    noi: ZPlanLine,
    debtService: ZPlanLine,
    capitalImprovements: ZPlanLine,
    cashFlow: ZPlanLine,
    dscr: ZPlanLine.describe('A ratio, to 0.01.'),
    cashOnCash: ZPlanLine.describe('Percent a year, to 0.01.'),
    capRateOnCost: ZPlanLine.describe('Percent a year, to 0.01.'),
  })
  .describe('Money in dollars over the period; ratios as described.');
export type TPlanLines = z.infer<typeof ZPlanLines>;

export const IRR_TO_DATE_REASONS = [
  'noPurchaseDate',
  'noLedger',
  'ledgerStartsLate',
  'noRate',
  'notEveryProperty',
] as const;

export const ZIrrToDate = z.object({
  rate: z.number().nullable().describe('Percent a year, to 0.01; null with a reason.'),
  reason: z.enum(IRR_TO_DATE_REASONS).nullable(),
  /** Today's value, its basis, the loan today and the equity if sold (value × (1 − selling costs) − loan). */
  value: z.number(),
  valueBasis: z.enum(['estimate', 'current', 'price']),
  loanBalance: z.number(),
  equityIfSold: z.number(),
  cashInvested: z.number().describe('Down payment, closing costs and rehab at the purchase.'),
  ledgerFrom: z.string().nullable().describe('The first day of the ledger, YYYY-MM-DD.'),
});
export type TIrrToDate = z.infer<typeof ZIrrToDate>;

/**
 * An actual line's formula and the ledger's figures in it, as finance's explainActualLines writes it (the deal screen's
 * popover format: `key` names the figure and each term, for the web app's translation).
 */
export const ZLineExplanation = z.object({
  key: z.string(),
  label: z.string(),
  formula: z.string(),
  terms: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      value: z.union([z.number(), z.boolean()]).nullable(),
      unit: z.enum(['usd', 'percent', 'ratio', 'years', 'months', 'points', 'boolean']),
    }),
  ),
  result: z.union([z.number(), z.boolean()]).nullable(),
  unit: z.enum(['usd', 'percent', 'ratio', 'years', 'months', 'points', 'boolean']),
  note: z.string().optional().describe('Why the result is n/a.'),
});
export const ZLineExplanations = z
  .record(z.enum([...PLAN_MONEY_LINES, ...PLAN_RATIO_LINES]), ZLineExplanation)
  .describe("Each actual line's formula and figures (the popover beside the line).");

const ZPeriodRange = z.object({
  from: z.string().describe('YYYY-MM, the first month'),
  to: z.string().describe('YYYY-MM, the last month'),
  months: z.number().int().describe('Months owned in the period: those the plan and the ratios cover.'),
});

export const ZPlanActualProperty = z.object({
  propertyId: z.number().int(),
  address: z.string(),
  city: z.string(),
  purchaseDate: z.string().nullable(),
  period: ZPeriodRange,
  /** Months of the period with at least one transaction. */
  ledgerMonths: z.number().int(),
  lines: ZPlanLines,
  explanations: ZLineExplanations,
  irr: ZIrrToDate,
});
export type TPlanActualProperty = z.infer<typeof ZPlanActualProperty>;

export const ZPlanActual = z
  .object({
    period: z.object({ kind: z.enum(PLAN_PERIODS), from: z.string().nullable(), to: z.string() }),
    threshold: z.number(),
    sellingCosts: z.number(),
    valueBasis: z.enum(['current', 'estimate']),
    portfolio: z.object({
      lines: ZPlanLines,
      explanations: ZLineExplanations,
      irr: z.object({
        rate: z.number().nullable(),
        reason: z.enum(IRR_TO_DATE_REASONS).nullable(),
        equityIfSold: z.number(),
      }),
    }),
    properties: z.array(ZPlanActualProperty),
  })
  .meta({ id: 'PlanActual' });
export type TPlanActual = z.infer<typeof ZPlanActual>;
