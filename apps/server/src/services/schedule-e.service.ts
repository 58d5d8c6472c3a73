import {
  PROPERTY_MESSAGES,
  PROPERTY_TYPE_LABELS,
  type TScheduleE,
  type TScheduleEProperty,
  type TScheduleEQuery,
  type TScheduleEUseInput,
} from '@rentfolio/contracts';
import {
  findLedgerYears,
  findPropertiesForScheduleE,
  findScheduleEUses,
  getPropertyForOwner,
  sumLedgerByPropertyAndCategory,
  type UserRow,
  upsertScheduleEUse,
} from '@rentfolio/db';
import {
  asCents,
  computeScheduleEColumn,
  computeScheduleETotals,
  FULL_RENTAL_USE,
  fromCents,
  isMinimalRental,
  isUsedAsHome,
  LEDGER_CATEGORIES,
  SCHEDULE_E_LINES,
  scheduleEColumnLetter,
  type TLedgerCategory,
  type TScheduleEUse,
} from '@rentfolio/finance';
import { CSV_BOM, csvLine } from '@rentfolio/property-csv';
import type { AppContext } from '../context';
import { notFound } from '../lib/http-error';

// Schedule E (docs/product.md "Schedule E"): a tax year of the ledger on the lines of IRS Schedule E, Part I, with each
// property's use that year (Publication 527); the maths is finance's schedule-e.ts.

const dollars = (cents: number) => fromCents(asCents(cents));
const isCategory = (value: string): value is TLedgerCategory => value in LEDGER_CATEGORIES;

/** The year shown when none is asked for: the latest year before this one with ledger rows, else last year. */
function defaultYear(years: readonly number[], thisYear: number): number {
  return years.find((year) => year < thisYear) ?? years[0] ?? thisYear - 1;
}

/**
 * The Schedule E of a tax year: every property with a row of the year on a line of the form, or whose use that year
 * was set, in the order they were added (the form's A, B, C…).
 */
export async function getScheduleE(
  ctx: AppContext,
  user: UserRow,
  query: TScheduleEQuery,
): Promise<TScheduleE> {
  const years = (await findLedgerYears(ctx.db, user.id)).map(Number);
  const year = query.year ?? defaultYear(years, new Date(ctx.now()).getUTCFullYear());
  const period = { from: `${year}-01-01`, to: `${year}-12-31` };
  const [sums, uses] = await Promise.all([
    sumLedgerByPropertyAndCategory(ctx.db, user.id, period),
    findScheduleEUses(ctx.db, user.id, String(year)),
  ]);
  const sumsByProperty = new Map<number, Partial<Record<TLedgerCategory, number>>>();
  for (const sum of sums) {
    if (!isCategory(sum.category) || LEDGER_CATEGORIES[sum.category].line === null) continue;
    const own = sumsByProperty.get(sum.propertyId) ?? {};
    own[sum.category] = (own[sum.category] ?? 0) + sum.amountCents;
    sumsByProperty.set(sum.propertyId, own);
  }
  const useByProperty = new Map<number, TScheduleEUse>(
    uses.map((use) => [
      use.propertyId,
      {
        fairRentalDays: use.fairRentalDays,
        personalUseDays: use.personalUseDays,
        rentalPercent: use.rentalPercent,
      },
    ]),
  );
  const ids = [...new Set([...sumsByProperty.keys(), ...useByProperty.keys()])];
  const properties = await findPropertiesForScheduleE(ctx.db, user.id, ids);
  const columns = properties.map((property) => {
    const use = useByProperty.get(property.id) ?? FULL_RENTAL_USE;
    return { property, use, column: computeScheduleEColumn(sumsByProperty.get(property.id) ?? {}, use) };
  });
  // A home rented fewer than 15 days is left off the return (Publication 527): shown, but not in the totals.
  const totals = computeScheduleETotals(
    columns.filter(({ use }) => !isMinimalRental(use)).map(({ column }) => column),
  );
  return {
    year,
    years,
    properties: columns.map(
      ({ property, use, column }): TScheduleEProperty => ({
        propertyId: property.id,
        address: property.address,
        city: property.city,
        state: property.state,
        zipCode: property.zipCode,
        propertyType: property.propertyType,
        use,
        expenseShare: column.expenseShare,
        usedAsHome: isUsedAsHome(use),
        minimalRental: isMinimalRental(use),
        lines: SCHEDULE_E_LINES.map((line) => {
          const amount = column.lines[line];
          return { line, amount: amount === null ? null : dollars(amount) };
        }),
        totalExpenses: dollars(column.totalExpensesCents),
        income: dollars(column.incomeCents),
      }),
    ),
    totals: {
      rents: dollars(totals.rentsCents),
      mortgageInterest: dollars(totals.mortgageInterestCents),
      totalExpenses: dollars(totals.totalExpensesCents),
      income: dollars(totals.incomeCents),
      losses: dollars(totals.lossesCents),
      total: dollars(totals.totalCents),
    },
  };
}

