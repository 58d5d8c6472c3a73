import { z } from 'zod';
import { parseNumericText } from './deal';
import { idParam, MAX_ID, roundDollarsToCents, safeText } from './fields';
import { fieldMessage } from './message-codes';
import { isIsoDate } from './property';
import { RENT_ROLL_LIMITS, RENT_ROLL_MESSAGES } from './rent-roll-messages';

export * from './rent-roll-messages';

/**
 * The rent roll (docs/product.md "Rent roll"; docs/api.md "Rent roll"): a property's units with their tenants and
 * leases, and each month's rent due against the rent the ledger received.
 */

/** Dollars from 0 to RENT_ROLL_LIMITS.maxMoney (a number, or text such as "1,250.50"), rounded to the cent. */
function money(message: string) {
  return z.preprocess(
    (value) => {
      const parsed = typeof value === 'string' && value.trim() === '' ? 0 : parseNumericText(value);
      return typeof parsed === 'number' && Number.isFinite(parsed) ? roundDollarsToCents(parsed) : parsed;
    },
    z
      .number({ error: message })
      .min(0, { error: message })
      .max(RENT_ROLL_LIMITS.maxMoney, { error: message }),
  );
}

/** A day of a lease: YYYY-MM-DD, or null (empty text too) for none. */
function leaseDay(message: string) {
  return z.preprocess(
    (value) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value),
    z
      .string({ error: message })
      .trim()
      .refine(isIsoDate, { error: message })
      .refine((value) => value >= '1900-01-01' && value <= '2100-12-31', { error: message })
      .nullable(),
  );
}

/**
 * The checks across a unit's fields: the end cannot come before the start, and an end or a tenant needs a start. The
 * schema runs them once every field is valid; the form runs them beside its field messages.
 */
export function unitCrossFieldIssues(unit: {
  tenantName?: unknown;
  leaseStart?: unknown;
  leaseEnd?: unknown;
}): { path: 'leaseStart' | 'leaseEnd'; message: string }[] {
  const start = typeof unit.leaseStart === 'string' && unit.leaseStart !== '' ? unit.leaseStart : null;
  const end = typeof unit.leaseEnd === 'string' && unit.leaseEnd !== '' ? unit.leaseEnd : null;
  const tenant = typeof unit.tenantName === 'string' && unit.tenantName.trim() !== '';
  if (!start && (end || tenant)) return [{ path: 'leaseStart', message: RENT_ROLL_MESSAGES.startNeeded }];
  if (start && end && end < start) return [{ path: 'leaseEnd', message: RENT_ROLL_MESSAGES.endBeforeStart }];
  return [];
}

// POST /api/properties/:id/units and PUT /api/units/:id – the whole unit
export const ZUnitInput = z
  .object(
    {
      label: safeText('unitLabel')
        .trim()
        .min(1, { error: RENT_ROLL_MESSAGES.label })
        .max(RENT_ROLL_LIMITS.labelLength, { error: RENT_ROLL_MESSAGES.label })
        .describe('1 to 40 characters: "Unit 1", "Upstairs".'),
      tenantName: safeText('tenantName')
        .trim()
        .max(RENT_ROLL_LIMITS.tenantLength, {
          error: fieldMessage('atMostCharacters', {
            field: 'tenantName',
            max: RENT_ROLL_LIMITS.tenantLength,
          }),
        })
        .optional()
        .describe('Up to 100 characters; empty for a vacant unit.'),
      leaseStart: leaseDay(RENT_ROLL_MESSAGES.leaseStart).describe('YYYY-MM-DD; null for a vacant unit.'),
      leaseEnd: leaseDay(RENT_ROLL_MESSAGES.leaseEnd).describe('YYYY-MM-DD; null for month to month.'),
      rent: money(RENT_ROLL_MESSAGES.rent).describe(
        'Monthly rent in dollars, 0 to 10,000,000 to the cent; a vacant unit’s asking rent.',
      ),
      deposit: money(RENT_ROLL_MESSAGES.deposit)
        .optional()
        .describe('The security deposit held, in dollars, 0 to 10,000,000.'),
      dueDay: z
        .number({ error: RENT_ROLL_MESSAGES.dueDay })
        .int({ error: RENT_ROLL_MESSAGES.dueDay })
        .min(1, { error: RENT_ROLL_MESSAGES.dueDay })
        .max(31, { error: RENT_ROLL_MESSAGES.dueDay })
        .describe('1 to 31; in a shorter month, its last day.'),
    },
    { error: 'Send the unit as a JSON object.' },
  )
  .superRefine((unit, context) => {
    for (const issue of unitCrossFieldIssues(unit))
      context.addIssue({ code: 'custom', message: issue.message, path: [issue.path] });
  })
  .meta({ id: 'UnitRequest' });
