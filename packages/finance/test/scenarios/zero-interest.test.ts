/**
 * A 0% loan (seller financing): $120,000 with 25% down, 15 years at 0%, projected over 20 years so that the debt
 * service stops after year 15. Worked by hand:
 *   annual rent 12 × 1,100 = 13,200; vacancy 5% = 660; EGI 12,540; expenses 12 × 150 + 1,200 + 600 = 3,600
 *   NOI 12,540 - 3,600 = 8,940; cap rate 8,940 / 120,000 = 7.45%
 *   down 30,000; loan 90,000; r = 0, N = 180: payment = 90,000 / 180 = 500; debt service 6,000
 *   cash flow 8,940 - 6,000 = 2,940 (245 a month); cash invested 30,000 + 3,600 + 0 = 33,600
 */
import { describe, expect, it } from 'vitest';
import { analyzeDeal, computeAmortizationSchedule, computeLoan } from '../../src/index';

const analysis = analyzeDeal(
  {
    purchasePrice: 120_000,
    monthlyRent: 1100,
    operatingExpenses: 150,
    propertyTaxes: 1200,
    insurance: 600,
    downPayment: 25,
    interestRate: 0,
    loanTerm: 15,
  },
  { includeSchedule: true, projection: { years: 20 } },
);

describe('a 15-year loan at 0%', () => {
  it('pays the loan amount over the number of payments', () => {
    expect(analysis.loanAmount).toBe(90_000);
    expect(analysis.monthlyPayment).toBe(500); // 90,000 / 180
    expect(analysis.annualDebtService).toBe(6000);
  });

  it('charges no interest, so every payment is principal', () => {
    const rows = computeAmortizationSchedule(
      computeLoan({ purchasePrice: 120_000, downPayment: 25, interestRate: 0, loanTerm: 15 }),
    );
    expect(rows).toHaveLength(180);
    expect(rows[0]).toEqual({ month: 1, payment: 500, interest: 0, principal: 500, balance: 89_500 });
    expect(rows[179]).toEqual({ month: 180, payment: 500, interest: 0, principal: 500, balance: 0 });
    expect(analysis.schedule![0]).toEqual({ year: 1, interest: 0, principal: 6000, endingBalance: 84_000 });
    expect(analysis.schedule![14]).toEqual({ year: 15, interest: 0, principal: 6000, endingBalance: 0 });
  });

  it('computes the returns', () => {
    expect(analysis.netOperatingIncome).toBe(8940);
    expect(analysis.capRate).toBe(7.45);
    expect(analysis.annualCashFlow).toBe(2940);
    expect(analysis.cashFlow).toBe(245);
    expect(analysis.totalCashInvested).toBe(33_600);
    expect(analysis.cashOnCashReturn).toBe(8.75); // 2,940 / 33,600
    expect(analysis.principalPaydownYear1).toBe(6000); // 12 × 500
    expect(analysis.roi).toBe(26.61); // (2,940 + 6,000) / 33,600 = 26.6071%
    expect(analysis.totalReturnYear1).toBe(37.32); // (2,940 + 6,000 + 3,600) / 33,600 = 37.3214%
    expect(analysis.dscr).toBe(1.49); // 8,940 / 6,000
    expect(analysis.grm).toBe(9.09); // 120,000 / 13,200
    expect(analysis.fiftyPercentRuleMonthlyCashFlow).toBe(50); // (6,600 - 6,000) / 12
    expect(analysis.breakEvenRatio).toBe(72.73); // (3,600 + 6,000) / 13,200
    expect(analysis.operatingExpenseRatio).toBe(28.71); // 3,600 / 12,540
    // capRate 7.45 good (20), cashFlow 245 good (25), roi 26.61 excellent (30): 75
    expect(analysis.score).toBe(75);
    expect(analysis.recommendation).toBe('Strong Investment Opportunity');
  });

  it('stops the debt service after the loan is repaid in year 15', () => {
    const rows = analysis.projection!.rows;
    expect(rows).toHaveLength(20);
    expect(rows[14]).toMatchObject({ year: 15, debtService: 6000, loanBalance: 0, cashFlow: 8217.75 });
    // year 16: rent 13,200 × 1.03¹⁵ = 20,565.17; EGI × 0.95 = 19,536.91; expenses 3,600 × 1.02¹⁵ = 4,845.13
    expect(rows[15]).toEqual({
      year: 16,
      rent: 20_565.17,
      effectiveGrossIncome: 19_536.91,
      expenses: 4845.13,
      netOperatingIncome: 14_691.79,
      debtService: 0,
      cashFlow: 14_691.79,
      propertyValue: 192_564.77, // 120,000 × 1.03¹⁶
      loanBalance: 0,
      equity: 192_564.77,
    });
    expect(rows.slice(15).every((row) => row.debtService === 0)).toBe(true);
    // 120,000 × 1.03²⁰ × 0.94 - 0 = 216,733.35 × 0.94 = 203,729.35
    expect(analysis.projection!.saleProceeds).toBe(203_729.35);
    expect(analysis.projection!.irr).toBe(18.03); // bisection by hand: 18.0315%
  });
});
