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
