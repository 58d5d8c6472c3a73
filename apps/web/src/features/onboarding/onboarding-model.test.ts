import { describe, expect, it } from 'vitest';
import {
  computeDownPaymentPercent,
  computeDraftTotals,
  type DraftMessages,
  EMPTY_DRAFT,
  getMissingFields,
  type PropertyDraft,
  QUICK_START_SAMPLES,
  toBulkProblems,
  toPropertyInput,
  validateDraft,
} from './onboarding-model';

const MESSAGES: DraftMessages = {
  downPaymentTooHigh: 'DOWN TOO HIGH',
  loanTooHigh: 'LOAN TOO HIGH',
  notNumber: (field) => `${field} NOT A NUMBER`,
};

function draft(overrides: Partial<PropertyDraft>): PropertyDraft {
  return { ...EMPTY_DRAFT, address: '12 Oak Lane', city: 'Tulsa', purchasePrice: '200000', ...overrides };
}

describe('the quick-start samples', () => {
  it('each prefill 3 bedrooms, 2 bathrooms, 1800 sq ft and $600 a month (docs/product.md "Limits")', () => {
    expect(QUICK_START_SAMPLES).toHaveLength(3);
    for (const sample of QUICK_START_SAMPLES) {
      expect(sample.draft).toMatchObject({
        bedrooms: '3',
        bathrooms: '2',
        squareFeet: '1800',
        monthlyExpenses: '600',
      });
      expect(validateDraft(sample.draft, MESSAGES, '2026-01-01')).toEqual({});
    }
  });
});

describe('getMissingFields', () => {
  it('names address, city and purchase price when blank', () => {
    expect(getMissingFields({ ...EMPTY_DRAFT, city: ' ' })).toEqual(['address', 'city', 'purchasePrice']);
    expect(getMissingFields(draft({}))).toEqual([]);
  });
});

describe('computeDownPaymentPercent', () => {
  it('is the dollars given / price x 100', () => {
    expect(computeDownPaymentPercent(draft({ purchasePrice: '400000', downPayment: '100000' }))).toBe(25);
  });

  it('is (price - loan) / price x 100 with only a loan amount', () => {
    expect(computeDownPaymentPercent(draft({ purchasePrice: '400000', loanAmount: '300000' }))).toBe(25);
  });

  it('prefers the down payment when both are given', () => {
    expect(
      computeDownPaymentPercent(
        draft({ purchasePrice: '400000', downPayment: '40000', loanAmount: '300000' }),
      ),
    ).toBe(10);
  });

  it('is undefined with neither (the API default of 20% applies)', () => {
    expect(computeDownPaymentPercent(draft({}))).toBeUndefined();
  });
});

describe('toPropertyInput', () => {
  it('maps the draft to the API property: expenses as operatingExpenses, the down payment as a percent', () => {
    expect(
      toPropertyInput(
        draft({
          state: 'ok',
          zipCode: '74103',
          propertyType: 'triplex',
          bedrooms: '6',
          bathrooms: '3.5',
          squareFeet: '2400',
          purchaseDate: '2024-05-01',
          monthlyRent: '3600',
          monthlyExpenses: '450',
          downPayment: '50000',
          interestRate: '6.75',
        }),
      ),
    ).toEqual({
      address: '12 Oak Lane',
      city: 'Tulsa',
      state: 'OK',
      zipCode: '74103',
      propertyType: 'triplex',
      bedrooms: 6,
      bathrooms: 3.5,
      squareFeet: 2400,
      purchasePrice: 200000,
      purchaseDate: '2024-05-01',
      monthlyRent: 3600,
      operatingExpenses: 450,
      downPayment: 25,
      interestRate: 6.75,
    });
  });

  it('leaves out what was not given, state included', () => {
    expect(toPropertyInput(draft({}))).toEqual({
      address: '12 Oak Lane',
      city: 'Tulsa',
      propertyType: 'single-family',
      purchasePrice: 200000,
    });
  });
});

describe('validateDraft', () => {
  it('says which numeric field is not a number', () => {
    expect(validateDraft(draft({ squareFeet: '12x' }), MESSAGES)).toEqual({
      squareFeet: 'squareFeet NOT A NUMBER',
    });
  });

  it('refuses a state that is not 2 letters with the API message', () => {
    expect(validateDraft(draft({ state: 'C1' }), MESSAGES).state).toBe(
      'State must be 2 letters, for example CO.',
    );
  });

  it('says a down payment or loan larger than the price in dollars', () => {
    expect(validateDraft(draft({ downPayment: '300000' }), MESSAGES)).toEqual({
      downPayment: 'DOWN TOO HIGH',
    });
    expect(validateDraft(draft({ loanAmount: '300000' }), MESSAGES)).toEqual({ loanAmount: 'LOAN TOO HIGH' });
  });

  it('refuses a purchase date after today (UTC)', () => {
    expect(validateDraft(draft({ purchaseDate: '2026-03-02' }), MESSAGES, '2026-03-01')).toEqual({
      purchaseDate: 'Purchase date cannot be in the future.',
    });
    expect(validateDraft(draft({ purchaseDate: '2026-03-01' }), MESSAGES, '2026-03-01')).toEqual({});
  });
});

describe('toBulkProblems', () => {
  it('ties "properties.<i>.<field>" to the property and the draft field', () => {
    const drafts = [draft({}), draft({ address: '9 Elm', loanAmount: '1' })];
    expect(
      toBulkProblems(
        {
          'properties.1.state': 'State must be 2 letters, for example CO.',
          'properties.0.operatingExpenses': 'Operating expenses cannot be negative.',
          'properties.1.downPayment': 'Down payment must be between 0 and 100.',
          'properties.7.city': 'City is required.',
          properties: 'Add at least one property.',
        },
        drafts,
        MESSAGES,
      ),
    ).toEqual([
      {
        index: 0,
        field: 'monthlyExpenses',
        apiField: 'operatingExpenses',
        message: 'Operating expenses cannot be negative.',
      },
      { index: 1, field: 'state', apiField: 'state', message: 'State must be 2 letters, for example CO.' },
      { index: 1, field: 'loanAmount', apiField: 'downPayment', message: 'LOAN TOO HIGH' },
    ]);
  });
});

describe('computeDraftTotals', () => {
  it('adds up the count, prices and rents', () => {
    expect(
      computeDraftTotals([
        draft({ monthlyRent: '1500' }),
        draft({ purchasePrice: '350000', monthlyRent: '' }),
      ]),
    ).toEqual({ count: 2, totalValue: 550000, monthlyRent: 1500 });
  });
});
