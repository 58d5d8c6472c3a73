import { describe, expect, it } from 'vitest';
import {
  computeScheduleEColumn,
  computeScheduleETotals,
  FULL_RENTAL_USE,
  isMinimalRental,
  isUsedAsHome,
  scheduleEColumnLetter,
  scheduleEExpenseShare,
} from './schedule-e';

describe('the expense share (IRS Publication 527)', () => {
  it("works Publication 527's beach cottage: 85 rental days and 14 personal days, so 85/99 of its expenses", () => {
    // "Dividing Expenses", the example: June 1 to August 31 available (92 days), 7 of them not rented, 2 of the owner's
    // days in a fairly rented July weekend; the last 2 weeks of May used by the family. 85 ÷ (14 + 85).
    const cottage = { fairRentalDays: 85, personalUseDays: 14, rentalPercent: 100 };
    expect(scheduleEExpenseShare(cottage)).toBeCloseTo(85 / 99, 12);
    // 14 days is not more than the greater of 14 days and 10% of 85: not a home, so no limit on its deductions.
    expect(isUsedAsHome(cottage)).toBe(false);
    expect(isUsedAsHome({ ...cottage, personalUseDays: 15 })).toBe(true);
    // With 200 rental days, 10% (20 days) is the test: 20 personal days is not more, 21 is.
    expect(isUsedAsHome({ fairRentalDays: 200, personalUseDays: 20, rentalPercent: 100 })).toBe(false);
    expect(isUsedAsHome({ fairRentalDays: 200, personalUseDays: 21, rentalPercent: 100 })).toBe(true);
  });

  it('takes the rented part of a property, and leaves off a home rented fewer than 15 days', () => {
    // "Renting part of property": a room that is 12% of the house; never used personally.
    expect(scheduleEExpenseShare({ fairRentalDays: 365, personalUseDays: 0, rentalPercent: 12 })).toBeCloseTo(
      0.12,
      12,
    );
    // Both: a basement flat of 40% rented 300 days and used 65 days: 0.4 × 300/365.
    expect(
      scheduleEExpenseShare({ fairRentalDays: 300, personalUseDays: 65, rentalPercent: 40 }),
    ).toBeCloseTo((0.4 * 300) / 365, 12);
    expect(scheduleEExpenseShare(FULL_RENTAL_USE)).toBe(1);
    expect(isMinimalRental({ fairRentalDays: 14, personalUseDays: 200, rentalPercent: 100 })).toBe(true);
    expect(isMinimalRental({ fairRentalDays: 15, personalUseDays: 200, rentalPercent: 100 })).toBe(false);
    expect(isMinimalRental({ fairRentalDays: 10, personalUseDays: 0, rentalPercent: 100 })).toBe(false);
  });
});

describe('computeScheduleEColumn', () => {
  it('sums the ledger onto its lines, adds lines 5 to 19 on line 20 and takes them from line 3 on line 21', () => {
    // Rents $24,000 less a $100 refund; insurance 1,200; repairs 850.50 and a 50.25 plumbing refund (-50.25); taxes
    // 3,600; mortgage interest 9,000; other interest 120. Principal, an improvement and a deposit are not on the form.
    const column = computeScheduleEColumn(
      {
        rents: 2_390_000,
        insurance: 120_000,
        repairs: 80_025,
        taxes: 360_000,
        mortgageInterest: 900_000,
        otherInterest: 12_000,
        loanPrincipal: 300_000,
        capitalImprovement: 500_000,
        depositReceived: 200_000,
      },
      FULL_RENTAL_USE,
    );
    expect(column.lines[3]).toBe(2_390_000);
    expect(column.lines[9]).toBe(120_000);
    expect(column.lines[12]).toBe(900_000);
    expect(column.lines[13]).toBe(12_000);
    expect(column.lines[14]).toBe(80_025);
    expect(column.lines[16]).toBe(360_000);
    expect(column.lines[18]).toBeNull();
    expect(column.lines[5]).toBe(0);
    // 1,200 + 9,000 + 120 + 800.25 + 3,600 = 14,720.25; 23,900 − 14,720.25 = 9,179.75.
    expect(column.totalExpensesCents).toBe(1_472_025);
    expect(column.incomeCents).toBe(917_975);
  });

  it("reports the cottage's 85/99 of each expense, each rounded to the cent, and its rent whole", () => {
    // Insurance $1,000 × 85/99 = 858.5858… → 858.59; utilities $333.33 × 85/99 = 286.19…; → 286.19.
    const column = computeScheduleEColumn(
      { rents: 850_000, insurance: 100_000, utilities: 33_333 },
      { fairRentalDays: 85, personalUseDays: 14, rentalPercent: 100 },
    );
    expect(column.lines[3]).toBe(850_000);
    expect(column.lines[9]).toBe(85_859);
    expect(column.lines[17]).toBe(28_619);
    expect(column.totalExpensesCents).toBe(85_859 + 28_619);
    expect(column.incomeCents).toBe(850_000 - 85_859 - 28_619);
  });
});

describe('computeScheduleETotals', () => {
  it('adds lines 23a, 23c and 23e, and splits line 21 into income (24) and losses (25)', () => {
    const a = computeScheduleEColumn(
      { rents: 2_400_000, mortgageInterest: 900_000, repairs: 100_000 },
      FULL_RENTAL_USE,
    );
    const b = computeScheduleEColumn(
      { rents: 1_000_000, mortgageInterest: 1_100_000, taxes: 300_000 },
      FULL_RENTAL_USE,
    );
    // A: 24,000 − 10,000 = 14,000. B: 10,000 − 14,000 = −4,000. Total 10,000.
    expect(computeScheduleETotals([a, b])).toEqual({
      rentsCents: 3_400_000,
      mortgageInterestCents: 2_000_000,
      totalExpensesCents: 2_400_000,
      incomeCents: 1_400_000,
      lossesCents: -400_000,
      totalCents: 1_000_000,
    });
    expect(computeScheduleETotals([])).toEqual({
      rentsCents: 0,
      mortgageInterestCents: 0,
      totalExpensesCents: 0,
      incomeCents: 0,
      lossesCents: 0,
      totalCents: 0,
    });
  });
});

describe('the column letters', () => {
  it('names columns A to Z, then as a spreadsheet does: AA after Z, AZ then BA', () => {
    // Spreadsheet column names (the 27th column is AA, the 52nd AZ, the 53rd BA, the 702nd ZZ).
    expect([0, 1, 2, 25, 26, 27, 51, 52, 701].map(scheduleEColumnLetter)).toEqual([
      'A',
      'B',
      'C',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
    ]);
  });
});
