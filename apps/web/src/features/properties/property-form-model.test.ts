import type { TSavedAnalysis } from '@rentfolio/contracts';
import { describe, expect, it } from 'vitest';
import { STORED } from '@/test/stored-property';
import {
  computePropertyPreview,
  findFirstInvalidField,
  PROPERTY_FORM_DEFAULTS,
  type PropertyFormValues,
  pickPropertyFieldErrors,
  toPropertyFormValues,
  toPropertyFormValuesFromAnalysis,
  toPropertyPatch,
  toPropertyRequestInput,
  validatePropertyForm,
} from './property-form-model';

/** The example deal of docs/calculations.md as typed into the form (cap rate 7.10%, $215.86 a month). */
const EXAMPLE: PropertyFormValues = {
  ...PROPERTY_FORM_DEFAULTS,
  address: '1428 Elm Street',
  city: 'Denver',
  state: 'co',
  propertyType: 'duplex',
  purchasePrice: '250000',
  monthlyRent: '2400',
  operatingExpenses: '300',
  propertyTaxes: '3000',
  insurance: '1200',
  maintenance: '1800',
  interestRate: '6.5',
  rehabCosts: '10000',
};

function patchOf(changes: Partial<PropertyFormValues>) {
  const initial = toPropertyFormValues(STORED);
  const values = { ...initial, ...changes };
  const validation = validatePropertyForm(values);
  if (!validation.success) throw new Error(JSON.stringify(validation.fieldErrors));
  return toPropertyPatch(initial, values, validation.data);
}

describe('computePropertyPreview', () => {
  it('shows nothing until there is a purchase price', () => {
    expect(computePropertyPreview(PROPERTY_FORM_DEFAULTS)).toEqual({ status: 'needsPrice' });
  });

  it("gives the example deal's documented figures", () => {
    expect(computePropertyPreview(EXAMPLE)).toEqual({
      status: 'ready',
      figures: {
        capRate: 7.1,
        monthlyCashFlow: 215.86,
        cashFlow: 2_590.37,
        roi: 7.15,
        cashOnCashReturn: 3.84,
      },
    });
  });

  it('counts blank rent and expenses as 0 and blank loan fields as the defaults, as the server does', () => {
    const preview = computePropertyPreview({
      ...PROPERTY_FORM_DEFAULTS,
      purchasePrice: '250000',
      vacancy: '',
      downPayment: '',
      interestRate: '',
      loanTerm: '',
      closingCosts: '',
    });
    // The server stored exactly these for 250,000 with nothing else (checked against the running API).
    expect(preview).toEqual({
      status: 'ready',
      figures: {
        capRate: 0,
        cashFlow: -16_781.15,
        monthlyCashFlow: -1_398.43,
        roi: -25.98,
        cashOnCashReturn: -29.18,
      },
    });
  });

  it('names the fields the server would refuse instead of computing from them', () => {
    expect(computePropertyPreview({ ...EXAMPLE, vacancy: '150', loanTerm: '0' })).toEqual({
      status: 'invalid',
      fields: ['vacancy', 'loanTerm'],
    });
    expect(computePropertyPreview({ ...EXAMPLE, purchasePrice: '0' })).toEqual({
      status: 'invalid',
      fields: ['purchasePrice'],
    });
  });
});