/** Sets how one of the owner's properties was used in a year; answers that year's Schedule E. */
export async function setScheduleEUse(
  ctx: AppContext,
  user: UserRow,
  propertyId: number,
  input: TScheduleEUseInput,
): Promise<TScheduleE> {
  if (!(await getPropertyForOwner(ctx.db, user.id, propertyId))) throw notFound(PROPERTY_MESSAGES.notFound);
  await upsertScheduleEUse(ctx.db, {
    userId: user.id,
    propertyId,
    year: String(input.year),
    fairRentalDays: input.fairRentalDays,
    personalUseDays: input.personalUseDays,
    rentalPercent: input.rentalPercent,
    updatedAt: ctx.now(),
  });
  return getScheduleE(ctx, user, { year: input.year });
}

/** The names of the form's lines, in its own words (Schedule E (Form 1040), Part I). */
export const SCHEDULE_E_LINE_NAMES: Record<(typeof SCHEDULE_E_LINES)[number], string> = {
  3: 'Rents received',
  5: 'Advertising',
  6: 'Auto and travel',
  7: 'Cleaning and maintenance',
  8: 'Commissions',
  9: 'Insurance',
  10: 'Legal and other professional fees',
  11: 'Management fees',
  12: 'Mortgage interest paid to banks, etc.',
  13: 'Other interest',
  14: 'Repairs',
  15: 'Supplies',
  16: 'Taxes',
  17: 'Utilities',
  18: 'Depreciation expense or depletion',
  19: 'Other',
};

/**
 * The Schedule E of a year as CSV: the form's lines as rows and each property as a column (A, B, C…), then the totals
 * of lines 23a to 26. Amounts in dollars to the cent; line 18 empty (not from the ledger). The writer and its escaping
 * are the property export's (RFC 4180, CRLF, a byte-order mark, OWASP's formula rule).
 */
export function scheduleECsv(schedule: TScheduleE): { fileName: string; body: string } {
  const { properties } = schedule;
  const row = (line: string, name: string, cells: (string | number | null)[]) =>
    csvLine([line, name, ...cells]);
  let body = CSV_BOM;
  body += row(
    `Schedule E (Form 1040) ${schedule.year}`,
    'Part I',
    properties.map((_, index) => scheduleEColumnLetter(index)),
  );
  body += row(
    '1a',
    'Physical address',
    properties.map((p) =>
      [p.address, p.city, [p.state, p.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    ),
  );
  body += row(
    '1b',
    'Type of property',
    properties.map(
      (p) => PROPERTY_TYPE_LABELS[p.propertyType as keyof typeof PROPERTY_TYPE_LABELS] ?? p.propertyType,
    ),
  );
  body += row(
    '2',
    'Fair rental days',
    properties.map((p) => p.use.fairRentalDays),
  );
  body += row(
    '2',
    'Personal use days',
    properties.map((p) => p.use.personalUseDays),
  );
  body += row(
    '',
    'Part of the property rented (%)',
    properties.map((p) => p.use.rentalPercent),
  );
  body += row(
    '',
    'Share of each expense reported (%)',
    properties.map((p) => Math.round(p.expenseShare * 1_000_000) / 10_000),
  );
  for (const line of SCHEDULE_E_LINES) {
    body += row(
      String(line),
      SCHEDULE_E_LINE_NAMES[line],
      properties.map((p) => p.lines.find((l) => l.line === line)?.amount ?? null),
    );
  }
  body += row(
    '20',
    'Total expenses',
    properties.map((p) => p.totalExpenses),
  );
  body += row(
    '21',
    'Income or (loss)',
    properties.map((p) => p.income),
  );
  const { totals } = schedule;
  body += row('23a', 'Total of all amounts reported on line 3', [totals.rents]);
  body += row('23c', 'Total of all amounts reported on line 12', [totals.mortgageInterest]);
  body += row('23e', 'Total of all amounts reported on line 20', [totals.totalExpenses]);
  body += row('24', 'Income', [totals.income]);
  body += row('25', 'Losses (before the limits of Form 8582)', [totals.losses]);
  body += row('26', 'Total rental real estate income or (loss)', [totals.total]);
  return { fileName: `rentfolio-schedule-e-${schedule.year}.csv`, body };
}
