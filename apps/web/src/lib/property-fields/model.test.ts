import { describe, expect, it } from 'vitest';
import {
  blankValues,
  firstInvalidField,
  normalizeMoneyText,
  PROPERTY_FIELDS,
  pickFieldErrors,
  pickValues,
  toFieldErrors,
  toTextValues,
} from '@/lib/property-fields';

// The forms' field model from the product's registry (lib/deal-registry.test.ts feeds it a registry with one input
// more). The expected values are the product's, written out by hand (docs/product.md "Input rules" and "Data").

describe('the field model of the product', () => {
  it('starts the forms with the registry defaults that are not 0, and every other field blank', () => {
    expect(PROPERTY_FIELDS.defaults).toEqual({
      address: '',
      city: '',
      state: '',
      zipCode: '',
      propertyType: '',
      bedrooms: '',
      bathrooms: '',
      squareFeet: '',
      purchasePrice: '',
      monthlyRent: '',
      operatingExpenses: '',
      propertyTaxes: '',
      insurance: '',
      maintenance: '',
      vacancy: '5',
      downPayment: '20',
      interestRate: '7.5',
      loanTerm: '30',
      closingCosts: '3',
      rehabCosts: '',
      purchaseDate: '',
      currentValue: '',
      notes: '',
    });
  });

  it('puts the details with the property, each input in its registry group, and the rest with the status', () => {
    expect(PROPERTY_FIELDS.groupOf('zipCode')).toBe('property');
    expect(PROPERTY_FIELDS.groupOf('vacancy')).toBe('financials');
    expect(PROPERTY_FIELDS.groupOf('rehabCosts')).toBe('loan');
    expect(PROPERTY_FIELDS.groupOf('purchaseDate')).toBe('status');
    expect(PROPERTY_FIELDS.groupOf('notes')).toBe('status');
  });

  it('sends the counts, the inputs and the current value as numbers', () => {
    expect(PROPERTY_FIELDS.numericFields).toEqual([
      'bedrooms',
      'bathrooms',
      'squareFeet',
      'purchasePrice',
      'monthlyRent',
      'operatingExpenses',
      'propertyTaxes',
      'insurance',
      'maintenance',
      'vacancy',
      'downPayment',
      'interestRate',
      'loanTerm',
      'closingCosts',
      'rehabCosts',
      'currentValue',
    ]);
  });

  it('types an amount in the money control, and a rate or a term with the range the registry gives it', () => {
    expect(PROPERTY_FIELDS.controlOf('purchasePrice')).toEqual({ kind: 'money' });
    expect(PROPERTY_FIELDS.controlOf('vacancy')).toEqual({
      kind: 'number',
      step: 'any',
      min: 0,
      max: 100,
      suffix: '%',
    });
    expect(PROPERTY_FIELDS.controlOf('interestRate')).toMatchObject({ min: 0, max: 30, suffix: '%' });
    expect(PROPERTY_FIELDS.controlOf('closingCosts')).toMatchObject({ min: 0, max: 20 });
    expect(PROPERTY_FIELDS.controlOf('loanTerm')).toEqual({
      kind: 'number',
      step: '1',
      min: 1,
      max: 50,
      suffix: undefined,
    });
  });
});

describe('the request body', () => {
  it('leaves blank fields out, trims the text and completes a half-typed amount', () => {
    expect(
      PROPERTY_FIELDS.toRequestBody(
        {
          address: ' 12 Oak Lane ',
          city: '',
          purchasePrice: '350000.',
          monthlyRent: '.5',
          operatingExpenses: '   ',
          vacancy: ' 6.5 ',
          notes: undefined,
        },
        PROPERTY_FIELDS.names,
      ),
    ).toEqual({ address: '12 Oak Lane', purchasePrice: '350000', monthlyRent: '0.5', vacancy: '6.5' });
  });

  it('holds only the fields of the form that asks', () => {
    const typed = { purchasePrice: '1', notes: 'not asked' };
    expect(PROPERTY_FIELDS.toRequestBody(typed, ['purchasePrice', 'vacancy'])).toEqual({
      purchasePrice: '1',
    });
  });

  it('completes a half-typed amount only', () => {
    expect(normalizeMoneyText('350000.')).toBe('350000');
    expect(normalizeMoneyText('.5')).toBe('0.5');
    expect(normalizeMoneyText('1234.5')).toBe('1234.5');
    expect(PROPERTY_FIELDS.toRequestText('vacancy', '5.')).toBe('5.');
    expect(PROPERTY_FIELDS.toRequestText('currentValue', '5.')).toBe('5');
  });
});

describe('field messages', () => {
  it("keep each field's first message, and only the form's fields", () => {
    const issues = [
      { path: ['vacancy'], message: 'Vacancy must be between 0 and 100.' },
      { path: ['vacancy'], message: 'a second message' },
      { path: ['properties', 0, 'state'], message: 'not a field of this form' },
      { path: [0], message: 'not a field name' },
      { path: ['loanTerm'], message: 'Loan term must be between 1 and 50.' },
    ];
    expect(toFieldErrors(issues, ['vacancy', 'downPayment'])).toEqual({
      vacancy: 'Vacancy must be between 0 and 100.',
    });
    expect(
      pickFieldErrors({ city: 'City is required.', 'properties.0.city': 'not ours' }, PROPERTY_FIELDS.names),
    ).toEqual({ city: 'City is required.' });
    expect(pickFieldErrors(undefined, PROPERTY_FIELDS.names)).toEqual({});
  });

  it('find the first invalid field in the order the form shows its fields', () => {
    const errors = { notes: 'x', city: 'y', rehabCosts: 'z' };
    expect(firstInvalidField(errors, PROPERTY_FIELDS.names)).toBe('city');
    expect(firstInvalidField(errors, ['notes', 'city'])).toBe('notes');
    expect(firstInvalidField({}, PROPERTY_FIELDS.names)).toBeNull();
  });
});

describe('text values', () => {
  it('give a stored record as typed text, blank where it holds nothing', () => {
    const stored = { id: 7, city: 'Denver', bedrooms: 3, bathrooms: 2.5, zipCode: null };
    expect(toTextValues(stored, ['city', 'zipCode', 'bedrooms', 'bathrooms', 'notes'])).toEqual({
      city: 'Denver',
      zipCode: '',
      bedrooms: '3',
      bathrooms: '2.5',
      notes: '',
    });
  });

  it('pick and blank the fields a form holds', () => {
    expect(pickValues(PROPERTY_FIELDS.defaults, ['vacancy', 'purchasePrice'])).toEqual({
      vacancy: '5',
      purchasePrice: '',
    });
    expect(blankValues(['city', 'notes'])).toEqual({ city: '', notes: '' });
  });
});
