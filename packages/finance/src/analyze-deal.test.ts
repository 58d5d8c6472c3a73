import { describe, expect, it } from 'vitest';
import { analyzeDeal, analyzeProperty, analyzeQuickDeal } from './analyze-deal';

/*
 * The quick analysis of $200,000 at $1,800 rent and $500 expenses, by hand (T = I = M = H = 0, 20% down, 7.5%,
 * 30 years, 3% closing):
 *   annual rent 21,600; vacancy 5% = 1,080; EGI 20,520; expenses 12 × 500 = 6,000; NOI 14,520; cap rate 7.26%
 *   loan 160,000; r = 0.00625; (1 + r)^360 = 9.4215339; payment 1,118.7432137; debt service 13,424.9185642
 *   cash flow 1,095.0814358 a year, 91.2567863 a month; cash invested 40,000 + 6,000 = 46,000
 *   year-1 principal (1,118.7432137 - 1,000) × ((1 + r)^12 - 1) / r = 1,474.9350840
 *   roi (1,095.0814358 + 1,474.9350840) / 46,000 = 5.5869924%; cash-on-cash 1,095.0814358 / 46,000 = 2.3806118%
 */
const QUICK = { purchasePrice: 200_000, monthlyRent: 1800, operatingExpenses: 500 };

describe('analyzeQuickDeal (docs/product.md "Deal formulas" (Quick analysis))', () => {
  it('returns the cap rate, monthly cash flow, roi and NOI with the loan defaults', () => {
    expect(analyzeQuickDeal(QUICK)).toEqual({
      capRate: 7.26,
      cashFlow: 91.26,
      roi: 5.59,
      netOperatingIncome: 14_520,
    });
  });

  it('takes a vacancy and ignores nothing else', () => {
    // vacancy 0: NOI 21,600 - 6,000 = 15,600; cap rate 7.8%
    expect(analyzeQuickDeal({ ...QUICK, vacancy: 0 })).toMatchObject({
      capRate: 7.8,
      netOperatingIncome: 15_600,
    });
  });
});

describe('analyzeProperty (docs/product.md "Portfolio figures" (Per property))', () => {
  it('gives the annual cashFlow and the monthlyCashFlow of a property', () => {
    expect(analyzeProperty(QUICK)).toEqual({
      capRate: 7.26,
      cashFlow: 1095.08,
      monthlyCashFlow: 91.26,
      roi: 5.59,
      cashOnCashReturn: 2.38,
    });
  });
});

