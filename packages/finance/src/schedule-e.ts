import { LEDGER_CATEGORIES, LEDGER_CATEGORY_IDS, type TLedgerCategory } from './ledger';
import { roundTo } from './money';

/**
 * IRS Schedule E (Form 1040), Part I, from the ledger (docs/calculations.md "Schedule E"): a property's lines 3 to 21
 * for a tax year, and the totals of lines 23a to 26. Amounts are integer cents.
 */

/** The lines a property's column holds: 3 (rents), 5 to 19 (expenses; 18, depreciation, is not from the ledger). */
export const SCHEDULE_E_LINES = [3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19] as const;
export type TScheduleELine = (typeof SCHEDULE_E_LINES)[number];
export const SCHEDULE_E_EXPENSE_LINES = SCHEDULE_E_LINES.filter((line) => line >= 5);

/**
 * A property's column letter on the form: A, B, C (the form prints three), and past Z as a spreadsheet names its columns,
 * AA, AB… (index 0 is A).
 */
export function scheduleEColumnLetter(index: number): string {
  const letter = (n: number) => String.fromCharCode(65 + n);
  return index < 26 ? letter(index) : `${letter(Math.floor(index / 26) - 1)}${letter(index % 26)}`;
}

/**
 * How a property was used in the year (IRS Publication 527): line 2's fair rental and personal-use days, and the share
 * of the property that is rented ("Renting part of property": a room of one's home, say, by area or rooms).
 */
export type TScheduleEUse = {
  /** Days rented at a fair price; null when not given. */
  fairRentalDays: number | null;
  /** Days the owner, family or anyone paying less than a fair rent used it. */
  personalUseDays: number;
  /** The part of the property that is rented, 0 to 100. */
  rentalPercent: number;
};

export const FULL_RENTAL_USE: TScheduleEUse = {
  fairRentalDays: null,
  personalUseDays: 0,
  rentalPercent: 100,
};

/**
 * The share of each expense that goes on Schedule E: the rented part of the property, times the rental days' share of
 * the days it was used when it was also used personally (Publication 527, "Dividing Expenses": fair rental days ÷
 * (fair rental days + personal-use days)). 1 for a property that is wholly rented and never used personally.
 */
export function scheduleEExpenseShare(use: TScheduleEUse): number {
  const part = use.rentalPercent / 100;
  if (use.personalUseDays <= 0) return part;
  const rental = use.fairRentalDays ?? 0;
  return rental + use.personalUseDays === 0 ? 0 : (part * rental) / (rental + use.personalUseDays);
}

/**
 * Whether the property counts as the owner's home that year (Publication 527, "Dwelling Unit Used as a Home"): personal
 * use of more than 14 days or 10% of the fair rental days, whichever is more. Its rental deductions are then limited
 * to its rental income, in an order this sheet does not work out (Worksheet 5-1).
 */
export function isUsedAsHome(use: TScheduleEUse): boolean {
  return use.personalUseDays > Math.max(14, 0.1 * (use.fairRentalDays ?? 0));
}

/**
 * Whether the rent is left off the return entirely: a home rented fewer than 15 days in the year (Publication 527:
 * "don't report any of the rental income and don't deduct any expenses as rental expenses").
 */
export function isMinimalRental(use: TScheduleEUse): boolean {
  return isUsedAsHome(use) && use.fairRentalDays !== null && use.fairRentalDays < 15;
}

export type TScheduleEColumn = {
  /** Each line in cents; line 18 is null (depreciation is not from the ledger). */
  lines: Record<TScheduleELine, number | null>;
  /** Line 20: lines 5 to 19 added. */
  totalExpensesCents: number;
  /** Line 21: line 3 less line 20 (a loss is negative). */
  incomeCents: number;
  /** The share of each expense reported (scheduleEExpenseShare). */
  expenseShare: number;
};

/**
 * A property's column from its ledger sums of the year by category (cents, in each category's direction; a refund
 * already netted in). Rents go on line 3 whole; each expense line is its categories' sum times the expense share,
 * rounded to the cent (half away from zero).
 */
export function computeScheduleEColumn(
  sums: Partial<Record<TLedgerCategory, number>>,
  use: TScheduleEUse,
): TScheduleEColumn {
  const share = scheduleEExpenseShare(use);
  const lines = Object.fromEntries(SCHEDULE_E_LINES.map((line) => [line, line === 18 ? null : 0])) as Record<
    TScheduleELine,
    number | null
  >;
  for (const category of LEDGER_CATEGORY_IDS) {
    const line = LEDGER_CATEGORIES[category].line as TScheduleELine | null;
    const amount = sums[category];
    if (line === null || amount === undefined) continue;
    lines[line] = (lines[line] ?? 0) + amount;
  }
  let totalExpensesCents = 0;
  for (const line of SCHEDULE_E_EXPENSE_LINES) {
    const amount = lines[line];
    if (amount === null) continue;
    const reported = roundTo(amount * share, 0);
    lines[line] = reported;
    totalExpensesCents += reported;
  }
  return {
    lines,
    totalExpensesCents,
    incomeCents: (lines[3] ?? 0) - totalExpensesCents,
    expenseShare: share,
  };
}

export type TScheduleETotals = {
  /** 23a: line 3 of every property. */
  rentsCents: number;
  /** 23c: line 12 of every property. */
  mortgageInterestCents: number;
  /** 23e: line 20 of every property. */
  totalExpensesCents: number;
  /** 24: the positive amounts of line 21. */
  incomeCents: number;
  /** 25: the losses of line 21, as a negative number (before the limits of Form 8582, line 22). */
  lossesCents: number;
  /** 26: 24 plus 25. */
  totalCents: number;
};

/** Lines 23a, 23c, 23e, 24, 25 and 26 from the properties' columns. */
export function computeScheduleETotals(columns: readonly TScheduleEColumn[]): TScheduleETotals {
  const totals = {
    rentsCents: 0,
    mortgageInterestCents: 0,
    totalExpensesCents: 0,
    incomeCents: 0,
    lossesCents: 0,
  };
  for (const column of columns) {
    totals.rentsCents += column.lines[3] ?? 0;
    totals.mortgageInterestCents += column.lines[12] ?? 0;
    totals.totalExpensesCents += column.totalExpensesCents;
    if (column.incomeCents > 0) totals.incomeCents += column.incomeCents;
    else totals.lossesCents += column.incomeCents;
  }
  return { ...totals, totalCents: totals.incomeCents + totals.lossesCents };
}
