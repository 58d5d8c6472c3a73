// The cell readers and the header mapping, one by one. Expected values are written out by hand.

import { describe, expect, it } from 'vitest';
import {
  headerKey,
  mapHeaders,
  readBooleanCell,
  readDateCell,
  readNumberCell,
  readPropertyTypeCell,
  readTextCell,
} from './index';

describe('readNumberCell', () => {
  const us = { decimalComma: false };
  const european = { decimalComma: true };

  it.each([
    ['450000', '450000'],
    ['$450000', '450000'],
    ['$1,250,000.50', '1250000.50'],
    ['$ 450 000', '450000'],
    ['1,250', '1250'],
    ['-$250.5', '-250.5'],
    ['-250.5', '-250.5'],
    ['  42  ', '42'],
    ['1\u00a0250', '1250'],
  ])('reads "%s" as "%s" in a comma file', (cell, expected) => {
    expect(readNumberCell(cell, us)).toBe(expected);
  });

  it.each([
    ['1.250.000,50', '1250000.50'],
    ['1250,5', '1250.5'],
    ['2,5', '2.5'],
    ['1 250 000,50', '1250000.50'],
    ['$1,250,000.50', '1250000.50'],
    ['-1250,5', '-1250.5'],
  ])('reads "%s" as "%s" in a ; or tab file', (cell, expected) => {
    expect(readNumberCell(cell, european)).toBe(expected);
  });

  it.each([['1.250.000,50'], ['1250,5'], ['2,5']])('passes "%s" on unchanged in a comma file', (cell) => {
    expect(readNumberCell(cell, us)).toBe(cell);
  });

  it('drops a % sign only for percentages', () => {
    expect(readNumberCell('5%', { decimalComma: false, percent: true })).toBe('5');
    expect(readNumberCell('5.5 %', { decimalComma: false, percent: true })).toBe('5.5');
    expect(readNumberCell('5,5%', { decimalComma: true, percent: true })).toBe('5.5');
    expect(readNumberCell('5%', us)).toBe('5%');
  });

  it.each([['abc'], ['12,50,000'], ['1.2.3'], ['(500)'], ['1e5'], [' three ']])(
    'passes "%s" on (trimmed) rather than guessing',
    (cell) => {
      expect(readNumberCell(cell, european)).toBe(cell.trim());
      expect(readNumberCell(cell, us)).toBe(cell.trim());
    },
  );
});

describe('readPropertyTypeCell', () => {
  it.each([
    ['Single Family', 'single-family'],
    ['single-family', 'single-family'],
    ['single family home', 'single-family'],
    ['SFR', 'single-family'],
    ['SFH', 'single-family'],
    ['House', 'single-family'],
    ['Condominium', 'condo'],
    ['townhome', 'townhouse'],
    ['Town House', 'townhouse'],
    ['Row House', 'townhouse'],
    ['Quadplex', 'fourplex'],
    ['4-plex', 'fourplex'],
    ['Multi-Family', 'apartment'],
    ['Apartment Building', 'apartment'],
    ['COMMERCIAL', 'commercial'],
  ])('reads "%s" as %s', (cell, expected) => {
    expect(readPropertyTypeCell(cell)).toBe(expected);
  });

  it('passes an unknown type on trimmed', () => {
    expect(readPropertyTypeCell('  Castle ')).toBe('Castle');
  });

  // "A property type written loosely (...), or the cell unchanged": the lookup must not find what every object inherits.
  it('passes "constructor" on as text, not the Object function it inherits', () => {
    expect(readPropertyTypeCell('constructor')).toBe('constructor');
    expect(readPropertyTypeCell('Constructor')).toBe('Constructor');
  });
});

describe('readBooleanCell', () => {
  it.each([['true'], ['Yes'], ['Y'], ['1'], ['occupied'], [' YES ']])('reads "%s" as true', (cell) => {
    expect(readBooleanCell(cell)).toBe(true);
  });

  it.each([['false'], ['No'], ['n'], ['0'], ['Vacant'], [' no ']])('reads "%s" as false', (cell) => {
    expect(readBooleanCell(cell)).toBe(false);
  });

  it('passes anything else on trimmed', () => {
    expect(readBooleanCell(' maybe ')).toBe('maybe');
  });
});

describe('readDateCell', () => {
  it.each([
    ['6/15/2021', '2021-06-15'],
    ['06/05/2021', '2021-06-05'],
    ['1/2/2003', '2003-01-02'],
    ['12/31/1999', '1999-12-31'],
    [' 6/15/2021 ', '2021-06-15'],
    ['2021-06-15', '2021-06-15'],
  ])('reads "%s" as %s', (cell, expected) => {
    expect(readDateCell(cell)).toBe(expected);
  });

  it.each([['15.06.2021'], ['6/15/21'], ['2021/06/15'], ['June 15, 2021']])(
    'passes "%s" on unchanged',
    (cell) => {
      expect(readDateCell(cell)).toBe(cell);
    },
  );
});

describe('readTextCell', () => {
  it.each([
    ["'=SUM(A1:A2)", '=SUM(A1:A2)'],
    ["'+1 555 0100", '+1 555 0100'],
    ["'-note", '-note'],
    ["'@admin", '@admin'],
    ["'\tx", '\tx'],
    ["x;'=2+5;y", 'x;=2+5;y'],
    ["'=1;'-2", '=1;-2'],
    ["a;''=b", "a;'=b"],
    ["a,'\t'=b", 'a,\t=b'],
  ])('undoes the export escape of "%s"', (cell, expected) => {
    expect(readTextCell(cell)).toBe(expected);
  });

  it.each([["O'Brien"], ["'tis"], ["'"], ['plain']])('keeps "%s"', (cell) => {
    expect(readTextCell(cell)).toBe(cell);
  });

  it('trims', () => {
    expect(readTextCell('  1 Main St  ')).toBe('1 Main St');
  });
});

