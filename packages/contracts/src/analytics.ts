import { CASH_FLOW_BANDS } from '@rentfolio/finance';
import { z } from 'zod';
import { queryInteger } from './fields';

/** Advanced Analytics (docs/product.md "Analytics"): the portfolio's history and the summary cards' true captions. */
export const MAX_HISTORY_DAYS = 3660;
export const DEFAULT_HISTORY_DAYS = 365;

export const ZPortfolioHistoryQuery = z.object({
  days: queryInteger('days', 1, MAX_HISTORY_DAYS).optional(),
});

export const ZPortfolioHistoryPoint = z
  .object({
    day: z.string().describe('YYYY-MM-DD (UTC): the portfolio as it stood at the end of that day.'),
    totalValue: z.number(),
    monthlyCashFlow: z.number(),
    avgROI: z.number(),
    averageCapRate: z.number(),
    occupancyRate: z.number(),
    totalProperties: z.number().int(),
  })
  .meta({ id: 'PortfolioHistoryPoint' });
export type TPortfolioHistoryPoint = z.infer<typeof ZPortfolioHistoryPoint>;

export const ZAnalyticsSummary = z
  .object({
    propertiesAddedThisQuarter: z
      .number()
      .int()
      .describe('Added since the first day of this calendar quarter (UTC).'),
    quarterStart: z.string().describe('YYYY-MM-DD.'),
    averageCapRate: z.number().describe("Mean of the properties' cap rates, percent."),
    marketCapRateEstimate: z
      .number()
      .nullable()
      .describe(
        "Estimated market cap rate of the user's metros: their gross yield (12 × ZORI / ZHVI) × (1 − 40% expenses), weighted by the number of properties in each; null when none of them is in the data.",
      ),
    marketCapRateMetros: z.array(z.string()).describe('The metros the estimate covers.'),
    isAboveMarket: z
      .boolean()
      .nullable()
      .describe('averageCapRate > marketCapRateEstimate; null without an estimate.'),
  })
  .meta({ id: 'AnalyticsSummary' });
export type TAnalyticsSummary = z.infer<typeof ZAnalyticsSummary>;

/** How many properties the ROI chart names, best first; the rest are counted in `moreCount`. */
export const TOP_ROI_LIMIT = 20;

export const ZCashFlowBandCount = z
  .object({
    band: z.enum(CASH_FLOW_BANDS),
    count: z.number().int(),
  })
  .meta({ id: 'CashFlowBandCount' });
export type TCashFlowBandCount = z.infer<typeof ZCashFlowBandCount>;

export const ZRoiBandCount = z
  .object({
    from: z.number().nullable().describe('Lower edge in percent, included; null for the lowest band.'),
    to: z.number().nullable().describe('Upper edge in percent, left out; null for the highest band.'),
    count: z.number().int(),
  })
  .meta({ id: 'RoiBandCount' });
export type TRoiBandCount = z.infer<typeof ZRoiBandCount>;

export const ZTopRoiProperty = z
  .object({
    id: z.number().int(),
    address: z.string(),
    city: z.string(),
    state: z.string().nullable(),
    roi: z.number().describe('Percent, 2 decimals.'),
    capRate: z.number().nullable().describe('Percent, 2 decimals; null when not defined.'),
  })
  .meta({ id: 'TopRoiProperty' });
export type TTopRoiProperty = z.infer<typeof ZTopRoiProperty>;

export const ZAnalyticsCity = z
  .object({
    city: z.string(),
    state: z.string(),
    count: z.number().int().describe('Properties in this city (the name compared ignoring case).'),
  })
  .meta({ id: 'AnalyticsCity' });
export type TAnalyticsCity = z.infer<typeof ZAnalyticsCity>;

/**
 * GET /api/analytics/distributions (docs/product.md "Analytics"): the figures of the analytics charts over the whole
 * portfolio, counted by the database: never one entry per property, whatever the portfolio's size.
 */
export const ZAnalyticsDistributions = z
  .object({
    totalProperties: z.number().int(),
    cashFlow: z
      .object({
        bands: z
          .array(ZCashFlowBandCount)
          .describe(
            'Every band, best first, by monthly cash flow: excellent above $500, good above $200 up to $500, moderate above $0 up to $200, break even exactly $0, negative below $0. The counts add up to totalProperties.',
          ),
        strongPerformers: z.number().int().describe('Excellent and good.'),
        needAttention: z.number().int().describe('Negative.'),
      })
      .describe('Monthly cash flow by band (docs/calculations.md "Cash flow bands").'),
    roi: z
      .object({
        bands: z
          .array(ZRoiBandCount)
          .describe('Every band, lowest first: below 0%, 0–5%, 5–10%, 10–15%, 15–20%, 20% or more.'),
        notAvailable: z
          .number()
          .int()
          .describe(
            'Properties whose ROI is n/a (no cash invested); with the bands they add up to totalProperties.',
          ),
        top: z
          .array(ZTopRoiProperty)
          .describe(
            `The properties with the highest ROI, highest first (ties: oldest first), at most ${TOP_ROI_LIMIT}.`,
          ),
        moreCount: z.number().int().describe('Properties with an ROI that are not in `top`.'),
      })
      .describe('ROI by band, and the best properties by ROI.'),
    cities: z
      .array(ZAnalyticsCity)
      .describe(
        "The user's most common cities (at most 3, with a state), most properties first; a tie goes to the city with the newest property.",
      ),
  })
  .meta({ id: 'AnalyticsDistributions' });
export type TAnalyticsDistributions = z.infer<typeof ZAnalyticsDistributions>;

/** The answer of the e-mail routes (docs/product.md "E-mail"). */
export const ZReportResponse = z
  .object({ success: z.boolean(), message: z.string() })
  .meta({ id: 'ReportResponse' });
export type TReportResponse = z.infer<typeof ZReportResponse>;
export const EMAIL_MESSAGES = {
  notConfigured:
    'E-mail is not set up on this server: set SMTP_URL (and MAIL_FROM) to send reports. Nothing was sent.',
  notYetAvailable: 'Sending e-mail reports is not available in this version yet. Nothing was sent.',
} as const;
