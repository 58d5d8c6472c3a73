import { describe, expect, it } from 'vitest';
import { computeLoan } from './loan';
import { computeDebtServiceForYear, computeProjection, PROJECTION_DEFAULT_ASSUMPTIONS } from './projection';

describe('computeDebtServiceForYear', () => {
  it('gives a 5-year loan 5 years of debt service in a 10-year projection', () => {
    const loan = computeLoan({ purchasePrice: 100_000, downPayment: 40, interestRate: 0, loanTerm: 5 });
    // 60,000 / 60 = 1,000 a month
    const years = Array.from({ length: 10 }, (_, index) => computeDebtServiceForYear(loan, index + 1));
    expect(years).toEqual([12_000, 12_000, 12_000, 12_000, 12_000, 0, 0, 0, 0, 0]);
  });

  it('charges a part year for its months', () => {
    // 2.5 years = 30 payments; 100,000 at 6%: r = 0.005, payment = 3,597.8918414
    const loan = computeLoan({ purchasePrice: 100_000, downPayment: 0, interestRate: 6, loanTerm: 2.5 });
    expect(computeDebtServiceForYear(loan, 2)).toBeCloseTo(43_174.702097, 5); // 12 payments
    expect(computeDebtServiceForYear(loan, 3)).toBeCloseTo(21_587.351048, 5); // 6 payments
    expect(computeDebtServiceForYear(loan, 4)).toBe(0);
  });
});

describe('computeProjection', () => {
  const base = {
    purchasePrice: 100_000,
    vacancy: 0,
    annualRent: 12_000,
    annualExpenses: 2000,
    totalCashInvested: 100_000,
    loan: computeLoan({ purchasePrice: 100_000, downPayment: 100, interestRate: 7.5, loanTerm: 30 }),
  };

  it('uses the defaults: 10 years, rent +3%, expenses +2%, value +3%, selling costs 6%', () => {
    const projection = computeProjection(base);
    expect(projection.years).toBe(10);
    expect(projection.assumptions).toEqual(PROJECTION_DEFAULT_ASSUMPTIONS);
    expect(projection.rows).toHaveLength(10);
    expect(projection.cashFlows).toHaveLength(11);
    expect(projection.cashFlows[0]).toBe(-100_000);
  });

  it('refuses a projection of no years, part years or impossible assumptions', () => {
    expect(() => computeProjection(base, { years: 0 })).toThrow(RangeError);
    expect(() => computeProjection(base, { years: 2.5 })).toThrow(RangeError);
    expect(() => computeProjection(base, { years: 101 })).toThrow(RangeError);
    expect(() => computeProjection(base, { assumptions: { appreciation: -100 } })).toThrow(RangeError);
    expect(() => computeProjection(base, { assumptions: { sellingCosts: 120 } })).toThrow(RangeError);
    expect(() => computeProjection(base, { assumptions: { rentGrowth: Number.NaN } })).toThrow(RangeError);
  });

  it('grows rent and expenses from year 1 and the value from the purchase', () => {
    // without a loan: year 1 cash flow 12,000 - 2,000 = 10,000; year 2 12,360 - 2,040 = 10,320
    const projection = computeProjection(base, { years: 2 });
    expect(projection.rows[0]).toMatchObject({ rent: 12_000, expenses: 2000, cashFlow: 10_000 });
    expect(projection.rows[1]!.cashFlow).toBeCloseTo(10_320, 9);
    expect(projection.rows[1]!.propertyValue).toBeCloseTo(106_090, 9); // 100,000 × 1.03²
    // sale: 106,090 × 0.94 = 99,724.60; CF2 = 10,320 + 99,724.60
    expect(projection.saleProceeds).toBeCloseTo(99_724.6, 9);
    expect(projection.cashFlows[2]).toBeCloseTo(110_044.6, 9);
  });
});
