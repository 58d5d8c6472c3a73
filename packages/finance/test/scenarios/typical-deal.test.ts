/**
 * The example deal of docs/calculations.md, every figure asserted. Expected values are worked by hand from the
 * formulas (checked with 50-digit decimal arithmetic), never copied from the implementation.
 *
 * Inputs: P = 250,000; R = 2,400/month; E = 300/month; T = 3,000; I = 1,200; M = 1,800 (annual); v = 5%; d = 20%;
 * i = 6.5%; n = 30 years; c = 3%; H = 10,000. Projection: 10 years, rent +3%, expenses +2%, value +3%, selling 6%.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDeal, computeNpv, type TDealInputsInit } from '../../src/index';

const EXAMPLE_DEAL: TDealInputsInit = {
  purchasePrice: 250_000,
  monthlyRent: 2400,
  operatingExpenses: 300,
  propertyTaxes: 3000,
  insurance: 1200,
  maintenance: 1800,
  vacancy: 5,
  downPayment: 20,
  interestRate: 6.5,
  loanTerm: 30,
  closingCosts: 3,
  rehabCosts: 10_000,
};

const analysis = analyzeDeal(EXAMPLE_DEAL, { includeSchedule: true, projection: { years: 10 } });

describe('the example deal: $250,000, $2,400 rent, 20% down at 6.5% over 30 years', () => {
  it('computes income and operating figures', () => {
    expect(analysis.annualRent).toBe(28_800); // 12 × 2,400
    expect(analysis.vacancyLoss).toBe(1440); // 28,800 × 5 / 100
    expect(analysis.effectiveGrossIncome).toBe(27_360); // 28,800 - 1,440
    expect(analysis.annualExpenses).toBe(9600); // 12 × 300 + 3,000 + 1,200 + 1,800 = 3,600 + 6,000
    expect(analysis.netOperatingIncome).toBe(17_760); // 27,360 - 9,600
    expect(analysis.capRate).toBe(7.1); // 17,760 / 250,000 × 100 = 7.104
  });

  it('computes the loan', () => {
    expect(analysis.downPaymentAmount).toBe(50_000); // 250,000 × 20 / 100
    expect(analysis.loanAmount).toBe(200_000); // 250,000 - 50,000
    // r = 0.065 / 12, N = 360, (1 + r)^360 = 6.9917979739: 200,000 × r × 6.9917979739 / 5.9917979739 = 1,264.1360470
    expect(analysis.monthlyPayment).toBe(1264.14);
    expect(analysis.annualDebtService).toBe(15_169.63); // 12 × 1,264.1360470 = 15,169.6325638
  });

  it('computes cash flow and returns', () => {
    expect(analysis.annualCashFlow).toBe(2590.37); // 17,760 - 15,169.6325638 = 2,590.3674362
    expect(analysis.cashFlow).toBe(215.86); // 2,590.3674362 / 12 = 215.8639530
    expect(analysis.totalCashInvested).toBe(67_500); // 50,000 + 250,000 × 3 / 100 + 10,000 = 50,000 + 7,500 + 10,000
    expect(analysis.cashOnCashReturn).toBe(3.84); // 2,590.3674362 / 67,500 × 100 = 3.8375814
    // month-1 principal = 1,264.1360470 - 200,000 × r = 180.8027137; year 1 = 180.8027137 × ((1 + r)^12 - 1) / r
    //   = 180.8027137 × 0.0669718520 / 0.0054166667 = 2,235.4509379
    expect(analysis.principalPaydownYear1).toBe(2235.45);
    expect(analysis.roi).toBe(7.15); // (2,590.3674362 + 2,235.4509379) / 67,500 × 100 = 7.1493606
    expect(analysis.appreciationYear1).toBe(7500); // 250,000 × 3 / 100
    expect(analysis.totalReturnYear1).toBe(18.26); // (2,590.3674362 + 2,235.4509379 + 7,500) / 67,500 × 100 = 18.2604717
  });

  it('computes the other ratios', () => {
    expect(analysis.dscr).toBe(1.17); // 17,760 / 15,169.6325638 = 1.1707601
    expect(analysis.grm).toBe(8.68); // 250,000 / 28,800 = 8.6805556
    expect(analysis.onePercentRule).toBe(false); // 2,400 < 0.01 × 250,000 = 2,500
    expect(analysis.fiftyPercentRuleMonthlyCashFlow).toBe(-64.14); // (14,400 - 15,169.6325638) / 12 = -64.1360470
    expect(analysis.breakEvenRatio).toBe(86.01); // (9,600 + 15,169.6325638) / 28,800 × 100 = 86.0056686
    expect(analysis.operatingExpenseRatio).toBe(35.09); // 9,600 / 27,360 × 100 = 35.0877193
  });

  it('rates the deal and recommends it as moderate', () => {
    // capRate 7.10 >= 6: good (20); cashFlow 215.86 >= 200: good (25); roi 7.15 >= 5: fair (10); 20 + 25 + 10 = 55
    expect(analysis.ratings).toEqual({ capRate: 'good', cashFlow: 'good', roi: 'fair' });
    expect(analysis.score).toBe(55);
    expect(analysis.recommendation).toBe('Moderate Investment Potential');
    expect(analysis.recommendationKey).toBe('moderate');
  });

  it('gives the schedule by year', () => {
    expect(analysis.schedule).toHaveLength(30);
    // year 1: principal 2,235.4509; interest 15,169.6326 - 2,235.4509 = 12,934.1816; balance 200,000 - 2,235.4509
    expect(analysis.schedule![0]).toEqual({
      year: 1,
      interest: 12_934.18,
      principal: 2235.45,
      endingBalance: 197_764.55,
    });
    // balance after 24 months = L(1 + r)^24 - payment((1 + r)^24 - 1) / r = 195,379.3858
    expect(analysis.schedule![1]!.endingBalance).toBe(195_379.39);
    expect(analysis.schedule![29]!.endingBalance).toBe(0);
  });

  it('projects 10 years with rent and expenses growing from year 1', () => {
    const rows = analysis.projection!.rows;
    expect(rows).toHaveLength(10);
    // year 1 is the deal as entered; the value has grown once: 250,000 × 1.03 = 257,500
    expect(rows[0]).toEqual({
      year: 1,
      rent: 28_800,
      effectiveGrossIncome: 27_360,
      expenses: 9600,
      netOperatingIncome: 17_760,
      debtService: 15_169.63,
      cashFlow: 2590.37,
      propertyValue: 257_500,
      loanBalance: 197_764.55,
      equity: 59_735.45, // 257,500 - 197,764.5491
    });
    // year 2: rent 28,800 × 1.03 = 29,664; EGI 29,664 × 0.95 = 28,180.80; expenses 9,600 × 1.02 = 9,792;
    // NOI 18,388.80; cash flow 18,388.80 - 15,169.6326 = 3,219.1674; value 250,000 × 1.03² = 265,225
    expect(rows[1]).toEqual({
      year: 2,
      rent: 29_664,
      effectiveGrossIncome: 28_180.8,
      expenses: 9792,
      netOperatingIncome: 18_388.8,
      debtService: 15_169.63,
      cashFlow: 3219.17,
      propertyValue: 265_225,
      loanBalance: 195_379.39,
      equity: 69_845.61,
    });
    // year 10: rent 28,800 × 1.03⁹ = 37,577.4672; EGI 35,698.5938; expenses 9,600 × 1.02⁹ = 11,472.8915;
    // NOI 24,225.7024; cash flow 9,056.0698; value 250,000 × 1.03¹⁰ = 335,979.0944;
    // balance after 120 months = 169,552.2527
    expect(rows[9]).toEqual({
      year: 10,
      rent: 37_577.47,
      effectiveGrossIncome: 35_698.59,
      expenses: 11_472.89,
      netOperatingIncome: 24_225.71,
      debtService: 15_169.63,
      cashFlow: 9056.07,
      propertyValue: 335_979.09,
      loanBalance: 169_552.25,
      equity: 166_426.84,
    });
  });

  it('sells at the end of year 10 and finds the IRR', () => {
    const projection = analysis.projection!;
    // 335,979.0944 × (1 - 0.06) - 169,552.2527 = 315,820.3487 - 169,552.2527 = 146,268.0964
    expect(projection.saleProceeds).toBe(146_268.1);
    expect(projection.cashFlows).toEqual([
      -67_500, 2590.37, 3219.17, 3868.75, 4539.78, 5232.94, 5948.93, 6688.48, 7452.33, 8241.27, 155_324.17,
    ]);
    // Bisection by hand on these flows: NPV(13.515%) = +29.24 and NPV(13.525%) = -19.94, root 13.5209448%
    expect(projection.irr).toBe(13.52);
    expect(computeNpv(0.13515, projection.cashFlows)).toBeGreaterThan(0);
    expect(computeNpv(0.13525, projection.cashFlows)).toBeLessThan(0);
  });

  it('explains the cap rate with its terms', () => {
    expect(analysis.explanations.capRate).toEqual({
      key: 'capRate',
      label: 'Cap rate',
      formula: 'NOI / purchase price × 100',
      terms: [
        { key: 'netOperatingIncome', label: 'NOI', value: 17_760, unit: 'usd' },
        { key: 'purchasePrice', label: 'Purchase price', value: 250_000, unit: 'usd' },
      ],
      result: 7.1,
      unit: 'percent',
    });
    expect(analysis.explanations.irr?.result).toBe(13.52);
    expect(analysis.explanations.roi.terms.map((term) => term.value)).toEqual([2590.37, 2235.45, 67_500]);
  });
});
