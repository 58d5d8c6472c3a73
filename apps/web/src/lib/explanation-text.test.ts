import { formatDealLimitMessage } from '@rentfolio/contracts';
import { analyzeDeal, type TDealInputsInit } from '@rentfolio/finance';
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

describe('the finance explanations', () => {
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
    for (const explanation of SCENARIOS.flatMap(explain)) {
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
