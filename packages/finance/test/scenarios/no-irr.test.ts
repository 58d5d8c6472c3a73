/**
 * A deal whose projected cash flows never change sign, so no rate makes their NPV 0 and the IRR is n/a. 100%
 * financed at 8% with the value falling 5% a year, sold after 5 years. Worked by hand:
 *   NOI 11,400 - 11,200 = 200; payment on 200,000 at 8% over 30 years = 1,467.5291478; debt service 17,610.3497731
 *   cash invested 0 + 200,000 × 3% = 6,000 (CF0 = -6,000)
 *   cash flows, rent flat and expenses +2%: -17,410.35, -17,634.35, -17,862.83, -18,095.88, -18,333.59
 *   sale: 200,000 × 0.95⁵ × 0.94 - 190,139.71 = 145,470.82 - 190,139.71 = -44,668.90, so CF5 = -63,002.49
 */
import { describe, expect, it } from 'vitest';
import { analyzeDeal, computeIrr } from '../../src/index';

const analysis = analyzeDeal(
  {
    purchasePrice: 200_000,
    monthlyRent: 1000,
    operatingExpenses: 500,
    propertyTaxes: 3000,
    insurance: 1200,
    maintenance: 1000,
    downPayment: 0,
    interestRate: 8,
  },
  { projection: { years: 5, assumptions: { rentGrowth: 0, appreciation: -5 } } },
);

describe('cash flows that never change sign', () => {
  it('has no IRR', () => {
    const projection = analysis.projection!;
    expect(projection.assumptions).toEqual({
      rentGrowth: 0,
      expenseGrowth: 2,
      appreciation: -5,
      sellingCosts: 6,
    });
    expect(projection.saleProceeds).toBe(-44_668.9);
    expect(projection.cashFlows).toEqual([-6000, -17_410.35, -17_634.35, -17_862.83, -18_095.88, -63_002.49]);
    expect(projection.irr).toBeNull();
    expect(analysis.explanations.irr?.result).toBeNull();
    expect(analysis.explanations.irr?.note).toBe(
      'n/a: the cash flows never change sign, so no rate makes their net present value 0.',
    );
  });

  it('uses the projection appreciation for the year-1 total return', () => {
    // (-17,410.3497731 + 1,670.7279619 - 10,000) / 6,000 = -25,739.6218112 / 6,000 = -428.9937%
    expect(analysis.appreciationYear1).toBe(-10_000);
    expect(analysis.totalReturnYear1).toBe(-428.99);
    expect(analysis.roi).toBe(-262.33); // (-17,410.3497731 + 1,670.7279619) / 6,000
  });

  it('finds no IRR for flows of one sign, or with a root outside -99.99% to +1000%', () => {
    expect(computeIrr([-100, -50, -20])).toBeNull();
    expect(computeIrr([100, 50, 20])).toBeNull();
    expect(computeIrr([0, 0, 0])).toBeNull();
    expect(computeIrr([])).toBeNull();
    // -100 + 0.001 / (1 + x) = 0 at x = -99.999%, below the range
    expect(computeIrr([-100, 0.001])).toBeNull();
    // -1 + 1,000 / (1 + x) = 0 at x = 99,900%, above the range
    expect(computeIrr([-1, 1000])).toBeNull();
  });
});
