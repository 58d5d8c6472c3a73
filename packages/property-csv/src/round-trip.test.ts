// An exported file imports unchanged: properties written with exportHeaderLine + propertyCsvLine (after CSV_BOM) parse and
// validate back to the same inputs, awkward text included (docs/product.md "CSV import and export").

import type { TProperty } from '@rentfolio/contracts';
import { describe, expect, it } from 'vitest';
import {
  CSV_BOM,
  emptyValidation,
  exportHeaderLine,
  parsePropertyCsv,
  propertyCsvLine,
  validateRecords,
} from './index';

// The inputs of a property, written out here rather than taken from the package's own lists.
const INPUT_FIELDS = [
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
  'purchaseDate',
  'currentValue',
  'isOccupied',
  'notes',
] as const;
const COMPUTED_FIELDS = ['capRate', 'cashFlow', 'monthlyCashFlow', 'roi', 'cashOnCashReturn'] as const;

function property(overrides: Partial<TProperty>): TProperty {
  return {
    id: 1,
    address: '1 Main St',
    city: 'Denver',
    state: 'CO',
    zipCode: '80205',
    propertyType: 'single-family',
    bedrooms: 3,
    bathrooms: 2,
    squareFeet: 1650,
    purchasePrice: 450000,
    monthlyRent: 2600,
    operatingExpenses: 250,
    propertyTaxes: 3100,
    insurance: 1400,
    maintenance: 1800,
    vacancy: 5,
    downPayment: 20,
    interestRate: 7.5,
    loanTerm: 30,
    closingCosts: 3,
    rehabCosts: 0,
    purchaseDate: '2021-06-15',
    currentValue: null,
    isOccupied: true,
    notes: null,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    capRate: 5.12,
    cashFlow: -3006,
    monthlyCashFlow: -250.5,
    roi: null,
    cashOnCashReturn: -2.73,
    ...overrides,
  };
}

const PROPERTIES: TProperty[] = [
  property({
    id: 1,
    address: '456 Example Ave, Unit 2',
    notes: 'Line one\nLine two, with "quotes" and a comma',
  }),
  property({
    id: 2,
    address: '=HYPERLINK("http://evil.test","click")',
    city: '+Denver',
    state: 'TX',
    zipCode: '78704',
    propertyType: 'duplex',
    bedrooms: null,
    bathrooms: 1.5,
    squareFeet: null,
    purchasePrice: 1250000.5,
    monthlyRent: 3900.25,
    interestRate: 6.875,
    loanTerm: 15,
    closingCosts: 2.5,
    rehabCosts: 25000,
    purchaseDate: null,
    currentValue: 1300000,
    isOccupied: false,
    notes: '@admin -1 +2 =3;=cmd,+x',
  }),
  property({
    id: 3,
    address: 'Café Straße 5',
    city: 'São Paulo',
    state: 'NY',
    zipCode: '02134',
    propertyType: 'condo',
    notes: '-not a formula\r\nstill the note; with a semicolon\tand a tab',
    monthlyRent: 0,
    operatingExpenses: 0,
    vacancy: 0,
    downPayment: 100,
    capRate: null,
    cashFlow: 0,
    monthlyCashFlow: 0,
    roi: 12.5,
    cashOnCashReturn: null,
  }),
  property({ id: 4, address: '@home', propertyType: 'townhouse', bedrooms: 0, notes: '' }),
  property({ id: 5, address: ' 7 Padded Rd ', propertyType: 'commercial', notes: 'ünïcödé ✓ 日本語 😀' }),
];

function exportCsv(properties: TProperty[]): string {
  return CSV_BOM + exportHeaderLine() + properties.map(propertyCsvLine).join('');
}

/** What the API stores for a field the property had: null and empty text are simply left out on import. */
function expectedInput(original: TProperty, field: (typeof INPUT_FIELDS)[number]): unknown {
  const value = original[field];
  if (value === null || value === '') return undefined;
  return typeof value === 'string' ? value.trim() : value;
}

