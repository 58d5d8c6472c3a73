/**
 * An all-cash purchase (100% down): no loan, no debt service, so DSCR is n/a. Worked by hand:
 *   annual rent 18,000; vacancy 900; EGI 17,100; expenses 12 × 200 + 2,400 + 900 + 600 = 6,300; NOI 10,800
 *   cap rate 10,800 / 180,000 = 6.00%; cash flow 10,800 (900 a month)
 *   cash invested 180,000 + 180,000 × 2% + 5,000 = 188,600; cash-on-cash = roi = 10,800 / 188,600 = 5.7264%
 */
import { describe, expect, it } from 'vitest';
import { analyzeDeal } from '../../src/index';

const analysis = analyzeDeal(
  {
    purchasePrice: 180_000,
    monthlyRent: 1500,
    operatingExpenses: 200,
    propertyTaxes: 2400,
    insurance: 900,
    maintenance: 600,
    downPayment: 100,
    closingCosts: 2,
    rehabCosts: 5000,
  },
  { includeSchedule: true, projection: {} },
);

describe('an all-cash purchase', () => {
  it('has no loan and no debt service', () => {
    expect(analysis.downPaymentAmount).toBe(180_000);
    expect(analysis.loanAmount).toBe(0);
    expect(analysis.monthlyPayment).toBe(0);
    expect(analysis.annualDebtService).toBe(0);
    expect(analysis.principalPaydownYear1).toBe(0);
    expect(analysis.schedule).toEqual([]);
  });

  it('has no DSCR, shown as n/a', () => {
    expect(analysis.dscr).toBeNull();
    expect(analysis.explanations.dscr.result).toBeNull();
    expect(analysis.explanations.dscr.note).toBe('n/a: there is no loan, so there is no debt service.');
    expect(analysis.explanations.monthlyPayment.formula).toBe('no loan, so no payment');
  });

  it('computes the other figures', () => {
    expect(analysis.netOperatingIncome).toBe(10_800);
    expect(analysis.capRate).toBe(6);
    expect(analysis.annualCashFlow).toBe(10_800);
    expect(analysis.cashFlow).toBe(900);
    expect(analysis.totalCashInvested).toBe(188_600);
    expect(analysis.cashOnCashReturn).toBe(5.73);
    expect(analysis.roi).toBe(5.73);
    expect(analysis.totalReturnYear1).toBe(8.59); // (10,800 + 5,400) / 188,600 = 8.5896%
    expect(analysis.grm).toBe(10); // 180,000 / 18,000
    expect(analysis.onePercentRule).toBe(false); // 1,500 < 1,800
    expect(analysis.fiftyPercentRuleMonthlyCashFlow).toBe(750); // 9,000 / 12
    expect(analysis.breakEvenRatio).toBe(35); // 6,300 / 18,000
    expect(analysis.operatingExpenseRatio).toBe(36.84); // 6,300 / 17,100
  });

  it('scores exactly 70: a cap rate of exactly 6 is good', () => {
    // capRate 6.00 good (20) + cashFlow 900 excellent (40) + roi 5.73 fair (10) = 70
    expect(analysis.ratings).toEqual({ capRate: 'good', cashFlow: 'excellent', roi: 'fair' });
    expect(analysis.score).toBe(70);
    expect(analysis.recommendation).toBe('Strong Investment Opportunity');
  });

  it('projects with no debt service and sells without a loan to repay', () => {
    const projection = analysis.projection!;
    expect(projection.rows.every((row) => row.debtService === 0 && row.loanBalance === 0)).toBe(true);
    expect(projection.rows[9]).toMatchObject({
      propertyValue: 241_904.95,
      equity: 241_904.95,
      cashFlow: 14_782.54,
    });
    expect(projection.saleProceeds).toBe(227_390.65); // 180,000 × 1.03¹⁰ × 0.94
    expect(projection.irr).toBe(8.01); // bisection by hand: 8.0087%
  });
});
