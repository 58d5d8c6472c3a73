import { dealInputFieldsOf, ZAnalyzeDealRequest, ZPropertyInput } from '@rentfolio/contracts';
import { DEAL_FIELD_NAMES, DEAL_FIELDS, type TDealFieldSpec } from '@rentfolio/finance';
import { CSV_INPUT_FIELDS, csvColumnsOf } from '@rentfolio/property-csv';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PROPERTY_FIELDS, propertyFieldsOf, toFieldErrors, toTextValues } from '@/lib/property-fields';

// finance's DEAL_FIELDS is the one list of a deal's inputs (docs/calculations.md "Conventions"): the request schemas,
// the CSV columns and the web forms' field model are derived from it, never typed out again. A copy of the registry with one more input (an HOA fee,
// a monthly amount) must give that input everywhere, with the rules its unit and period imply (docs/api.md "Conventions":
// money rounded to cents, a monthly amount at most $10,000,000).

const HOA: TDealFieldSpec = {
  symbol: 'F',
  label: 'HOA fees',
  unit: 'money',
  per: 'month',
  column: 'hoaFeesCents',
  default: 0,
  group: 'financials',
  aliases: ['hoa'],
};
const REGISTRY_WITH_HOA = { ...DEAL_FIELDS, hoaFees: HOA };

describe('the deal-field registry drives', () => {
  it('the request schemas: a new input is taken, rounded to cents and bounded by its period', () => {
    const schema = z.object(dealInputFieldsOf(REGISTRY_WITH_HOA, ['purchasePrice']));
    expect(schema.parse({ purchasePrice: 250_000, hoaFees: '250.005' })).toMatchObject({ hoaFees: 250.01 });
    expect(schema.parse({ purchasePrice: 250_000 }).hoaFees).toBeUndefined();
    const negative = schema.safeParse({ purchasePrice: 250_000, hoaFees: -1 });
    expect(negative.error?.issues.map((issue) => issue.message)).toEqual(['HOA fees cannot be negative.']);
    const tooMuch = schema.safeParse({ purchasePrice: 250_000, hoaFees: 10_000_000.01 });
    expect(tooMuch.error?.issues.map((issue) => issue.message)).toEqual([
      'HOA fees must be at most 10,000,000.',
    ]);
    const missingPrice = schema.safeParse({ hoaFees: 10 });
    expect(missingPrice.error?.issues.map((issue) => issue.message)).toEqual(['Purchase price is required.']);
  });

  it("the product's own schemas: every input of the registry, and only those, besides the descriptive fields", () => {
    for (const schema of [ZAnalyzeDealRequest, ZPropertyInput]) {
      const keys = Object.keys(schema.shape);
      for (const field of DEAL_FIELD_NAMES) expect(keys, field).toContain(field);
    }
    // The deal's own rules: a deal needs P, R and E; a property only its price (docs/product.md "Data").
    expect(ZAnalyzeDealRequest.safeParse({ purchasePrice: 1 }).error?.issues.map((i) => i.path[0])).toEqual([
      'monthlyRent',
      'operatingExpenses',
    ]);
    expect(ZPropertyInput.shape.monthlyRent.safeParse(undefined).success).toBe(true);
  });

  it('the CSV columns: a new input is a column after the other inputs, read as money, under its own name and aliases', () => {
    const columns = csvColumnsOf(REGISTRY_WITH_HOA);
    const fields = columns.inputFields;
    expect(fields.indexOf('hoaFees')).toBe(fields.indexOf('rehabCosts') + 1);
    expect(fields.indexOf('purchaseDate')).toBe(fields.indexOf('hoaFees') + 1);
    expect(columns.moneyFields).toContain('hoaFees');
    expect(columns.percentFields).not.toContain('hoaFees');
    expect(columns.aliases.hoaFees).toEqual(['hoafees', 'hoa']);
    // The product's own columns are the registry's, unchanged.
    expect(CSV_INPUT_FIELDS).toEqual(csvColumnsOf(DEAL_FIELDS).inputFields);
    expect(CSV_INPUT_FIELDS).not.toContain('hoaFees');
  });

  it("the web forms' field model: a new input is a field after the other inputs, in its group, read and sent as money", () => {
    const model = propertyFieldsOf(REGISTRY_WITH_HOA);
    expect(model.names).toEqual([
      'address',
      'city',
      'state',
      'zipCode',
      'propertyType',
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
      'hoaFees',
      'purchaseDate',
      'currentValue',
      'notes',
    ]);
    expect(model.moneyFields).toEqual([
      'purchasePrice',
      'monthlyRent',
      'operatingExpenses',
      'propertyTaxes',
      'insurance',
      'maintenance',
      'rehabCosts',
      'hoaFees',
      'currentValue',
    ]);
    // Its group is its tab on the deal form and its section on the property form, wherever the registry lists it.
    expect(model.groupOf('hoaFees')).toBe('financials');
    expect(model.names.filter((name) => model.groupOf(name) === 'financials')).toEqual([
      'purchasePrice',
      'monthlyRent',
      'operatingExpenses',
      'propertyTaxes',
      'insurance',
      'maintenance',
      'vacancy',
      'hoaFees',
    ]);
    expect(model.controlOf('hoaFees')).toEqual({ kind: 'money' });
    // Optional, with the registry's default of 0, which a form shows as a blank field (a blank is sent as nothing).
    expect(model.requiredInputs).toEqual(['purchasePrice', 'monthlyRent', 'operatingExpenses']);
    expect(model.defaults.hoaFees).toBe('');
    expect(model.defaults.vacancy).toBe('5');
    // Into the request body as an amount, and back from a stored record as text.
    expect(model.toRequestBody({ purchasePrice: '250000', hoaFees: '250.' }, model.names)).toEqual({
      purchasePrice: '250000',
      hoaFees: '250',
    });
    expect(model.toRequestBody({ purchasePrice: '250000', hoaFees: ' ' }, model.names)).toEqual({
      purchasePrice: '250000',
    });
    const stored = { address: '1428 Elm Street', purchasePrice: 250_000, hoaFees: 250.5, notes: null };
    expect(toTextValues(stored, model.names)).toMatchObject({
      address: '1428 Elm Street',
      purchasePrice: '250000',
      hoaFees: '250.5',
      notes: '',
      rehabCosts: '',
    });
    expect(
      toFieldErrors([{ path: ['hoaFees'], message: 'HOA fees cannot be negative.' }], model.names),
    ).toEqual({
      hoaFees: 'HOA fees cannot be negative.',
    });
    // The product's own model is the registry's, unchanged.
    expect(PROPERTY_FIELDS.names).not.toContain('hoaFees');
    expect(PROPERTY_FIELDS.names).toEqual(model.names.filter((name) => name !== 'hoaFees'));
  });
});