describe('validatePropertyForm', () => {
  it('asks for address, city and purchase price with the API’s messages', () => {
    const result = validatePropertyForm(PROPERTY_FORM_DEFAULTS);
    expect(result).toEqual({
      success: false,
      fieldErrors: {
        address: 'Address is required.',
        city: 'City is required.',
        purchasePrice: 'Purchase price is required.',
      },
    });
  });

  it('refuses a state that is not 2 letters and a negative number', () => {
    const result = validatePropertyForm({ ...EXAMPLE, state: 'C1', bedrooms: '-1', vacancy: '-2' });
    expect(result).toEqual({
      success: false,
      fieldErrors: {
        state: 'State must be 2 letters, for example CO.',
        bedrooms: 'Bedrooms cannot be negative.',
        vacancy: 'Vacancy cannot be negative.',
      },
    });
  });

  it('sends numbers, an upper-case state and the occupied flag; blank fields are left to the server', () => {
    const result = validatePropertyForm({ ...EXAMPLE, purchasePrice: '250000.', isOccupied: false });
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data).toMatchObject({ state: 'CO', purchasePrice: 250_000, vacancy: 5, isOccupied: false });
    expect(toPropertyRequestInput(EXAMPLE)).not.toHaveProperty('zipCode');
    expect(toPropertyRequestInput(EXAMPLE)).not.toHaveProperty('currentValue');
  });
});

describe('toPropertyPatch', () => {
  it('sends only the fields that changed', () => {
    expect(patchOf({ monthlyRent: '2600', isOccupied: false })).toEqual({
      monthlyRent: 2_600,
      isOccupied: false,
    });
    expect(patchOf({})).toEqual({});
  });

  it('clears currentValue, purchase date, state and ZIP code with null, and a blank amount or rate to its default', () => {
    expect(
      patchOf({ currentValue: '', purchaseDate: '', state: '', zipCode: '', insurance: '', vacancy: '' }),
    ).toEqual({
      currentValue: null,
      purchaseDate: null,
      state: null,
      zipCode: null,
      insurance: 0,
      vacancy: 5,
    });
  });

  it('clears a stored count with null', () => {
    expect(patchOf({ bedrooms: '', squareFeet: '' })).toEqual({ bedrooms: null, squareFeet: null });
  });
});

describe('the form from a saved analysis', () => {
  it('takes its property details, its inputs and its notes, and starts occupied with no date', () => {
    const saved: TSavedAnalysis = {
      id: 3,
      createdAt: '2026-01-01T00:00:00.000Z',
      address: '77 Saved Ave',
      city: 'Austin',
      state: 'tx',
      zipCode: null,
      propertyType: null,
      bedrooms: 3,
      bathrooms: null,
      squareFeet: null,
      notes: 'Needs a roof.',
      inputs: {
        purchasePrice: 400_000,
        monthlyRent: 3_600,
        operatingExpenses: 500,
        propertyTaxes: 0,
        insurance: 0,
        maintenance: 0,
        vacancy: 6,
        downPayment: 25,
        interestRate: 7,
        loanTerm: 15,
        closingCosts: 2,
        rehabCosts: 0,
      },
      capRate: 8.76,
      cashFlow: 682.51,
      roi: 15,
      score: 90,
      recommendation: 'Strong Investment Opportunity',
    };
    expect(toPropertyFormValuesFromAnalysis(saved)).toEqual({
      ...PROPERTY_FORM_DEFAULTS,
      address: '77 Saved Ave',
      city: 'Austin',
      state: 'TX',
      propertyType: 'single-family',
      bedrooms: '3',
      purchasePrice: '400000',
      monthlyRent: '3600',
      operatingExpenses: '500',
      propertyTaxes: '0',
      insurance: '0',
      maintenance: '0',
      vacancy: '6',
      downPayment: '25',
      interestRate: '7',
      loanTerm: '15',
      closingCosts: '2',
      rehabCosts: '0',
      notes: 'Needs a roof.',
    });
  });
});

describe('server field messages', () => {
  it('keeps the form’s own fields and finds the first one in the order shown', () => {
    const errors = pickPropertyFieldErrors({
      purchaseDate: 'Purchase date cannot be in the future.',
      city: 'City is required.',
      'properties.0.state': 'not ours',
    });
    expect(errors).toEqual({
      purchaseDate: 'Purchase date cannot be in the future.',
      city: 'City is required.',
    });
    expect(findFirstInvalidField(errors)).toBe('city');
  });
});
