import { XIRR } from '@formulajs/formulajs';
import { ipmt, ppmt } from 'financial';
import { describe, expect, it } from 'vitest';
import { resolveDealInputs } from './deal-inputs';
import {
  actualVacancyPercent,
  blendActualCashFlowCents,
  comparePlanLine,
  computeActualPeriodFigures,
  computeIrrToDate,
  computePeriodRatios,
  computePlanFigures,
  initialCashInvestedCents,
  ownerFlowSign,
} from './plan-actual';

// $125,000 with 20% down ($100,000 at 6% over 30 years: $599.55 a month), 3% closing costs, $1,500 rent with 5%
// vacancy, and $500 a month of expenses ($200 a month + $2,400 of taxes + $1,200 of insurance a year); bought on
// 15 March 2024.
const HOUSE = resolveDealInputs({
  purchasePrice: 125_000,
  downPayment: 20,
  interestRate: 6,
  loanTerm: 30,
  closingCosts: 3,
  rehabCosts: 0,
  monthlyRent: 1500,
  vacancy: 5,
  operatingExpenses: 200,
  propertyTaxes: 2400,
  insurance: 1200,
  maintenance: 0,
});

/** The loan's interest and principal of payments `first` to `last`, by numpy-financial (the oracle), in cents. */
function oracleDebt(first: number, last: number) {
  let interestCents = 0;
  let principalCents = 0;
  for (let n = first; n <= last; n++) {
    // Each payment in cents: its interest rounded, and the rest of the payment (599.55) principal.
    const interest = Math.round(-ipmt(0.005, n, 360, 100_000) * 100);
    const payment = Math.round(-(ipmt(0.005, n, 360, 100_000) + ppmt(0.005, n, 360, 100_000)) * 100);
    interestCents += interest;
    principalCents += payment - interest;
  }
  return { interestCents, principalCents };
}

describe('the plan of a period', () => {
  it('counts the months owned, from the month after the purchase', () => {
    // 2024: April to December, 9 months of year 1. Income 1,500 × 0.95 = 1,425 a month → 12,825; expenses 500 a
    // month → 4,500; NOI 8,325.
    const plan = computePlanFigures(HOUSE, '2024-03-15', { from: '2024-01', to: '2024-12' });
    const debt = oracleDebt(1, 9);
    expect(plan).toEqual({
      months: 9,
      incomeCents: 1_282_500,
      operatingExpensesCents: 450_000,
      noiCents: 832_500,
      interestCents: debt.interestCents,
      principalCents: debt.principalCents,
      debtServiceCents: debt.interestCents + debt.principalCents,
      capitalImprovementsCents: 0,
      cashFlowCents: 832_500 - debt.interestCents - debt.principalCents,
    });
    // By hand: nine payments of 599.55 are 5,395.95, of which 4,481.87 interest.
    expect(plan.interestCents).toBe(448_187);
    expect(plan.debtServiceCents).toBe(539_595);
  });

  it('grows rent by 3% and expenses by 2% from the second year after the purchase', () => {
    // March 2025 is payment 12 (year 1); April and May are 13 and 14 (year 2).
    const plan = computePlanFigures(HOUSE, '2024-03-15', { from: '2025-03', to: '2025-05' });
    // 1,425 + 2 × 1,425 × 1.03 = 4,360.50; 500 + 2 × 500 × 1.02 = 1,520.
    expect(plan.months).toBe(3);
    expect(plan.incomeCents).toBe(436_050);
    expect(plan.operatingExpensesCents).toBe(152_000);
    expect(plan.interestCents).toBe(oracleDebt(12, 14).interestCents);
  });

  it('plans nothing before the purchase, and the first months after one without a purchase date', () => {
    expect(computePlanFigures(HOUSE, '2024-03-15', { from: '2023-01', to: '2024-03' }).months).toBe(0);
    const undated = computePlanFigures(HOUSE, null, { from: '2026-01', to: '2026-03' });
    expect(undated.months).toBe(3);
    expect(undated.interestCents).toBe(oracleDebt(1, 3).interestCents);
  });
});

