import type { TProperty } from '@rentfolio/contracts';
import { describe, expect, it } from 'vitest';
import {
  COMPARE_LIMIT,
  computeEntryCost,
  filterProperties,
  summarizeComparison,
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
    let selected = toggleSelection([], 4);
    selected = toggleSelection(selected, 2);
    selected = toggleSelection(selected, 9);
    expect(selected).toEqual([4, 2, 9]);
    expect(toggleSelection(selected, 7)).toEqual([4, 2, 9]);
    expect(toggleSelection(selected, 2)).toEqual([4, 9]);
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

describe('filterProperties', () => {
  it('matches address, city, state or ZIP, ignoring case', () => {
    const a = property({ id: 1, address: '1 Ocean Drive', city: 'Miami', state: 'FL', zipCode: '33139' });
    const b = property({ id: 2, address: '2 Pine Court', city: 'Austin', state: 'TX', zipCode: '78701' });
    expect(filterProperties([a, b], 'ocean')).toEqual([a]);
    expect(filterProperties([a, b], 'AUSTIN')).toEqual([b]);
    expect(filterProperties([a, b], 'tx')).toEqual([b]);
    expect(filterProperties([a, b], '3313')).toEqual([a]);
    expect(filterProperties([a, b], '  ')).toEqual([a, b]);
  });
});
