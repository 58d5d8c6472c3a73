import { formatDealLimitMessage } from '@rentfolio/contracts';
import {
  analyzeDeal,
  computePeriodRatios,
  EMPTY_PERIOD_FIGURES,
  explainActualLines,
  type TDealInputsInit,
  type TPeriodFigures,
} from '@rentfolio/finance';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { en } from '@/i18n/en';
import { findFormulaKey, findNoteKey } from './explanation-text';

/** Deals that make the engine use every wording it has: a loan, no loan, no interest, zeros, no IRR. */
const SCENARIOS: { name: string; init: TDealInputsInit; appreciation?: number }[] = [
  { name: 'a typical loan', init: { purchasePrice: 250_000, monthlyRent: 2_400, operatingExpenses: 300 } },
  {
    name: 'all cash with no closing costs and no rent',
    init: { purchasePrice: 100_000, monthlyRent: 0, operatingExpenses: 0, downPayment: 100, closingCosts: 0 },
  },
  {
    name: 'an interest-free loan',
    init: { purchasePrice: 120_000, monthlyRent: 1_000, operatingExpenses: 100, interestRate: 0 },
  },
  {
    name: 'a zero price',
    init: { purchasePrice: 0, monthlyRent: 0, operatingExpenses: 0, closingCosts: 0 },
  },
  {
    name: 'fully financed and losing value (no IRR)',
    init: {
      purchasePrice: 200_000,
      monthlyRent: 500,
      operatingExpenses: 800,
      downPayment: 0,
      closingCosts: 3,
    },
    appreciation: -5,
  },
];

function explain(scenario: (typeof SCENARIOS)[number]) {
  const { explanations } = analyzeDeal(scenario.init, {
    projection: { years: 5, assumptions: { appreciation: scenario.appreciation ?? 3 } },
  });
  return Object.values(explanations);
}

/** Plan vs Actual's periods: a year with a loan, no month owned, and a year with no loan, no cash and no cost. */
const YEAR: TPeriodFigures = {
  months: 12,
  incomeCents: 1_800_000,
  operatingExpensesCents: 660_000,
  noiCents: 1_140_000,
  interestCents: 590_000,
  principalCents: 129_460,
  debtServiceCents: 719_460,
  capitalImprovementsCents: 500_000,
  cashFlowCents: -79_460,
};
function explainActual(
  figures: TPeriodFigures,
  basis: { cashInvestedCents: number; costBasisCents: number },
) {
  return Object.values(explainActualLines(figures, computePeriodRatios(figures, basis), basis));
}
const ACTUAL_EXPLANATIONS = [
  ...explainActual(YEAR, { cashInvestedCents: 3_375_000, costBasisCents: 13_000_000 }),
  ...explainActual(EMPTY_PERIOD_FIGURES, { cashInvestedCents: 0, costBasisCents: 0 }),
  ...explainActual(
    { ...YEAR, interestCents: 0, principalCents: 0, debtServiceCents: 0, cashFlowCents: 640_000 },
    { cashInvestedCents: 0, costBasisCents: 0 },
  ),
];

describe('the finance explanations', () => {
  it('have a translation for every formula and note of the actual lines of Plan vs Actual', () => {
    for (const explanation of ACTUAL_EXPLANATIONS) {
      expect(findFormulaKey(explanation.formula), explanation.formula).not.toBeNull();
      if (explanation.note) expect(findNoteKey(explanation.note), explanation.note).not.toBeNull();
    }
  });

  for (const scenario of SCENARIOS) {
    it(`have a translation for every formula and note of ${scenario.name}`, () => {
      for (const explanation of explain(scenario)) {
        expect(findFormulaKey(explanation.formula), explanation.formula).not.toBeNull();
        if (explanation.note) expect(findNoteKey(explanation.note), explanation.note).not.toBeNull();
      }
    });
  }

  it('use every formula and note the translations list, so none is stale', () => {
    const used = new Set<string>();
    for (const explanation of [...SCENARIOS.flatMap(explain), ...ACTUAL_EXPLANATIONS]) {
      used.add(`formula:${findFormulaKey(explanation.formula)}`);
      if (explanation.note) used.add(`note:${findNoteKey(explanation.note)}`);
    }
    // No deal reaches "no rate between -99.99% and 1000%" with sane inputs; the engine's own tests cover it.
    const expected = [
      ...Object.keys(en.explain.formulas).map((key) => `formula:${key}`),
      ...Object.keys(en.explain.notes)
        .filter((key) => key !== 'irrNoRate')
        .map((key) => `note:${key}`),
    ];
    expect([...used].sort()).toEqual(expected.sort());
  });
});

describe('the limit alert', () => {
  it('is the text of formatDealLimitMessage (docs/product.md "Messages" (Limit alert))', () => {
    expect(i18n.t('dealUsage.limitAlert', { limit: 3 })).toBe(formatDealLimitMessage(3));
  });
});
