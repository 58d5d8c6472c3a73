import { describe, expect, it } from 'vitest';
import {
  computeDraftLoanAmount,
  computeDraftTotals,
  type DraftMessages,
  EMPTY_DRAFT,
  getMissingFields,
  type PropertyDraft,
  QUICK_START_SAMPLES,
  toBulkProblems,
  toPropertyInput,
  validateDraft,
  validateDraftForm,
} from './onboarding-model';

const MESSAGES: DraftMessages = {
  notNumber: (field) => `${field} NOT A NUMBER`,
  required: (field) => `${field} REQUIRED`,
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
        operatingExpenses: '600',
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

describe('computeDraftLoanAmount', () => {
  it('is price x (100 - down payment %) / 100, with 20% when the down payment is empty', () => {
    expect(computeDraftLoanAmount(draft({ purchasePrice: '400000', downPayment: '25' }))).toBe(300000);
    expect(computeDraftLoanAmount(draft({ purchasePrice: '400000' }))).toBe(320000);
    expect(computeDraftLoanAmount(draft({ purchasePrice: '400000', downPayment: '100' }))).toBe(0);
  });

  it('is undefined without a price or with a down payment outside 0 to 100', () => {
    expect(computeDraftLoanAmount(draft({ purchasePrice: '' }))).toBeUndefined();
    expect(computeDraftLoanAmount(draft({ downPayment: '120' }))).toBeUndefined();
  });
});

describe('toPropertyInput', () => {
  it('maps the draft to the API property: expenses as operatingExpenses, yearly taxes and insurance, down payment in %', () => {
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
          operatingExpenses: '450',
          propertyTaxes: '2100',
          insurance: '1300',
          downPayment: '25',
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
      propertyTaxes: 2100,
      insurance: 1300,
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

  it('refuses a down payment above 100% with the API message', () => {
    expect(validateDraft(draft({ downPayment: '120' }), MESSAGES)).toEqual({
      downPayment: 'Down payment must be between 0 and 100.',
    });
  });

  it('refuses a purchase date after today (UTC)', () => {
    expect(validateDraft(draft({ purchaseDate: '2026-03-02' }), MESSAGES, '2026-03-01')).toEqual({
      purchaseDate: 'Purchase date cannot be in the future.',
    });
    expect(validateDraft(draft({ purchaseDate: '2026-03-01' }), MESSAGES, '2026-03-01')).toEqual({});
  });
});

describe('validateDraftForm (the form resolver)', () => {
  it('gives the draft as it joins the list, its state upper-cased', () => {
    expect(validateDraftForm(draft({ state: ' co ' }), MESSAGES, '2026-03-01')).toEqual({
      success: true,
      data: draft({ state: 'CO' }),
    });
  });

  it("puts a required field's own message over any other message of it, and keeps the others", () => {
    expect(
      validateDraftForm(draft({ address: '', purchasePrice: '', downPayment: '120' }), MESSAGES),
    ).toEqual({
      success: false,
      fieldErrors: {
        address: 'address REQUIRED',
        purchasePrice: 'purchasePrice REQUIRED',
        downPayment: 'Down payment must be between 0 and 100.',
      },
    });
  });
});

describe('toBulkProblems', () => {
  it('ties "properties.<i>.<field>" to the property and the draft field', () => {
    const drafts = [draft({}), draft({ address: '9 Elm', downPayment: '101' })];
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
      ),
    ).toEqual([
      {
        index: 0,
        field: 'operatingExpenses',
        apiField: 'operatingExpenses',
        message: 'Operating expenses cannot be negative.',
      },
      { index: 1, field: 'state', apiField: 'state', message: 'State must be 2 letters, for example CO.' },
      {
        index: 1,
        field: 'downPayment',
        apiField: 'downPayment',
        message: 'Down payment must be between 0 and 100.',
      },
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