describe('headerKey and mapHeaders', () => {
  it('reduces headers so that case, spaces, underscores, hyphens and dots do not count', () => {
    for (const header of ['zip_code', 'zipCode', 'ZIP Code', 'ZIP-CODE', 'zip.code', ' Zip  Code ']) {
      expect(headerKey(header.trim())).toBe('zipcode');
    }
  });

  it.each([
    ['address', 'address'],
    ['Street Address', 'address'],
    ['City', 'city'],
    ['ST', 'state'],
    ['zip_code', 'zipCode'],
    ['zipCode', 'zipCode'],
    ['ZIP Code', 'zipCode'],
    ['Postal Code', 'zipCode'],
    ['Property Type', 'propertyType'],
    ['property_type', 'propertyType'],
    ['Type', 'propertyType'],
    ['Beds', 'bedrooms'],
    ['Baths', 'bathrooms'],
    ['square_feet', 'squareFeet'],
    ['Sq Ft', 'squareFeet'],
    ['purchase_price', 'purchasePrice'],
    ['Price', 'purchasePrice'],
    ['monthly_rent', 'monthlyRent'],
    ['Rent', 'monthlyRent'],
    ['operating_expenses', 'operatingExpenses'],
    ['property_taxes', 'propertyTaxes'],
    ['Taxes', 'propertyTaxes'],
    ['Vacancy Rate', 'vacancy'],
    ['down_payment', 'downPayment'],
    ['interest_rate', 'interestRate'],
    ['loan_term', 'loanTerm'],
    ['closing_costs', 'closingCosts'],
    ['rehab_costs', 'rehabCosts'],
    ['purchase_date', 'purchaseDate'],
    ['current_value', 'currentValue'],
    ['is_occupied', 'isOccupied'],
    ['Occupied', 'isOccupied'],
    ['Notes', 'notes'],
  ])('maps "%s" to %s', (header, field) => {
    expect(mapHeaders([header])).toEqual([{ index: 0, header, status: 'mapped', field }]);
  });

  it.each([
    ['capRate', 'capRate'],
    ['cap_rate', 'capRate'],
    ['Cash Flow', 'cashFlow'],
    ['monthly_cash_flow', 'monthlyCashFlow'],
    ['ROI', 'roi'],
    ['Cash on Cash Return', 'cashOnCashReturn'],
  ])('recognises the computed column "%s" as %s', (header, field) => {
    expect(mapHeaders([header])).toEqual([{ index: 0, header, status: 'computed', field }]);
  });

  it('marks a second column for one field as a duplicate and an unknown header as ignored', () => {
    expect(mapHeaders(['Zip', 'address', 'zip_code', 'Owner', ' ZIP Code ', ''])).toEqual([
      { index: 0, header: 'Zip', status: 'mapped', field: 'zipCode' },
      { index: 1, header: 'address', status: 'mapped', field: 'address' },
      { index: 2, header: 'zip_code', status: 'duplicate', field: 'zipCode' },
      { index: 3, header: 'Owner', status: 'ignored' },
      { index: 4, header: 'ZIP Code', status: 'duplicate', field: 'zipCode' },
      { index: 5, header: '', status: 'ignored' },
    ]);
  });

  it("ignores headers that only look like an object's own keys", () => {
    expect(mapHeaders(['constructor', '__proto__', 'toString']).map((c) => c.status)).toEqual([
      'ignored',
      'ignored',
      'ignored',
    ]);
  });
});

describe('European spreadsheets (; and tab files)', () => {
  it('read a dot before three digits as a thousands separator and a comma as the decimal mark', () => {
    expect(readNumberCell('250.000', { decimalComma: true })).toBe('250000');
    expect(readNumberCell('1.250.000,50', { decimalComma: true })).toBe('1250000.50');
    expect(readNumberCell('2,5', { decimalComma: true })).toBe('2.5');
    // One comma before three digits could be either: passed on unread, so the row is refused, not 1,000 times off.
    expect(readNumberCell('450,000', { decimalComma: true })).toBe('450,000');
    expect(readNumberCell('1,250,000', { decimalComma: true })).toBe('1250000');
    expect(readNumberCell('6.5', { decimalComma: true })).toBe('6.5');
    // In a comma file the same text is a US decimal.
    expect(readNumberCell('250.000', { decimalComma: false })).toBe('250.000');
  });

  it('read dates day first, with slashes or dots', () => {
    expect(readDateCell('05/06/2021', true)).toBe('2021-06-05');
    expect(readDateCell('15.06.2021', true)).toBe('2021-06-15');
    expect(readDateCell('05/06/2021', false)).toBe('2021-05-06');
  });

  it('match a header that carries its unit', () => {
    expect(mapHeaders(['Purchase Price ($)', 'Vacancy (%)'])).toEqual([
      { index: 0, header: 'Purchase Price ($)', status: 'mapped', field: 'purchasePrice' },
      { index: 1, header: 'Vacancy (%)', status: 'mapped', field: 'vacancy' },
    ]);
  });
});
