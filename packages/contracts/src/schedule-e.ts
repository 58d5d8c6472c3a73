import { z } from 'zod';
import { idParam, queryInteger } from './fields';
import { SCHEDULE_E_LIMITS, SCHEDULE_E_MESSAGES } from './schedule-e-messages';

/**
 * Schedule E (docs/product.md "Schedule E"; docs/api.md "Schedule E"): each property's lines 3 to 21 of IRS Schedule E
 * (Form 1040), Part I, for a tax year, summed from the ledger, with the totals of lines 23a to 26; and how each property
 * was used that year (IRS Publication 527).
 */
export { SCHEDULE_E_LIMITS, SCHEDULE_E_MESSAGES } from './schedule-e-messages';

// GET /api/schedule-e?year and GET /api/schedule-e/export?year
export const ZScheduleEQuery = z.object({
  year: queryInteger('year', SCHEDULE_E_LIMITS.firstYear, SCHEDULE_E_LIMITS.lastYear)
    .optional()
    .describe('The tax year; the last full year with ledger rows unless given.'),
});
export type TScheduleEQuery = z.infer<typeof ZScheduleEQuery>;

const wholeDays = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(0, { error: message })
    .max(SCHEDULE_E_LIMITS.maxDays, { error: message });

// PUT /api/schedule-e/:propertyId – how one property was used in one year
export const ZScheduleEUseInput = z
  .object(
    {
      year: z
        .number({ error: SCHEDULE_E_MESSAGES.year })
        .int({ error: SCHEDULE_E_MESSAGES.year })
        .min(SCHEDULE_E_LIMITS.firstYear, { error: SCHEDULE_E_MESSAGES.year })
        .max(SCHEDULE_E_LIMITS.lastYear, { error: SCHEDULE_E_MESSAGES.year }),
      fairRentalDays: wholeDays(SCHEDULE_E_MESSAGES.fairRentalDays)
        .nullable()
        .describe("Line 2's fair rental days; null when not known."),
      personalUseDays: wholeDays(SCHEDULE_E_MESSAGES.personalUseDays).describe("Line 2's personal-use days."),
      rentalPercent: z
        .number({ error: SCHEDULE_E_MESSAGES.rentalPercent })
        .min(0.01, { error: SCHEDULE_E_MESSAGES.rentalPercent })
        .max(100, { error: SCHEDULE_E_MESSAGES.rentalPercent })
        .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9, {
          error: SCHEDULE_E_MESSAGES.rentalPercent,
        })
        .describe('The part of the property that is rented (Publication 527, "Renting part of property").'),
    },
    { error: 'Send the use as a JSON object.' },
  )
  .superRefine((use, ctx) => {
    if ((use.fairRentalDays ?? 0) + use.personalUseDays > SCHEDULE_E_LIMITS.maxDays)
      ctx.addIssue({ code: 'custom', message: SCHEDULE_E_MESSAGES.daysTotal, path: ['personalUseDays'] });
    if (use.personalUseDays > 0 && use.fairRentalDays === null)
      ctx.addIssue({ code: 'custom', message: SCHEDULE_E_MESSAGES.fairDaysNeeded, path: ['fairRentalDays'] });
  })
  .meta({ id: 'ScheduleEUseInput' });
export type TScheduleEUseInput = z.infer<typeof ZScheduleEUseInput>;

export const ZScheduleEPropertyParams = z.object({ propertyId: idParam('property') });

export const ZScheduleEUse = z.object({
  fairRentalDays: z.number().int().nullable(),
  personalUseDays: z.number().int(),
  rentalPercent: z.number(),
});

export const ZScheduleEProperty = z
  .object({
    propertyId: z.number().int(),
    address: z.string(),
    city: z.string(),
    state: z.string().nullable(),
    zipCode: z.string().nullable(),
    propertyType: z.string(),
    use: ZScheduleEUse,
    /** The share of each expense reported, 0 to 1. */
    expenseShare: z.number(),
    usedAsHome: z
      .boolean()
      .describe('Personal use past 14 days or 10% of the rental days (Publication 527).'),
    minimalRental: z.boolean().describe('A home rented fewer than 15 days: its rent is not reported.'),
    lines: z
      .array(z.object({ line: z.number().int(), amount: z.number().nullable() }))
      .describe('Lines 3 and 5 to 19 in dollars; line 18 (depreciation) is null: it is not from the ledger.'),
    totalExpenses: z.number().describe('Line 20.'),
    income: z.number().describe('Line 21: income, or a loss when negative.'),
  })
  .meta({ id: 'ScheduleEProperty' });
export type TScheduleEProperty = z.infer<typeof ZScheduleEProperty>;

export const ZScheduleE = z
  .object({
    year: z.number().int(),
    years: z.array(z.number().int()).describe('The years with ledger rows, newest first.'),
    properties: z.array(ZScheduleEProperty),
    totals: z.object({
      rents: z.number().describe('Line 23a.'),
      mortgageInterest: z.number().describe('Line 23c.'),
      totalExpenses: z.number().describe('Line 23e.'),
      income: z.number().describe('Line 24.'),
      losses: z.number().describe('Line 25, negative.'),
      total: z.number().describe('Line 26.'),
    }),
  })
  .meta({ id: 'ScheduleE' });
export type TScheduleE = z.infer<typeof ZScheduleE>;