describe('analyzeDeal', () => {
  it('answers the inputs with the defaults filled in, and no schedule or projection unless asked', () => {
    const analysis = analyzeDeal(QUICK);
    expect(analysis.inputs).toMatchObject({ vacancy: 5, downPayment: 20, interestRate: 7.5, loanTerm: 30 });
    expect(analysis).not.toHaveProperty('schedule');
    expect(analysis).not.toHaveProperty('projection');
    expect(analysis.explanations).not.toHaveProperty('irr');
    expect(analysis.roi).toBe(5.59);
  });

  it('explains annual rent, vacancy loss and the down payment from the numbers that went in', () => {
    const analysis = analyzeDeal({ purchasePrice: 250_000, monthlyRent: 2400, operatingExpenses: 300 });
    const { annualRent, vacancyLoss, downPaymentAmount } = analysis.explanations;
    expect(annualRent).toMatchObject({ formula: '12 × monthly rent', result: 28_800 });
    expect(annualRent.terms).toEqual([
      { key: 'monthlyRent', label: 'Monthly rent', value: 2400, unit: 'usd' },
    ]);
    // 28,800 × 5% = 1,440; 250,000 × 20% = 50,000.
    expect(vacancyLoss).toMatchObject({ formula: 'annual rent × vacancy', result: 1440 });
    expect(vacancyLoss.terms.map((t) => [t.key, t.value])).toEqual([
      ['annualRent', 28_800],
      ['vacancy', 5],
    ]);
    expect(downPaymentAmount).toMatchObject({ formula: 'purchase price × down payment', result: 50_000 });
    expect(downPaymentAmount.terms.map((t) => [t.key, t.value])).toEqual([
      ['purchasePrice', 250_000],
      ['downPayment', 20],
    ]);
  });

  it('rates the figures as shown: a cap rate of 7.996% shows 8.00% and rates excellent', () => {
    // NOI 12,000 - 4,004 = 7,996 on 100,000
    const analysis = analyzeDeal({
      purchasePrice: 100_000,
      monthlyRent: 1000,
      operatingExpenses: 0,
      propertyTaxes: 4004,
      vacancy: 0,
    });
    expect(analysis.capRate).toBe(8);
    expect(analysis.ratings.capRate).toBe('excellent');
  });

  it('throws a RangeError on inputs it cannot analyse', () => {
    expect(() => analyzeDeal({ ...QUICK, vacancy: 150 })).toThrow(/vacancy must be between 0 and 100/);
    expect(() => analyzeDeal({ ...QUICK, purchasePrice: Number.NaN })).toThrow(RangeError);
    expect(() => analyzeDeal(QUICK, { projection: { years: 0 } })).toThrow(RangeError);
  });

  it('gives n/a figures, with the reason, when a denominator is 0', () => {
    // no price: no cap rate; no rent: no GRM or break-even ratio; 100% vacancy: no expense ratio
    const analysis = analyzeDeal({
      purchasePrice: 0,
      monthlyRent: 0,
      operatingExpenses: 100,
      vacancy: 100,
      closingCosts: 0,
    });
    expect(analysis.capRate).toBeNull();
    expect(analysis.grm).toBeNull();
    expect(analysis.breakEvenRatio).toBeNull();
    expect(analysis.operatingExpenseRatio).toBeNull();
    expect(analysis.cashOnCashReturn).toBeNull();
    expect(analysis.roi).toBeNull();
    expect(analysis.totalReturnYear1).toBeNull();
    expect(analysis.dscr).toBeNull();
    expect(analysis.ratings).toEqual({ capRate: 'poor', cashFlow: 'poor', roi: 'poor' });
    expect(analysis.explanations.capRate.note).toBe('n/a: the purchase price is 0.');
    expect(analysis.explanations.roi.note).toBe('n/a: the total cash invested is 0.');
    expect(analysis.explanations.grm.note).toBe('n/a: the rent is 0.');
    expect(analysis.explanations.operatingExpenseRatio.note).toBe('n/a: the effective gross income is 0.');
    expect(analysis.explanations.netOperatingIncome).not.toHaveProperty('note');
  });

  it('explains every headline figure with keyed terms', () => {
    const { explanations } = analyzeDeal(QUICK, { projection: {} });
    for (const key of [
      'capRate',
      'cashFlow',
      'annualCashFlow',
      'roi',
      'cashOnCashReturn',
      'netOperatingIncome',
      'monthlyPayment',
      'dscr',
      'totalCashInvested',
      'irr',
    ] as const) {
      const explanation = explanations[key]!;
      expect(explanation.key).toBe(key);
      expect(explanation.formula.length).toBeGreaterThan(0);
      expect(explanation.terms.length).toBeGreaterThan(0);
      for (const term of explanation.terms) expect(term.key).toMatch(/^[a-z][A-Za-z0-9]*$/);
    }
    expect(explanations.cashFlow).toEqual({
      key: 'cashFlow',
      label: 'Monthly cash flow',
      formula: 'annual cash flow / 12',
      terms: [{ key: 'annualCashFlow', label: 'Annual cash flow', value: 1095.08, unit: 'usd' }],
      result: 91.26,
      unit: 'usd',
    });
    expect(explanations.monthlyPayment.terms).toContainEqual({
      key: 'paymentCount',
      label: 'Number of payments',
      value: 360,
      unit: 'months',
    });
    expect(explanations.score.terms.map((term) => term.value)).toEqual([20, 10, 10]); // 7.26 good, 91.26 fair, 5.59 fair
  });
});