describe('export then import', () => {
  const csv = exportCsv(PROPERTIES);
  const parsed = parsePropertyCsv(csv);

  it('reads the file as comma-separated with one record per property', () => {
    expect(parsed.delimiter).toBe(',');
    expect(parsed.records.map((r) => r.row)).toEqual([2, 3, 4, 5, 6]);
  });

  it('maps every input column and recognises the computed ones', () => {
    expect(parsed.columns.filter((c) => c.status === 'mapped').map((c) => c.field)).toEqual([
      ...INPUT_FIELDS,
    ]);
    expect(parsed.columns.filter((c) => c.status === 'computed').map((c) => c.field)).toEqual([
      ...COMPUTED_FIELDS,
    ]);
    expect(parsed.columns.filter((c) => c.status === 'duplicate' || c.status === 'ignored')).toEqual([]);
  });

  it('validates every row', () => {
    const result = validateRecords(parsed, emptyValidation(), { today: '2025-01-01' });
    expect(result.errors).toEqual([]);
    expect(result.failed).toBe(0);
    expect(result.valid).toHaveLength(PROPERTIES.length);
  });

  it.each(PROPERTIES.map((p, i) => [p.id, i] as const))(
    'gives back every input of property %i',
    (_id, index) => {
      const original = PROPERTIES[index]!;
      const result = validateRecords(parsed, emptyValidation(), { start: index, end: index + 1 });
      expect(result.errors).toEqual([]);
      const fields = result.valid[0]!.fields as Record<string, unknown>;
      for (const field of INPUT_FIELDS) {
        expect({ field, value: fields[field] }).toEqual({ field, value: expectedInput(original, field) });
      }
    },
  );

  it('keeps the awkward text exactly', () => {
    const result = validateRecords(parsed, emptyValidation());
    const [first, second, third] = result.valid.map((v) => v.fields);
    expect(first?.address).toBe('456 Example Ave, Unit 2');
    expect(first?.notes).toBe('Line one\nLine two, with "quotes" and a comma');
    expect(second?.address).toBe('=HYPERLINK("http://evil.test","click")');
    expect(second?.city).toBe('+Denver');
    expect(second?.zipCode).toBe('78704');
    expect(second?.notes).toBe('@admin -1 +2 =3;=cmd,+x');
    expect(third?.address).toBe('Café Straße 5');
    expect(third?.city).toBe('São Paulo');
    expect(third?.notes).toBe('-not a formula\r\nstill the note; with a semicolon\tand a tab');
  });

  it('escapes every formula-like text cell in the file itself', () => {
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.test"",""click"")"`);
    expect(csv).toContain(",'+Denver,");
    expect(csv).toContain(',78704,');
    // A formula after a ; or a , inside the cell is escaped too, and the cell quoted.
    expect(csv).toContain(`,"'@admin -1 +2 =3;'=cmd,'+x",`);
    expect(csv).toContain("\r\n'@home,");
    // Numbers stay numbers: the negative cash flow is not escaped.
    expect(csv).toContain(',-3006,-250.5,');
    expect(csv).not.toContain("'-3006");
  });

  it('refuses, as the product requires, an exported property without a state or ZIP code', () => {
    const original = property({ state: null, zipCode: null });
    const back = validateRecords(parsePropertyCsv(exportCsv([original])), emptyValidation());
    expect(back.valid).toEqual([]);
    expect(back.errors.map((e) => e.message)).toEqual(['Row 2 is missing required fields (state, zipCode)']);
  });

  it('imports a text that starts with an apostrophe and a formula character unchanged', () => {
    const original = property({ address: "'=not a formula", notes: "'-quoted on purpose" });
    const back = validateRecords(parsePropertyCsv(exportCsv([original])), emptyValidation());
    expect(back.errors).toEqual([]);
    expect(back.valid[0]?.fields.address).toBe("'=not a formula");
    expect(back.valid[0]?.fields.notes).toBe("'-quoted on purpose");
  });
});
