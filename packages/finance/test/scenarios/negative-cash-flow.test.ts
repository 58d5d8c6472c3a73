/**
 * A deal that loses money every month. Worked by hand:
 *   annual rent 21,600; vacancy 8% = 1,728; EGI 19,872; expenses 12 × 400 + 4,500 + 1,500 + 2,000 = 12,800
 *   NOI 7,072; cap rate 7,072 / 300,000 = 2.3573%
 *   loan 270,000 at 7.5% over 30 years: r = 0.00625, (1 + r)^360 = 9.4215339…, payment 1,887.8791731
 *   debt service 22,654.5500771; cash flow 7,072 - 22,654.5500771 = -15,582.5500771 (-1,298.5458398 a month)
 *   cash invested 30,000 + 9,000 = 39,000; year-1 principal (1,887.8791731 - 1,687.5) × 0.0776326 / 0.00625
 *   = 2,488.9529542; roi (-15,582.5500771 + 2,488.9529542) / 39,000 = -33.5733%
 */
import { describe, expect, it } from 'vitest';
import { analyzeDeal, computeCashFlowBand } from '../../src/index';

const analysis = analyzeDeal({
  purchasePrice: 300_000,
  monthlyRent: 1800,
  operatingExpenses: 400,
  propertyTaxes: 4500,
  insurance: 1500,
  maintenance: 2000,
  vacancy: 8,
  downPayment: 10,
});

describe('a deal with a negative cash flow', () => {
  it('computes the figures', () => {
    expect(analysis.effectiveGrossIncome).toBe(19_872);
    expect(analysis.annualExpenses).toBe(12_800);
    expect(analysis.netOperatingIncome).toBe(7072);
    expect(analysis.capRate).toBe(2.36);
    expect(analysis.loanAmount).toBe(270_000);
    expect(analysis.monthlyPayment).toBe(1887.88);
    expect(analysis.annualDebtService).toBe(22_654.55);
    expect(analysis.annualCashFlow).toBe(-15_582.55);
    expect(analysis.cashFlow).toBe(-1298.55);
    expect(analysis.totalCashInvested).toBe(39_000);
    expect(analysis.cashOnCashReturn).toBe(-39.96); // -15,582.5500771 / 39,000 = -39.9553%
    expect(analysis.principalPaydownYear1).toBe(2488.95);
    expect(analysis.roi).toBe(-33.57);
    expect(analysis.totalReturnYear1).toBe(-10.5); // (-15,582.5500771 + 2,488.9529542 + 9,000) / 39,000 = -10.4964%
    expect(analysis.dscr).toBe(0.31); // 7,072 / 22,654.5500771
    expect(analysis.grm).toBe(13.89);
    expect(analysis.fiftyPercentRuleMonthlyCashFlow).toBe(-987.88); // (10,800 - 22,654.5500771) / 12
    expect(analysis.breakEvenRatio).toBe(164.14); // (12,800 + 22,654.5500771) / 21,600
    expect(analysis.operatingExpenseRatio).toBe(64.41); // 12,800 / 19,872
  });

  it('rates everything poor and scores 0', () => {
    expect(analysis.ratings).toEqual({ capRate: 'poor', cashFlow: 'poor', roi: 'poor' });
    expect(analysis.score).toBe(0);
    expect(analysis.recommendation).toBe('Consider Alternative Options');
    expect(computeCashFlowBand(analysis.cashFlow)).toBe('negative');
  });
});
