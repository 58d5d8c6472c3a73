import { DEAL_FIELD_NAMES as ENGINE_FIELD_NAMES } from '@rentfolio/finance';
import { describe, expect, it } from 'vitest';
import { PROPERTY_DEAL_FIELDS, PROPERTY_MONEY_FIELDS } from '@/features/properties';
import { DEAL_FIELD_NAMES, MONEY_FIELDS, REQUIRED_DEAL_FIELDS, TAB_FIELDS } from './deal-form-model';

// The forms' field lists come from finance's registry; here they are checked against the product's own list.
describe('the deal form fields, derived from the registry', () => {
  it('are the property details, the twelve inputs in form order, and the notes', () => {
    expect(DEAL_FIELD_NAMES).toEqual([
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
      'notes',
    ]);
  });

  it('require price, rent and expenses, and treat the dollar inputs as money', () => {
    expect(REQUIRED_DEAL_FIELDS).toEqual(['purchasePrice', 'monthlyRent', 'operatingExpenses']);
    expect(MONEY_FIELDS).toEqual([
      'purchasePrice',
      'monthlyRent',
      'operatingExpenses',
      'propertyTaxes',
      'insurance',
      'maintenance',
      'rehabCosts',
    ]);
    expect(PROPERTY_MONEY_FIELDS).toEqual([...MONEY_FIELDS, 'currentValue']);
    expect(PROPERTY_DEAL_FIELDS).toEqual(ENGINE_FIELD_NAMES);
  });

  it('put every engine input on exactly one tab, so an error can always open its tab', () => {
    const onTabs = [...TAB_FIELDS.financials, ...TAB_FIELDS.loan];
    expect([...onTabs].sort()).toEqual([...ENGINE_FIELD_NAMES].sort());
    expect(new Set(onTabs).size).toBe(onTabs.length);
  });
});
