import { describe, expect, it } from 'vitest';
import { computeActualFigures, LEDGER_CATEGORIES, LEDGER_CATEGORY_IDS } from './ledger';

describe('ledger categories', () => {
  it('are the lines of Schedule E (Form 1040), Part I, with 4 (royalties) and 18 (depreciation) left out', () => {
    const lines = LEDGER_CATEGORY_IDS.map((id) => LEDGER_CATEGORIES[id].line).filter((line) => line !== null);
    expect(lines).toEqual([3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 19]);
    expect(LEDGER_CATEGORIES.mortgageInterest.line).toBe(12);
    expect(LEDGER_CATEGORIES.repairs.line).toBe(14);
  });

  it('count interest as debt service, not as an operating expense', () => {
    expect(LEDGER_CATEGORIES.mortgageInterest.kind).toBe('interest');
    expect(LEDGER_CATEGORIES.otherInterest.kind).toBe('interest');
    const operating = LEDGER_CATEGORY_IDS.filter((id) => LEDGER_CATEGORIES[id].kind === 'operating');
    expect(operating.map((id) => LEDGER_CATEGORIES[id].line)).toEqual([
      5, 6, 7, 8, 9, 10, 11, 14, 15, 16, 17, 19,
    ]);
  });
});

describe('computeActualFigures', () => {
  it('works a year of a rental out as by hand', () => {
    // Rents $30,000; advertising 200, insurance 1,200, repairs 1,800, taxes 3,600, utilities 600, management 2,400:
    // operating expenses $9,800, NOI $20,200. Interest 9,000 + principal 3,000 = debt service $12,000, DSCR
    // 20,200 / 12,000 = 1.68333…; a $5,000 new roof: cash flow 20,200 - 12,000 - 5,000 = $3,200. Cash invested
    // 80,000 + 5,000 = $85,000: cash-on-cash 3,200 / 85,000 = 3.7647%. Cost 300,000 + 5,000: cap rate on cost
    // 20,200 / 305,000 = 6.6230%. The deposit taken and the owner's draw change none of it.
    const figures = computeActualFigures(
      {
        rents: 3_000_000,
        advertising: 20_000,
        insurance: 120_000,
        repairs: 180_000,
        taxes: 360_000,
        utilities: 60_000,
        managementFees: 240_000,
        mortgageInterest: 900_000,
        loanPrincipal: 300_000,
        capitalImprovement: 500_000,
        depositReceived: 200_000,
        ownerDraw: 100_000,
      },
      { cashInvestedCents: 8_500_000, costBasisCents: 30_500_000 },
    );
    expect(figures).toEqual({
      incomeCents: 3_000_000,
      operatingExpensesCents: 980_000,
      noiCents: 2_020_000,
      interestCents: 900_000,
      principalCents: 300_000,
      debtServiceCents: 1_200_000,
      capitalImprovementsCents: 500_000,
      cashFlowCents: 320_000,
      dscr: expect.closeTo(1.683333333, 9),
      cashOnCash: expect.closeTo(0.037647059, 9),
      capRateOnCost: expect.closeTo(0.066229508, 9),
    });
  });

  it('has no DSCR without debt service, no cash-on-cash without cash invested and no cap rate without a cost', () => {
    const figures = computeActualFigures(
      { rents: 100_000, repairs: 150_000 },
      { cashInvestedCents: 0, costBasisCents: 0 },
    );
    expect(figures.noiCents).toBe(-50_000);
    expect(figures.cashFlowCents).toBe(-50_000);
    expect(figures.dscr).toBeNull();
    expect(figures.cashOnCash).toBeNull();
    expect(figures.capRateOnCost).toBeNull();
  });
});
