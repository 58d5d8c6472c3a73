/**
 * A $200,000 loan at 6.5% over 30 years. Expected values worked by hand (50-digit decimal arithmetic), never taken
 * from the implementation:
 *   r = 0.065 / 12 = 0.00541666…, N = 360, (1 + r)^360 = 6.99179797386735642…
 *   payment = 200,000 × 0.00541666… × 6.99179797… / 5.99179797… = 1,264.13604698592746…  → $1,264.14
 *   month 1: interest = 200,000 × r = 1,083.33333…; principal = 1,264.136047 - 1,083.333333 = 180.802714
 *   balance after k months = L(1 + r)^k - payment((1 + r)^k - 1) / r
 *   year 1 principal = (payment - L·r)((1 + r)^12 - 1) / r = 180.8027137 × 0.0669718520 / 0.0054166667 = 2,235.4509
 *   year 1 interest = 12 × payment - 2,235.4509 = 15,169.6326 - 2,235.4509 = 12,934.1816
 *   balance after 348 months (end of year 29) = 14,648.7663; year 30 interest = 15,169.6326 - 14,648.7663 = 520.8662
 *   balance after 359 months = 1,257.3255337; month 360 interest = 1,257.3255337 × r = 6.8105133
 *   total interest = 360 × payment - L = 455,088.9769 - 200,000 = 255,088.9769
 */
import { describe, expect, it } from 'vitest';
import {
  analyzeDeal,
  computeAmortizationSchedule,
  computeLoan,
  computeYearlyAmortization,
  roundToCents,
} from '../../src/index';

const loan = computeLoan({ purchasePrice: 200_000, downPayment: 0, interestRate: 6.5, loanTerm: 30 });
const rows = computeAmortizationSchedule(loan);
const years = computeYearlyAmortization(rows);

describe('a 30-year loan at 6.5% on $200,000', () => {
  it('pays $1,264.14 a month', () => {
    expect(loan.loanAmount).toBe(200_000);
    expect(loan.paymentCount).toBe(360);
    expect(loan.monthlyPayment).toBeCloseTo(1264.136046985927, 9);
    expect(roundToCents(loan.monthlyPayment)).toBe(1264.14);
  });

  it('starts with $1,083.33 of interest and $180.80 of principal', () => {
    expect(rows).toHaveLength(360);
    const first = rows[0]!;
    expect(first.month).toBe(1);
    expect(first.payment).toBeCloseTo(1264.136047, 6);
    expect(first.interest).toBeCloseTo(1083.333333, 6);
    expect(first.principal).toBeCloseTo(180.802714, 6);
    expect(first.balance).toBeCloseTo(199819.197286, 6);
  });

  it('ends with a last payment that leaves exactly 0', () => {
    const last = rows[359]!;
    expect(last.month).toBe(360);
    expect(rows[358]!.balance).toBeCloseTo(1257.325534, 5);
    expect(last.interest).toBeCloseTo(6.810513, 6);
    expect(last.principal).toBeCloseTo(1257.325534, 5);
    expect(last.payment).toBeCloseTo(1264.136047, 5);
    expect(last.balance).toBe(0);
  });

  it('pays $12,934.18 of interest and $2,235.45 of principal in year 1', () => {
    expect(years).toHaveLength(30);
    const first = years[0]!;
    expect(roundToCents(first.interest)).toBe(12934.18);
    expect(roundToCents(first.principal)).toBe(2235.45);
    expect(roundToCents(first.endingBalance)).toBe(197764.55);
  });

  it('pays $520.87 of interest and $14,648.77 of principal in year 30', () => {
    const last = years[29]!;
    expect(last.year).toBe(30);
    expect(roundToCents(last.interest)).toBe(520.87);
    expect(roundToCents(last.principal)).toBe(14648.77);
    expect(last.endingBalance).toBe(0);
  });

  it('pays $255,088.98 of interest over the life of the loan', () => {
    const interest = rows.reduce((sum, row) => sum + row.interest, 0);
    const principal = rows.reduce((sum, row) => sum + row.principal, 0);
    expect(roundToCents(interest)).toBe(255088.98);
    expect(principal).toBeCloseTo(200_000, 6);
  });

  it('gives the same figures through analyzeDeal (no down payment)', () => {
    const analysis = analyzeDeal(
      { purchasePrice: 200_000, monthlyRent: 2000, operatingExpenses: 0, downPayment: 0, interestRate: 6.5 },
      { includeSchedule: true },
    );
    expect(analysis.loanAmount).toBe(200_000);
    expect(analysis.monthlyPayment).toBe(1264.14);
    // 12 × 1,264.1360470 = 15,169.6325638, rounded only at the edge (not 12 × 1,264.14 = 15,169.68)
    expect(analysis.annualDebtService).toBe(15169.63);
    expect(analysis.principalPaydownYear1).toBe(2235.45);
    expect(analysis.schedule).toHaveLength(30);
    expect(analysis.schedule![0]).toEqual({
      year: 1,
      interest: 12934.18,
      principal: 2235.45,
      endingBalance: 197764.55,
    });
    expect(analysis.schedule![14]).toEqual({
      year: 15,
      interest: 9629.67,
      principal: 5539.96,
      endingBalance: 145118.28,
    });
    expect(analysis.schedule![29]).toEqual({
      year: 30,
      interest: 520.87,
      principal: 14648.77,
      endingBalance: 0,
    });
  });
});
