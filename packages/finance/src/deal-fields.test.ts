import { describe, expect, it } from 'vitest';
import { DEAL_DEFAULTS, DEAL_FIELD_NAMES, DEAL_FIELDS, DEAL_MONEY_FIELDS } from './deal-fields';

describe('the deal field registry', () => {
  it('lists the twelve inputs of docs/calculations.md in the form order, with their symbols', () => {
    expect(DEAL_FIELD_NAMES.map((field) => [field, DEAL_FIELDS[field].symbol])).toEqual([
      ['purchasePrice', 'P'],
      ['monthlyRent', 'R'],
      ['operatingExpenses', 'E'],
      ['propertyTaxes', 'T'],
      ['insurance', 'I'],
      ['maintenance', 'M'],
      ['vacancy', 'v'],
      ['downPayment', 'd'],
      ['interestRate', 'i'],
      ['loanTerm', 'n'],
      ['closingCosts', 'c'],
      ['rehabCosts', 'H'],
    ]);
  });

  it("gives the product's defaults, and none for price, rent and expenses", () => {
    expect(DEAL_DEFAULTS).toEqual({
      propertyTaxes: 0,
      insurance: 0,
      maintenance: 0,
      vacancy: 5,
      downPayment: 20,
      interestRate: 7.5,
      loanTerm: 30,
      closingCosts: 3,
      rehabCosts: 0,
    });
    expect(Object.isFrozen(DEAL_DEFAULTS)).toBe(true);
  });

  it('stores money in cents and gives every input its own column', () => {
    expect(DEAL_MONEY_FIELDS).toEqual([
      'purchasePrice',
      'monthlyRent',
      'operatingExpenses',
      'propertyTaxes',
      'insurance',
      'maintenance',
      'rehabCosts',
    ]);
    const columns = DEAL_FIELD_NAMES.map((field) => DEAL_FIELDS[field].column);
    expect(new Set(columns).size).toBe(12);
    for (const field of DEAL_MONEY_FIELDS) expect(DEAL_FIELDS[field].column).toBe(`${field}Cents`);
  });
});