describe('the actual figures and their comparison', () => {
  it('sums the ledger by kind; deposits and owner money are not income or expense', () => {
    const actual = computeActualPeriodFigures(
      {
        rents: 1_200_000,
        repairs: 80_000,
        taxes: 240_000,
        mortgageInterest: 450_000,
        loanPrincipal: 90_000,
        capitalImprovement: 300_000,
        depositReceived: 150_000,
        ownerDraw: 500_000,
      },
      9,
    );
    // NOI = 12,000 − 800 − 2,400 = 8,800; cash flow = 8,800 − 4,500 − 900 − 3,000 = 400.
    expect(actual).toMatchObject({
      months: 9,
      incomeCents: 1_200_000,
      operatingExpensesCents: 320_000,
      noiCents: 880_000,
      debtServiceCents: 540_000,
      capitalImprovementsCents: 300_000,
      cashFlowCents: 40_000,
    });
    // A year of the period: cash flow 400 × 12 / 9 = 533.33 on 28,750 invested; NOI 8,800 × 12 / 9 = 11,733.33 on
    // 125,000 + 3,000.
    const ratios = computePeriodRatios(actual, { cashInvestedCents: 2_875_000, costBasisCents: 12_800_000 });
    expect(ratios.dscr).toBeCloseTo(8800 / 5400, 12);
    expect(ratios.cashOnCash).toBeCloseTo(533.333_333 / 28_750, 8);
    expect(ratios.capRateOnCost).toBeCloseTo(11_733.333_333 / 128_000, 8);
    expect(initialCashInvestedCents(HOUSE)).toBe(2_875_000);
  });

  it('flags a line off by more than the threshold either way; a plan of 0 has no percentage', () => {
    expect(comparePlanLine(100_000, 111_000, 10)).toEqual({
      plan: 100_000,
      actual: 111_000,
      difference: 11_000,
      differencePercent: 11,
      isOff: true,
    });
    expect(comparePlanLine(100_000, 90_000, 10)).toMatchObject({ differencePercent: -10, isOff: false });
    // A negative plan (a planned loss) compares against its size: −1,000 planned, −1,500 had is 50% worse.
    expect(comparePlanLine(-1000, -1500, 10)).toMatchObject({
      difference: -500,
      differencePercent: -50,
      isOff: true,
    });
    expect(comparePlanLine(0, 5000, 10)).toMatchObject({
      difference: 5000,
      differencePercent: null,
      isOff: false,
    });
    expect(comparePlanLine(null, 5000, 10)).toMatchObject({ difference: null, isOff: false });
  });
});

describe('the IRR to date', () => {
  it('is XIRR over the cash invested, the daily net flows and the equity today, as Excel computes it', () => {
    const dailyNetCents = [
      { date: '2024-05-01', cents: 150_000 },
      { date: '2024-06-01', cents: -40_000 },
      { date: '2024-09-01', cents: 210_000 },
      // After today: not counted.
      { date: '2025-01-01', cents: 999_999 },
    ];
    const irr = computeIrrToDate({
      purchaseDate: '2024-03-15',
      initialCashCents: 2_875_000,
      dailyNetCents,
      today: '2024-12-31',
      closingEquityCents: 3_000_000,
    });
    expect(irr.flows).toBe(5);
    const oracle = XIRR(
      [-2_875_000, 150_000, -40_000, 210_000, 3_000_000],
      ['2024-03-15', '2024-05-01', '2024-06-01', '2024-09-01', '2024-12-31'].map(
        (day) => new Date(`${day}T00:00:00Z`),
      ),
    ) as number;
    expect(irr.rate).toBeCloseTo(oracle, 6);
    // By hand for the simplest case: 10,000 in, 11,000 out 366 days later is 1.1^(365/366) − 1.
    const simple = computeIrrToDate({
      purchaseDate: '2024-01-01',
      initialCashCents: 1_000_000,
      dailyNetCents: [],
      today: '2025-01-01',
      closingEquityCents: 1_100_000,
    });
    expect(simple.rate).toBeCloseTo(1.1 ** (365 / 366) - 1, 10);
  });

  it('counts income in and every cost out, but not deposits or money between the owner and the property', () => {
    expect(ownerFlowSign('rents')).toBe(1);
    for (const category of ['repairs', 'mortgageInterest', 'loanPrincipal', 'capitalImprovement'] as const)
      expect(ownerFlowSign(category)).toBe(-1);
    for (const category of ['depositReceived', 'depositReturned', 'ownerContribution', 'ownerDraw'] as const)
      expect(ownerFlowSign(category)).toBe(0);
  });
});

describe('actualVacancyPercent', () => {
  it('is the share of the gross potential rent the ledger did not receive', () => {
    // Rent 2,000 a month with 5% vacancy planned: 12 × 2,000 × 0.95 = 22,800 planned. 20,000 received of the 24,000
    // potential: 1 − 20,000 ÷ 24,000 = 16.67%.
    expect(actualVacancyPercent(2_280_000, 2_000_000, 5)).toBeCloseTo(16.6667, 4);
    // Everything received: 0; more than the rent (a raise): still 0.
    expect(actualVacancyPercent(2_280_000, 2_400_000, 5)).toBe(0);
    expect(actualVacancyPercent(2_280_000, 2_500_000, 5)).toBe(0);
    expect(actualVacancyPercent(0, 100, 5)).toBeNull();
    expect(actualVacancyPercent(1000, 0, 100)).toBeNull();
  });
});

describe('blendActualCashFlowCents', () => {
  it('puts each property’s actual monthly cash flow in place of its projected one', () => {
    // Projected 500 + 300 = 800 a month; the first had 4,500.06 in 12 months: 375.01 (375.005 rounded to the cent) in
    // place of 500: 675.01.
    expect(
      blendActualCashFlowCents(80_000, [
        { projectedMonthlyCents: 50_000, actualPeriodCents: 450_006, months: 12 },
      ]),
    ).toBe(67_501);
    expect(blendActualCashFlowCents(80_000, [])).toBe(80_000);
  });
});
