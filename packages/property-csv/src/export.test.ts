// The export writer: RFC 4180 cells with CRLF line ends, OWASP's CSV-injection escape (docs/product.md "CSV import and export"), the
// template. Expected values are written out by hand.

import { type TProperty, ZPropertyInput } from '@rentfolio/contracts';
import { describe, expect, it } from 'vitest';
import {
  CSV_BOM,
  csvLine,
  emptyValidation,
  escapeCsvCell,
  exportFileName,
  exportHeaderLine,
  parsePropertyCsv,
  propertyCsvLine,
  templateCsv,
  validateRecords,
} from './index';

describe('escapeCsvCell: formula injection (OWASP)', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1 555 0100', "'+1 555 0100"],
    ['-note', "'-note"],
    ['@admin', "'@admin"],
    ['=', "'="],
    ['-250.5', "'-250.5"],
  ])('escapes text starting with a trigger: %j → %j', (text, expected) => {
    expect(escapeCsvCell(text)).toBe(expected);
  });

  it('escapes text starting with a tab, and quotes it: a tab is a delimiter in some spreadsheets', () => {
    expect(escapeCsvCell('\tcmd')).toBe(`"'\tcmd"`);
  });

  it.each([
    // A European spreadsheet splits a comma file at ';': each piece it would make must be safe on its own.
    ['x;=2+5;y', `"x;'=2+5;y"`],
    ['a,@SUM(1)', `"a,'@SUM(1)"`],
    ['note\t+cmd', `"note\t'+cmd"`],
    ["a;'=b", `"a;''=b"`],
    ['=1;-2', `"'=1;'-2"`],
    // A tab is a delimiter and a trigger: the cell after it is checked too.
    ['a,\t=b', `"a,'\t'=b"`],
  ])(
    'quotes text holding any locale’s delimiter and escapes a formula after each: %j → %j',
    (text, expected) => {
      expect(escapeCsvCell(text)).toBe(expected);
    },
  );

  it('quotes a semicolon or a tab even without a formula', () => {
    expect(escapeCsvCell('Unit 2; rear')).toBe('"Unit 2; rear"');
    expect(escapeCsvCell('a\tb')).toBe('"a\tb"');
  });

  it('escapes text starting with a carriage return, and quotes it for the line end', () => {
    expect(escapeCsvCell('\rcmd')).toBe(`"'\rcmd"`);
  });

  it('escapes and quotes a formula with a comma and quotes', () => {
    expect(escapeCsvCell('=HYPERLINK("http://x.test","click")')).toBe(
      `"'=HYPERLINK(""http://x.test"",""click"")"`,
    );
  });

  it.each([['1 Main St'], ['a=b'], ['x+y'], ['Café Straße'], ["O'Brien"], ['80205']])(
    'leaves text without a leading trigger alone: %j',
    (text) => {
      expect(escapeCsvCell(text)).toBe(text);
    },
  );
});

describe('escapeCsvCell: RFC 4180 quoting', () => {
  it.each([
    ['456 Example Ave, Unit 2', '"456 Example Ave, Unit 2"'],
    ['The "Loft"', '"The ""Loft"""'],
    ['"', '""""'],
    ['line one\nline two', '"line one\nline two"'],
    ['line one\r\nline two', '"line one\r\nline two"'],
    [' padded ', '" padded "'],
  ])('quotes %j as %j', (text, expected) => {
    expect(escapeCsvCell(text)).toBe(expected);
  });

  it('writes an empty text as an empty cell', () => {
    expect(escapeCsvCell('')).toBe('');
  });
});

describe('escapeCsvCell: numbers, booleans and nothing', () => {
  it.each([
    [0, '0'],
    [450000, '450000'],
    [1250000.5, '1250000.5'],
    [-250.5, '-250.5'],
    [-1, '-1'],
    [6.875, '6.875'],
  ])('writes the number %d as plain %j, never escaped', (value, expected) => {
    expect(escapeCsvCell(value)).toBe(expected);
  });

  it('writes null and undefined as empty cells', () => {
    expect(escapeCsvCell(null)).toBe('');
    expect(escapeCsvCell(undefined)).toBe('');
  });

  it('writes booleans as true and false', () => {
    expect(escapeCsvCell(true)).toBe('true');
    expect(escapeCsvCell(false)).toBe('false');
  });
});

describe('csvLine and the header', () => {
  it('joins cells with commas and ends the line with CRLF', () => {
    expect(csvLine(['a', 1, null, '=x', 'b,c', -2])).toBe(`a,1,,'=x,"b,c",-2\r\n`);
  });

  it('writes every input field of a property, then the computed figures, by field name', () => {
    expect(exportHeaderLine()).toBe(
      'address,city,state,zipCode,propertyType,bedrooms,bathrooms,squareFeet,purchasePrice,monthlyRent,' +
        'operatingExpenses,propertyTaxes,insurance,maintenance,vacancy,downPayment,interestRate,loanTerm,' +
        'closingCosts,rehabCosts,purchaseDate,currentValue,isOccupied,notes,' +
        'capRate,cashFlow,monthlyCashFlow,roi,cashOnCashReturn\r\n',
    );
  });

  it('exports every field the API accepts for a property', () => {
    const exported = exportHeaderLine().trimEnd().split(',');
    for (const field of Object.keys(ZPropertyInput.shape)) expect(exported).toContain(field);
  });

  it('names the export after the day it was made', () => {
    expect(exportFileName('2025-01-31')).toBe('rentfolio-properties-2025-01-31.csv');
  });
});