export type TUnitInput = z.input<typeof ZUnitInput>;
export type TUnitRequest = z.infer<typeof ZUnitInput>;

export const ZUnit = z
  .object({
    id: z.number().int(),
    propertyId: z.number().int(),
    label: z.string(),
    tenantName: z.string(),
    leaseStart: z.string().nullable(),
    leaseEnd: z.string().nullable(),
    rent: z.number().describe('Dollars a month.'),
    deposit: z.number().describe('Dollars held.'),
    dueDay: z.number().int(),
    createdAt: z.string().describe('ISO 8601'),
    updatedAt: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'Unit' });
export type TUnit = z.infer<typeof ZUnit>;

export const ZUnitList = z.object({ items: z.array(ZUnit) }).meta({ id: 'UnitList' });
export type TUnitList = z.infer<typeof ZUnitList>;

export const ZUnitIdParams = z.object({ id: idParam('unit') });
export const ZUnitListQuery = z.object({ propertyId: idParam('property').optional() });

export const RENT_STATUSES = ['paid', 'partial', 'late', 'due', 'none'] as const;

const ZMonthText = z
  .string({ error: RENT_ROLL_MESSAGES.month })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: RENT_ROLL_MESSAGES.month })
  .refine((value) => value >= RENT_ROLL_LIMITS.firstMonth && value <= RENT_ROLL_LIMITS.lastMonth, {
    error: RENT_ROLL_MESSAGES.month,
  });

// GET /api/rent-roll?through&propertyId
export const ZRentRollQuery = z.object({
  through: ZMonthText.optional().describe('The last month shown, YYYY-MM; this month when left out.'),
  propertyId: idParam('property').optional(),
});

const ZRentMonth = z.object({
  month: z.string().describe('YYYY-MM'),
  dueDate: z.string().nullable().describe('YYYY-MM-DD; null when no rent was due (the lease not in force).'),
  due: z.number().describe('Dollars due.'),
  received: z.number().describe('Dollars the ledger received (Rents received) for the unit that month.'),
  status: z.enum(RENT_STATUSES),
  daysLate: z.number().int(),
});

export const ZRentRoll = z
  .object({
    through: z.string().describe('YYYY-MM'),
    months: z.array(z.string()).describe('The 12 months shown, oldest first.'),
    today: z.string().describe('YYYY-MM-DD (UTC)'),
    graceDays: z.number().int(),
    units: z.array(
      ZUnit.extend({
        address: z.string().describe('The property’s address.'),
        months: z.array(ZRentMonth),
        leaseEndsInDays: z
          .number()
          .int()
          .nullable()
          .describe('Days from today to the lease end; null without an end or once it has passed.'),
      }),
    ),
    unassigned: z
      .array(
        z.object({
          propertyId: z.number().int(),
          address: z.string(),
          received: z.array(z.number()).describe('Each month’s rent not assigned to a unit, in dollars.'),
        }),
      )
      .describe('Rent of properties with several units that names no unit.'),
    totals: z.object({
      months: z.array(
        z.object({
          month: z.string(),
          scheduled: z.number(),
          due: z.number(),
          received: z.number(),
          occupancy: z
            .number()
            .nullable()
            .describe('Economic occupancy, 0 to 1 or above; null when none scheduled.'),
        }),
      ),
      scheduled: z.number().describe('Every unit’s rent over the months, vacant units at their asking rent.'),
      received: z.number(),
      occupancy: z.number().nullable(),
    }),
  })
  .meta({ id: 'RentRoll' });
export type TRentRoll = z.infer<typeof ZRentRoll>;
export type TRentRollUnit = TRentRoll['units'][number];

// PUT /api/rent-roll/settings
export const ZRentRollSettings = z
  .object(
    {
      graceDays: z
        .number({ error: RENT_ROLL_MESSAGES.graceDays })
        .int({ error: RENT_ROLL_MESSAGES.graceDays })
        .min(0, { error: RENT_ROLL_MESSAGES.graceDays })
        .max(RENT_ROLL_LIMITS.maxGraceDays, { error: RENT_ROLL_MESSAGES.graceDays })
        .describe('Days after the due day before unpaid rent is late: 0 to 28.'),
    },
    { error: 'Send the settings as a JSON object.' },
  )
  .meta({ id: 'RentRollSettings' });
export type TRentRollSettings = z.infer<typeof ZRentRollSettings>;

const UNIT_ID_MESSAGE = 'The unit id must be a positive whole number.';

/** A unit named on a ledger row: a unit of the row's property, or null for none. */
export const ZUnitRef = z
  .number({ error: UNIT_ID_MESSAGE })
  .int({ error: UNIT_ID_MESSAGE })
  .min(1, { error: UNIT_ID_MESSAGE })
  .max(MAX_ID, { error: UNIT_ID_MESSAGE })
  .nullable()
  .optional()
  .describe('The unit of the property it was for; null or left out for none.');
