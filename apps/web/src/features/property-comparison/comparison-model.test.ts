import type { TProperty } from '@rentfolio/contracts';
import { describe, expect, it } from 'vitest';
import {
  COMPARE_LIMIT,
  computeEntryCost,
  summarizeComparison,
  toCandidateFilters,
  toggleSelection,
} from './comparison-model';

function property(overrides: Partial<TProperty> & { id: number }): TProperty {
  return {
    address: `${overrides.id} Main Street`,
    city: 'Denver',
    state: 'CO',
    zipCode: '80205',
    propertyType: 'single-family',
    bedrooms: 3,
    bathrooms: 2,
    squareFeet: 1800,
    purchasePrice: 250000,
    monthlyRent: 2000,
    operatingExpenses: 500,
    propertyTaxes: 0,
    insurance: 0,
    maintenance: 0,
    vacancy: 5,
    downPayment: 20,
    interestRate: 7.5,
    loanTerm: 30,
    closingCosts: 3,
    rehabCosts: 0,
    purchaseDate: null,
    currentValue: null,
    isOccupied: true,
    notes: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    capRate: 5,
    cashFlow: 1200,
    monthlyCashFlow: 100,
    roi: 5,
    cashOnCashReturn: 2,
    ...overrides,
  };
}

describe('computeEntryCost', () => {
  it('is down payment + closing costs + rehab costs (docs/calculations.md: 50,000 + 7,500 + 10,000)', () => {
    expect(
      computeEntryCost({ purchasePrice: 250000, downPayment: 20, closingCosts: 3, rehabCosts: 10000 }),
    ).toBe(67500);
  });

  it('rounds to the cent', () => {
    expect(
      computeEntryCost({ purchasePrice: 123456.78, downPayment: 12.5, closingCosts: 2.25, rehabCosts: 0 }),
    ).toBe(18209.88); // 15,432.0975 + 2,777.77755 = 18,209.87505
  });
});

describe('toggleSelection', () => {
  it('ticks in order, unticks, and refuses a tick beyond the limit of 3', () => {
    expect(COMPARE_LIMIT).toBe(3);
    const [a, b, c, d] = [4, 2, 9, 7].map((id) => property({ id })) as [
      TProperty,
      TProperty,
      TProperty,
      TProperty,
    ];
    let selected = toggleSelection([], a);
    selected = toggleSelection(selected, b);
    selected = toggleSelection(selected, c);
    expect(selected.map((item) => item.id)).toEqual([4, 2, 9]);
    expect(toggleSelection(selected, d).map((item) => item.id)).toEqual([4, 2, 9]);
    expect(toggleSelection(selected, b).map((item) => item.id)).toEqual([4, 9]);
  });

  it('keeps the properties themselves, and unticks by id (a reloaded copy of a ticked one)', () => {
    const a = property({ id: 1, address: '1 Ocean Drive' });
    const b = property({ id: 2 });
    const selected = toggleSelection(toggleSelection([], a), b);
    expect(selected[0]).toBe(a);
    expect(toggleSelection(selected, { ...a })).toEqual([b]);
  });
});

describe('summarizeComparison', () => {
  it('names a different winner for each summary', () => {
    const a = property({ id: 1, roi: 12, monthlyCashFlow: 50, purchasePrice: 300000 });
    const b = property({ id: 2, roi: 8, monthlyCashFlow: 400, purchasePrice: 400000 });
    const c = property({ id: 3, roi: 4, monthlyCashFlow: -20, purchasePrice: 100000 });
    const summaries = summarizeComparison([a, b, c]);
    expect(summaries.bestRoi).toEqual({ property: a, value: 12 });
    expect(summaries.bestCashFlow).toEqual({ property: b, value: 400 });
    expect(summaries.lowestEntryCost).toEqual({ property: c, value: 23000 });
  });

  it('names the first on a tie', () => {
    const a = property({ id: 1 });
    const b = property({ id: 2 });
    const summaries = summarizeComparison([b, a]);
    expect(summaries.bestRoi?.property).toBe(b);
    expect(summaries.bestCashFlow?.property).toBe(b);
    expect(summaries.lowestEntryCost?.property).toBe(b);
  });

  it('skips an ROI that is n/a, and has no best ROI when every one is', () => {
    const a = property({ id: 1, roi: null });
    const b = property({ id: 2, roi: -3 });
    expect(summarizeComparison([a, b]).bestRoi?.property).toBe(b);
    expect(summarizeComparison([a]).bestRoi).toBeNull();
  });
});

describe('toCandidateFilters', () => {
  it('sends the trimmed text as the search query, and no filter for blank text', () => {
    expect(toCandidateFilters('  Miami ')).toEqual({ query: 'Miami' });
    expect(toCandidateFilters('500 picker')).toEqual({ query: '500 picker' });
    expect(toCandidateFilters('   ')).toEqual({});
    expect(toCandidateFilters('')).toEqual({});
  });
});