const PROPERTY: TProperty = {
  id: 7,
  address: '=1 Main St, Unit "B"',
  city: 'Denver',
  state: 'CO',
  zipCode: '80205',
  propertyType: 'single-family',
  bedrooms: 3,
  bathrooms: 2.5,
  squareFeet: 1650,
  purchasePrice: 450000,
  monthlyRent: 2600,
  operatingExpenses: 250,
  propertyTaxes: 3100,
  insurance: 1400,
  maintenance: 1800,
  vacancy: 5,
  downPayment: 20,
  interestRate: 6.875,
  loanTerm: 30,
  closingCosts: 3,
  rehabCosts: 0,
  purchaseDate: '2021-06-15',
  currentValue: null,
  isOccupied: true,
  notes: 'roof 2019\nboiler 2021',
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-02T00:00:00.000Z',
  capRate: 4.2,
  cashFlow: -3006,
  monthlyCashFlow: -250.5,
  roi: null,
  cashOnCashReturn: -2.73,
};

describe('propertyCsvLine', () => {
  it("writes one property in the header's order, its type by display name, numbers plain", () => {
    expect(propertyCsvLine(PROPERTY)).toBe(
      `"'=1 Main St, Unit ""B""",Denver,CO,80205,Single Family,3,2.5,1650,450000,2600,250,3100,1400,1800,5,20,` +
        `6.875,30,3,0,2021-06-15,,true,"roof 2019\nboiler 2021",4.2,-3006,-250.5,,-2.73\r\n`,
    );
  });

  it.each([
    ['single-family', 'Single Family'],
    ['duplex', 'Duplex'],
    ['triplex', 'Triplex'],
    ['fourplex', 'Fourplex'],
    ['townhouse', 'Townhouse'],
    ['condo', 'Condo'],
    ['apartment', 'Apartment'],
    ['commercial', 'Commercial'],
  ] as const)('writes the type %s as "%s"', (type, label) => {
    const cells = propertyCsvLine({
      ...PROPERTY,
      address: '1 Main St',
      notes: null,
      propertyType: type,
    }).split(',');
    expect(cells[4]).toBe(label);
  });

  it('writes nulls as empty cells', () => {
    const line = propertyCsvLine({
      ...PROPERTY,
      address: '1 Main St',
      state: null,
      zipCode: null,
      bedrooms: null,
      bathrooms: null,
      squareFeet: null,
      purchaseDate: null,
      notes: null,
      capRate: null,
      cashOnCashReturn: null,
    });
    expect(line).toBe(
      '1 Main St,Denver,,,Single Family,,,,450000,2600,250,3100,1400,1800,5,20,6.875,30,3,0,,,true,,,-3006,-250.5,,\r\n',
    );
  });
});

describe('templateCsv', () => {
  it('starts with a byte-order mark and ends its lines with CRLF', () => {
    const template = templateCsv();
    expect(template.startsWith('\uFEFF')).toBe(true);
    expect(CSV_BOM).toBe('\uFEFF');
    const lines = template.slice(1).split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
  });

  it('parses back with every column mapped, no errors and two valid rows', () => {
    const parsed = parsePropertyCsv(templateCsv());
    expect(parsed.columns.every((c) => c.status === 'mapped')).toBe(true);
    const result = validateRecords(parsed, emptyValidation(), { today: '2025-01-01' });
    expect(result.errors).toEqual([]);
    expect(result.failed).toBe(0);
    expect(result.valid).toHaveLength(2);
    expect(result.valid.map((v) => v.row)).toEqual([2, 3]);
    expect(result.valid[0]?.fields).toMatchObject({
      address: '123 Sample St',
      city: 'Denver',
      state: 'CO',
      zipCode: '80205',
      propertyType: 'single-family',
      purchasePrice: 450000,
      purchaseDate: '2021-06-15',
    });
    expect(result.valid[1]?.fields).toMatchObject({
      address: '456 Example Ave, Unit 2',
      city: 'Austin',
      state: 'TX',
      zipCode: '78704',
      propertyType: 'duplex',
      purchasePrice: 585000,
    });
    expect(result.valid[1]?.fields.purchaseDate).toBeUndefined();
  });

  it('holds the columns the product requires', () => {
    const header = parsePropertyCsv(templateCsv()).headers;
    for (const field of ['address', 'city', 'state', 'zipCode', 'propertyType', 'purchasePrice']) {
      expect(header).toContain(field);
    }
  });
});
