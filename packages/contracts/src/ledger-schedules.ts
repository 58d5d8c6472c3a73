import { z } from 'zod';
import { idParam } from './fields';
import { LEDGER_MESSAGES, ZLedgerAmount, ZLedgerDate, ZPayee, ZRecordId } from './ledger';

/**
 * Recurring transactions (docs/product.md "Recurring transactions"; docs/api.md "Recurring transactions"): rent, or a
 * property's loan payment split into interest and principal, booked on its day each month from its start date.
 */
export const LEDGER_SCHEDULE_LIMITS = {
  /** Schedules one account may hold. */
  maxSchedules: 200,
  /** How far back a start date may go, in years: the first run books every month since. */
  maxYearsBack: 10,
  /** Months one schedule books in one run; a longer gap is caught up on the next runs. */
  maxBookingsPerRun: 120,
} as const;

export const LEDGER_SCHEDULE_KINDS = ['rent', 'loanPayment'] as const;
export const ZLedgerScheduleKind = z
  .enum(LEDGER_SCHEDULE_KINDS, { error: LEDGER_MESSAGES.scheduleKind })
  .describe('rent: the amount in Rents received (line 3); loanPayment: the property’s loan payment, split.');
export type TLedgerScheduleKind = z.infer<typeof ZLedgerScheduleKind>;

const ZDayOfMonth = z
  .number({ error: LEDGER_MESSAGES.dayOfMonth })
  .int({ error: LEDGER_MESSAGES.dayOfMonth })
  .min(1, { error: LEDGER_MESSAGES.dayOfMonth })
  .max(31, { error: LEDGER_MESSAGES.dayOfMonth })
  .describe('1 to 31; in a shorter month, its last day.');

/**
 * The checks across a schedule's fields: rent needs an amount above 0, and the end cannot come before the start. The
 * schema runs them once every field is valid; a form runs them beside its field messages, to say everything at once.
 */
export function scheduleCrossFieldIssues(schedule: {
  kind?: unknown;
  amount?: unknown;
  startDate?: unknown;
  endDate?: unknown;
}): { path: 'amount' | 'endDate'; message: string }[] {
  const issues: { path: 'amount' | 'endDate'; message: string }[] = [];
  if (schedule.kind === 'rent' && !(typeof schedule.amount === 'number' && schedule.amount > 0))
    issues.push({ path: 'amount', message: LEDGER_MESSAGES.rentAmount });
  if (
    typeof schedule.endDate === 'string' &&
    typeof schedule.startDate === 'string' &&
    schedule.endDate !== '' &&
    schedule.endDate < schedule.startDate
  )
    issues.push({ path: 'endDate', message: LEDGER_MESSAGES.endBeforeStart });
  return issues;
}

/** Rent in dollars as ZLedgerAmount reads it; an empty text or null is no amount (a loan payment has none). */
export const ZScheduleAmount = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  ZLedgerAmount.nullable().optional(),
);

// POST /api/transaction-schedules and PUT /api/transaction-schedules/:id – the whole schedule
export const ZLedgerScheduleInput = z
  .object(
    {
      propertyId: ZRecordId('property'),
      kind: ZLedgerScheduleKind,
      dayOfMonth: ZDayOfMonth,
      amount: ZScheduleAmount.describe(
        'Rent in dollars, more than 0; left out for a loan payment, whose amount is the loan’s.',
      ),
      payee: ZPayee.optional(),
      startDate: ZLedgerDate.describe('YYYY-MM-DD, at most 10 years ago.'),
      endDate: ZLedgerDate.nullable().optional().describe('YYYY-MM-DD, or null to go on until deleted.'),
    },
    { error: 'Send the recurring transaction as a JSON object.' },
  )
  .superRefine((schedule, context) => {
    for (const issue of scheduleCrossFieldIssues(schedule))
      context.addIssue({ code: 'custom', message: issue.message, path: [issue.path] });
  })
  .meta({ id: 'LedgerScheduleRequest' });
export type TLedgerScheduleInput = z.input<typeof ZLedgerScheduleInput>;
export type TLedgerScheduleRequest = z.infer<typeof ZLedgerScheduleInput>;

export const ZLedgerSchedule = z
  .object({
    id: z.number().int(),
    propertyId: z.number().int(),
    kind: ZLedgerScheduleKind,
    dayOfMonth: z.number().int(),
    amount: z.number().nullable().describe('Rent in dollars; null for a loan payment.'),
    payee: z.string(),
    startDate: z.string().describe('YYYY-MM-DD'),
    endDate: z.string().nullable(),
    bookedThrough: z.string().nullable().describe('The last month booked, YYYY-MM.'),
    nextDate: z.string().nullable().describe('The next day it books; null once the end date has passed.'),
    nextLoanPayment: z
      .object({ number: z.number().int(), interest: z.number(), principal: z.number() })
      .nullable()
      .describe(
        'A loan payment’s next booking: its number in the loan and its split; null for rent or none left.',
      ),
    createdAt: z.string().describe('ISO 8601'),
    updatedAt: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'LedgerSchedule' });
export type TLedgerSchedule = z.infer<typeof ZLedgerSchedule>;

export const ZLedgerScheduleList = z
  .object({ items: z.array(ZLedgerSchedule) })
  .meta({ id: 'LedgerScheduleList' });
export type TLedgerScheduleList = z.infer<typeof ZLedgerScheduleList>;

export const ZLedgerScheduleIdParams = z.object({ id: idParam('recurring transaction') });
