// validateRecord(s): the product's row messages (docs/product.md "CSV import and export"), the API's field rules (ZPropertyInput) and
// the loose cells a spreadsheet user writes. Expected values are written out by hand.

import { ZPropertyInput } from '@rentfolio/contracts';
import { describe, expect, it } from 'vitest';
import {
  emptyValidation,
  parsePropertyCsv,
  readRecord,
  type TValidation,
  validateRecord,
  validateRecords,
} from './index';

const HEADER = 'address,city,state,zipCode,propertyType,purchasePrice';
const REQUIRED = {
  address: '1 Main St',
  city: 'Denver',
  state: 'CO',
  zipCode: '80205',
  propertyType: 'SFR',
  purchasePrice: '450000',
};

/** A comma file with the required columns and the given extra ones; each row overrides cells by header name. */
function csv(extra: string[], rows: Record<string, string>[], delimiter = ','): string {
  const headers = [...Object.keys(REQUIRED), ...extra];
  const quote = (cell: string) => (/[",;\t\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
  const line = (cells: string[]) => cells.map(quote).join(delimiter);
  const data = rows.map((row) => {
    const values: Record<string, string> = { ...REQUIRED, ...row };
    return line(headers.map((h) => values[h] ?? ''));
  });
  return `${[line(headers), ...data].join('\r\n')}\r\n`;
}

function validate(text: string, options: Parameters<typeof validateRecords>[2] = {}): TValidation {
  return validateRecords(parsePropertyCsv(text), emptyValidation(), options);
}

/** The one row of the file, validated: its fields, or the test fails with the row's error. */
function fieldsOf(text: string, today?: string) {
  const result = validate(text, { today });
  expect(result.errors).toEqual([]);
  expect(result.valid).toHaveLength(1);
  return result.valid[0]!.fields;
}

/** The one row of the file, refused: its error. */
function errorOf(text: string, today?: string) {
  const result = validate(text, { today });
  expect(result.valid).toEqual([]);
  expect(result.failed).toBe(1);
  expect(result.errors).toHaveLength(1);
  return result.errors[0]!;
}

describe('validateRecords: valid rows', () => {
  it('answers each valid row with its spreadsheet row number and the API fields', () => {
    const result = validate(
      `${HEADER},bedrooms,bathrooms,squareFeet,monthlyRent\r\n` +
        `1 Main St,Denver,co,80205,Single Family,450000,3,2.5,1650,2600\r\n` +
        `\r\n` +
        `2 Oak Ave,Austin,TX,78704,duplex,585000,4,3,2100,3900\r\n`,
    );
    expect(result.errors).toEqual([]);
    expect(result.failed).toBe(0);
    expect(result.valid).toEqual([
      {
        row: 2,
        fields: {
          address: '1 Main St',
          city: 'Denver',
          state: 'CO',
          zipCode: '80205',
          propertyType: 'single-family',
          purchasePrice: 450000,
          bedrooms: 3,
          bathrooms: 2.5,
          squareFeet: 1650,
          monthlyRent: 2600,
        },
      },
      {
        row: 4,
        fields: {
          address: '2 Oak Ave',
          city: 'Austin',
          state: 'TX',
          zipCode: '78704',
          propertyType: 'duplex',
          purchasePrice: 585000,
          bedrooms: 4,
          bathrooms: 3,
          squareFeet: 2100,
          monthlyRent: 3900,
        },
      },
    ]);
  });

  it('leaves empty optional cells out rather than sending empty text', () => {
    const fields = fieldsOf(csv(['bedrooms', 'notes', 'purchaseDate', 'isOccupied'], [{}]));
    expect(fields).toEqual({
      address: '1 Main St',
      city: 'Denver',
      state: 'CO',
      zipCode: '80205',
      propertyType: 'single-family',
      purchasePrice: 450000,
    });
  });

  it('trims the cells it reads', () => {
    const fields = fieldsOf(`${HEADER}\n  1 Main St  , Denver , CO , 80205 , Condo , 450000 \n`);
    expect(fields).toMatchObject({ address: '1 Main St', city: 'Denver', state: 'CO', zipCode: '80205' });
    expect(fields.propertyType).toBe('condo');
    expect(fields.purchasePrice).toBe(450000);
  });

  it('keeps a ZIP code as text, with its leading zero', () => {
    expect(fieldsOf(csv([], [{ zipCode: '02134' }])).zipCode).toBe('02134');
  });
});

describe('validateRecords: column count', () => {
  it('refuses a short row: "Row N has X columns but expected Y"', () => {
    const error = errorOf(`${HEADER}\n1 Main St,Denver,CO,80205,SFR\n`);
    expect(error).toEqual({
      row: 2,
      address: '1 Main St',
      code: 'columns',
      found: 5,
      expected: 6,
      message: 'Row 2 has 5 columns but expected 6',
    });
  });

  it('refuses a long row, counting blank lines in its number', () => {
    const error = errorOf(`${HEADER}\n\n\n1 Main St,Denver,CO,80205,SFR,450000,extra\n`);
    expect(error.message).toBe('Row 4 has 7 columns but expected 6');
    expect(error).toMatchObject({ row: 4, code: 'columns', found: 7, expected: 6 });
  });

  it('counts an unquoted comma in an address as a column', () => {
    const error = errorOf(`${HEADER}\n456 Example Ave, Unit 2,Austin,TX,78704,Duplex,585000\n`);
    expect(error.message).toBe('Row 2 has 7 columns but expected 6');
    expect(error.address).toBe('456 Example Ave');
  });

  it('reports a column count before missing fields', () => {
    const error = errorOf(`${HEADER}\n,Denver,\n`);
    expect(error.message).toBe('Row 2 has 3 columns but expected 6');
    expect(error.address).toBeNull();
  });
});

describe('validateRecords: required fields', () => {
  it("names every missing required field, in the product's order", () => {
    const error = errorOf(`${HEADER},notes\n1 Main St,,,,,,just a note\n`);
    expect(error).toEqual({
      row: 2,
      address: '1 Main St',
      code: 'missing',
      fields: ['city', 'state', 'zipCode', 'propertyType', 'purchasePrice'],
      message: 'Row 2 is missing required fields (city, state, zipCode, propertyType, purchasePrice)',
    });
  });

  it.each([
    ['address', 'Row 2 is missing required fields (address)'],
    ['city', 'Row 2 is missing required fields (city)'],
    ['state', 'Row 2 is missing required fields (state)'],
    ['zipCode', 'Row 2 is missing required fields (zipCode)'],
    ['propertyType', 'Row 2 is missing required fields (propertyType)'],
    ['purchasePrice', 'Row 2 is missing required fields (purchasePrice)'],
  ])('refuses a row without %s', (field, message) => {
    const error = errorOf(csv([], [{ [field]: '' }]));
    expect(error.code).toBe('missing');
    expect(error.fields).toEqual([field]);
    expect(error.message).toBe(message);
  });

  it('keeps the product’s order whatever the column order (zipCode before address in the file)', () => {
    const error = errorOf('purchasePrice,zipCode,propertyType,state,city,address\n,,SFR,CO,Denver,\n');
    expect(error.message).toBe('Row 2 is missing required fields (address, zipCode, purchasePrice)');
    expect(error.address).toBeNull();
  });

  it('treats a cell of spaces as missing', () => {
    const error = errorOf(csv([], [{ city: '   ', purchasePrice: ' ' }]));
    expect(error.message).toBe('Row 2 is missing required fields (city, purchasePrice)');
  });

  it('refuses every row of a file without a required column', () => {
    const result = validate(
      'address,city,zipCode,propertyType,purchasePrice\n1 Main,Denver,80205,SFR,1\n2 Oak,Austin,78704,SFR,1\n',
    );
    expect(result.valid).toEqual([]);
    expect(result.failed).toBe(2);
    expect(result.errors.map((e) => e.message)).toEqual([
      'Row 2 is missing required fields (state)',
      'Row 3 is missing required fields (state)',
    ]);
  });
});

describe('validateRecords: headers', () => {
  it.each([['zip_code'], ['zipCode'], ['ZIP Code'], ['ZIPCODE'], ['Zip']])(
    'reads the ZIP code from a "%s" column',
    (header) => {
      const fields = fieldsOf(
        `address,city,state,${header},propertyType,purchasePrice\n1 Main,Denver,CO,80205,SFR,1000\n`,
      );
      expect(fields.zipCode).toBe('80205');
    },
  );

  it('reads snake_case, camelCase and spaced headers in any case', () => {
    const text =
      'Address,CITY,State,zip_code,Property Type,purchase_price,monthly_rent,operating_expenses,property_taxes,square_feet,Bedrooms\n' +
      '1 Main St,Denver,CO,80205,Condo,300000,2000,150,2400,900,2\n';
    expect(fieldsOf(text)).toEqual({
      address: '1 Main St',
      city: 'Denver',
      state: 'CO',
      zipCode: '80205',
      propertyType: 'condo',
      purchasePrice: 300000,
      monthlyRent: 2000,
      operatingExpenses: 150,
      propertyTaxes: 2400,
      squareFeet: 900,
      bedrooms: 2,
    });
  });

  it('reads the same file with camelCase headers to the same fields', () => {
    const snake =
      'address,city,state,zip_code,property_type,purchase_price,monthly_rent,operating_expenses,property_taxes,square_feet\n';
    const camel =
      'address,city,state,zipCode,propertyType,purchasePrice,monthlyRent,operatingExpenses,propertyTaxes,squareFeet\n';
    const row = '1 Main St,Denver,CO,80205,Condo,300000,2000,150,2400,900\n';
    expect(fieldsOf(camel + row)).toEqual(fieldsOf(snake + row));
  });

  it('uses the first of two columns for one field and ignores unknown columns', () => {
    const text =
      'address,city,state,zip,zipCode,propertyType,purchasePrice,Owner\n1 Main,Denver,CO,80205,99999,SFR,1000,Jane\n';
    const parsed = parsePropertyCsv(text);
    expect(parsed.columns[3]).toEqual({ index: 3, header: 'zip', status: 'mapped', field: 'zipCode' });
    expect(parsed.columns[4]).toEqual({ index: 4, header: 'zipCode', status: 'duplicate', field: 'zipCode' });
    expect(parsed.columns[7]).toEqual({ index: 7, header: 'Owner', status: 'ignored' });
    expect(fieldsOf(text).zipCode).toBe('80205');
  });

  it('does not read computed columns (they are recomputed)', () => {
    const text = `${HEADER},capRate,cashFlow,roi\n1 Main,Denver,CO,80205,SFR,1000,99,-5,abc\n`;
    expect(fieldsOf(text)).toEqual({
      address: '1 Main',
      city: 'Denver',
      state: 'CO',
      zipCode: '80205',
      propertyType: 'single-family',
      purchasePrice: 1000,
    });
  });
});

describe('validateRecords: whole numbers', () => {
  it("refuses 3.5 bedrooms with the API's message", () => {
    const error = errorOf(csv(['bedrooms'], [{ bedrooms: '3.5' }]));
    expect(error).toEqual({
      row: 2,
      address: '1 Main St',
      code: 'invalid',
      field: 'bedrooms',
      message: 'Bedrooms must be a whole number.',
    });
    // The same message the API gives for the same value.
    const api = ZPropertyInput.safeParse({ ...REQUIRED, propertyType: 'single-family', bedrooms: 3.5 });
    expect(api.success).toBe(false);
    expect(api.error?.issues[0]?.message).toBe(error.message);
  });

  it('refuses a fractional square footage', () => {
    const error = errorOf(csv(['squareFeet'], [{ squareFeet: '1650.5' }]));
    expect(error).toMatchObject({
      code: 'invalid',
      field: 'squareFeet',
      message: 'Square feet must be a whole number.',
    });
  });

  it('reads whole numbers, with thousands separators for square feet', () => {
    const fields = fieldsOf(
      csv(
        ['bedrooms', 'squareFeet', 'bathrooms'],
        [{ bedrooms: '3', squareFeet: '1,650', bathrooms: '2.5' }],
      ),
    );
    expect(fields).toMatchObject({ bedrooms: 3, squareFeet: 1650, bathrooms: 2.5 });
  });

  it("refuses text in a number column with the field's message", () => {
    const error = errorOf(csv(['bedrooms'], [{ bedrooms: 'three' }]));
    expect(error).toMatchObject({
      code: 'invalid',
      field: 'bedrooms',
      message: 'Bedrooms must be a number.',
    });
  });
});

describe('validateRecords: money and percentages', () => {
  it.each([
    ['$1,250,000.50', 1_250_000.5],
    ['$ 450 000', 450_000],
    ['$450,000', 450_000],
    ['1,250,000', 1_250_000],
    ['450000.00', 450_000],
    [' 99999.99 ', 99_999.99],
  ])('reads a purchase price of "%s" as %d', (cell, expected) => {
    expect(fieldsOf(csv([], [{ purchasePrice: cell }])).purchasePrice).toBe(expected);
  });

  it('reads every money column with $, spaces and thousands separators', () => {
    const fields = fieldsOf(
      csv(
        [
          'monthlyRent',
          'operatingExpenses',
          'propertyTaxes',
          'insurance',
          'maintenance',
          'rehabCosts',
          'currentValue',
        ],
        [
          {
            monthlyRent: '$2,600',
            operatingExpenses: '$ 250.50',
            propertyTaxes: '3,100',
            insurance: '$1 400',
            maintenance: '1800',
            rehabCosts: '$25,000.00',
            currentValue: '$ 1 100 000',
          },
        ],
      ),
    );
    expect(fields).toMatchObject({
      monthlyRent: 2600,
      operatingExpenses: 250.5,
      propertyTaxes: 3100,
      insurance: 1400,
      maintenance: 1800,
      rehabCosts: 25_000,
      currentValue: 1_100_000,
    });
  });

  it('reads percentages with a % sign', () => {
    const fields = fieldsOf(
      csv(
        ['vacancy', 'downPayment', 'interestRate', 'closingCosts', 'loanTerm'],
        [{ vacancy: '5%', downPayment: '25 %', interestRate: '6.875%', closingCosts: '3', loanTerm: '30' }],
      ),
    );
    expect(fields).toMatchObject({
      vacancy: 5,
      downPayment: 25,
      interestRate: 6.875,
      closingCosts: 3,
      loanTerm: 30,
    });
  });

  it('refuses a % sign on a money column', () => {
    const error = errorOf(csv(['monthlyRent'], [{ monthlyRent: '5%' }]));
    expect(error).toMatchObject({
      code: 'invalid',
      field: 'monthlyRent',
      message: 'Monthly rent must be a number.',
    });
  });

  it('refuses a negative rent', () => {
    const error = errorOf(csv(['monthlyRent'], [{ monthlyRent: '-$250' }]));
    expect(error).toMatchObject({ field: 'monthlyRent', message: 'Monthly rent cannot be negative.' });
  });

  it("refuses a purchase price of 0 with the API's message", () => {
    const error = errorOf(csv([], [{ purchasePrice: '$0' }]));
    expect(error).toMatchObject({ field: 'purchasePrice', message: 'Purchase price must be more than 0.' });
  });

  it('refuses thousands separators that do not group by three', () => {
    const error = errorOf(csv([], [{ purchasePrice: '12,50,000' }]));
    expect(error).toMatchObject({ field: 'purchasePrice', message: 'Purchase price must be a number.' });
  });

  it('refuses a vacancy above 100%', () => {
    const error = errorOf(csv(['vacancy'], [{ vacancy: '120%' }]));
    expect(error).toMatchObject({ field: 'vacancy', message: 'Vacancy must be between 0 and 100.' });
  });
});

describe('validateRecords: decimal commas, only in ; and tab files', () => {
  const SEMICOLON_HEADER =
    'address;city;state;zipCode;propertyType;purchasePrice;monthlyRent;bathrooms;vacancy';

  it('reads "1.250.000,50" and "1250,5" in a semicolon file', () => {
    const fields = fieldsOf(
      `${SEMICOLON_HEADER}\r\nHauptstr. 5;Denver;CO;80205;SFR;1.250.000,50;1250,5;2,5;5,5%\r\n`,
    );
    expect(fields).toMatchObject({
      purchasePrice: 1_250_000.5,
      monthlyRent: 1250.5,
      bathrooms: 2.5,
      vacancy: 5.5,
    });
    expect(fields.address).toBe('Hauptstr. 5');
  });

  it('imports a short semicolon file with decimal commas that ends with a line break', () => {
    const result = validate(
      `${SEMICOLON_HEADER}\r\n` +
        '1 Main St;Denver;CO;80205;SFR;250000,50;1250,50;2;5\r\n' +
        '2 Oak;Austin;TX;78704;Condo;185000,00;990,00;1;5\r\n',
    );
    expect(result.errors).toEqual([]);
    expect(result.valid.map((v) => [v.fields.purchasePrice, v.fields.monthlyRent])).toEqual([
      [250000.5, 1250.5],
      [185000, 990],
    ]);
  });

  it('reads French-style spaces and a decimal comma in a semicolon file', () => {
    const fields = fieldsOf(`${SEMICOLON_HEADER}\n1 Rue;Denver;CO;80205;SFR;1 250 000,50;1\u00a0250;2;5\n`);
    expect(fields).toMatchObject({ purchasePrice: 1_250_000.5, monthlyRent: 1250 });
  });

  it('reads "1.250.000,50" and "1250,5" in a tab file', () => {
    const fields = fieldsOf(
      'address\tcity\tstate\tzipCode\tpropertyType\tpurchasePrice\tmonthlyRent\n1 Main\tDenver\tCO\t80205\tSFR\t1.250.000,50\t1250,5\n',
    );
    expect(fields).toMatchObject({ purchasePrice: 1_250_000.5, monthlyRent: 1250.5 });
  });

  it('still reads US numbers in a tab file', () => {
    const fields = fieldsOf(
      'address\tcity\tstate\tzipCode\tpropertyType\tpurchasePrice\tmonthlyRent\n1 Main\tDenver\tCO\t80205\tSFR\t$1,250,000.50\t2600.75\n',
    );
    expect(fields).toMatchObject({ purchasePrice: 1_250_000.5, monthlyRent: 2600.75 });
  });

  it('refuses "1.250.000,50" in a comma file', () => {
    const error = errorOf(csv([], [{ purchasePrice: '1.250.000,50' }]));
    expect(error).toMatchObject({
      code: 'invalid',
      field: 'purchasePrice',
      message: 'Purchase price must be a number.',
    });
  });

  it('refuses "1250,5" in a comma file', () => {
    const error = errorOf(csv(['monthlyRent'], [{ monthlyRent: '1250,5' }]));
    expect(error).toMatchObject({
      code: 'invalid',
      field: 'monthlyRent',
      message: 'Monthly rent must be a number.',
    });
  });
});

describe('validateRecords: property types', () => {
  it.each([
    ['Single Family', 'single-family'],
    ['single-family', 'single-family'],
    ['SINGLE_FAMILY', 'single-family'],
    ['SFR', 'single-family'],
    ['Duplex', 'duplex'],
    ['triplex', 'triplex'],
    ['Fourplex', 'fourplex'],
    ['Townhouse', 'townhouse'],
    ['townhome', 'townhouse'],
    ['Condo', 'condo'],
    ['Condominium', 'condo'],
    ['Apartment', 'apartment'],
    ['Commercial', 'commercial'],
  ])('reads "%s" as %s', (cell, expected) => {
    expect(fieldsOf(csv([], [{ propertyType: cell }])).propertyType).toBe(expected);
  });

  it('refuses "constructor" as an unknown type', () => {
    const error = errorOf(csv([], [{ propertyType: 'Constructor' }]));
    expect(error).toMatchObject({ code: 'invalid', field: 'propertyType' });
  });

  it("refuses an unknown type with the API's message", () => {
    const error = errorOf(csv([], [{ propertyType: 'Castle' }]));
    expect(error).toEqual({
      row: 2,
      address: '1 Main St',
      code: 'invalid',
      field: 'propertyType',
      message:
        'Property type must be one of single-family, duplex, triplex, fourplex, townhouse, condo, apartment, commercial.',
    });
  });
});

describe('validateRecords: occupied, dates and text', () => {
  it.each([
    ['yes', true],
    ['Yes', true],
    ['TRUE', true],
    ['y', true],
    ['1', true],
    ['no', false],
    ['No', false],
    ['false', false],
    ['N', false],
    ['0', false],
  ])('reads isOccupied "%s" as %s', (cell, expected) => {
    expect(fieldsOf(csv(['isOccupied'], [{ isOccupied: cell }])).isOccupied).toBe(expected);
  });

  it('refuses an occupied cell that is not yes or no', () => {
    const error = errorOf(csv(['isOccupied'], [{ isOccupied: 'maybe' }]));
    expect(error).toMatchObject({ field: 'isOccupied', message: 'Occupied must be true or false.' });
  });

  it.each([
    ['6/15/2021', '2021-06-15'],
    ['12/1/2020', '2020-12-01'],
    ['01/02/2003', '2003-01-02'],
    ['2/29/2024', '2024-02-29'],
    ['2021-06-15', '2021-06-15'],
  ])('reads the purchase date "%s" as %s', (cell, expected) => {
    expect(fieldsOf(csv(['purchaseDate'], [{ purchaseDate: cell }])).purchaseDate).toBe(expected);
  });

  it.each([['13/1/2021'], ['2/30/2021'], ['2/29/2023'], ['15.06.2021'], ['June 15, 2021']])(
    'refuses the purchase date "%s"',
    (cell) => {
      const error = errorOf(csv(['purchaseDate'], [{ purchaseDate: cell }]));
      expect(error).toMatchObject({
        code: 'invalid',
        field: 'purchaseDate',
        message: 'Purchase date must be a real date written as YYYY-MM-DD.',
      });
    },
  );

  it('refuses a purchase date after today, and accepts today itself', () => {
    const text = csv(['purchaseDate'], [{ purchaseDate: '2025-03-02' }, { purchaseDate: '3/1/2025' }]);
    const result = validate(text, { today: '2025-03-01' });
    expect(result.errors).toEqual([
      {
        row: 2,
        address: '1 Main St',
        code: 'invalid',
        field: 'purchaseDate',
        message: 'Purchase date cannot be in the future.',
      },
    ]);
    expect(result.valid.map((v) => [v.row, v.fields.purchaseDate])).toEqual([[3, '2025-03-01']]);
  });

  it('refuses a US date after today once converted', () => {
    const error = errorOf(csv(['purchaseDate'], [{ purchaseDate: '1/15/2031' }]), '2030-12-31');
    expect(error).toMatchObject({ field: 'purchaseDate', message: 'Purchase date cannot be in the future.' });
  });

  it('refuses a state that is not two letters', () => {
    const error = errorOf(csv([], [{ state: 'Colorado' }]));
    expect(error).toMatchObject({ field: 'state', message: 'State must be 2 letters, for example CO.' });
  });

  it('keeps line breaks in notes', () => {
    const fields = fieldsOf(csv(['notes'], [{ notes: 'roof 2019\nboiler, "new" 2021' }]));
    expect(fields.notes).toBe('roof 2019\nboiler, "new" 2021');
  });

  it("undoes the export's formula escape on text cells", () => {
    const fields = fieldsOf(csv(['notes'], [{ address: "'=1 Main St", city: "'+Denver", notes: "'@note" }]));
    expect(fields).toMatchObject({ address: '=1 Main St', city: '+Denver', notes: '@note' });
  });

  it('keeps an apostrophe that is not a formula escape', () => {
    const fields = fieldsOf(csv(['notes'], [{ address: "O'Brien's Farm", notes: "'tis fine" }]));
    expect(fields).toMatchObject({ address: "O'Brien's Farm", notes: "'tis fine" });
  });
});

describe('validateRecords: the error list', () => {
  const BAD_AND_GOOD =
    `${HEADER}\n` +
    '1 Main St,Denver,CO,80205,SFR\n' + // row 2: columns
    '2 Oak Ave,Austin,TX,78704,SFR,585000\n' + // row 3: valid
    '3 Elm St,,CO,80205,SFR,\n' + // row 4: missing
    ',Denver,CO,80205,Castle,1000\n' + // row 5: invalid, no address
    '5 Pine Rd,Denver,CO,80205,Condo,300000\n' + // row 6: valid
    '6 Ash Ct,Denver,CO,80205,SFR,-1\n'; // row 7: invalid price

  it('lists each refused row with its row, address, code and message', () => {
    const result = validate(BAD_AND_GOOD);
    expect(result.valid.map((v) => v.row)).toEqual([3, 6]);
    expect(result.failed).toBe(4);
    expect(result.errors).toEqual([
      {
        row: 2,
        address: '1 Main St',
        code: 'columns',
        found: 5,
        expected: 6,
        message: 'Row 2 has 5 columns but expected 6',
      },
      {
        row: 4,
        address: '3 Elm St',
        code: 'missing',
        fields: ['city', 'purchasePrice'],
        message: 'Row 4 is missing required fields (city, purchasePrice)',
      },
      {
        row: 5,
        address: null,
        code: 'missing',
        fields: ['address'],
        message: 'Row 5 is missing required fields (address)',
      },
      {
        row: 7,
        address: '6 Ash Ct',
        code: 'invalid',
        field: 'purchasePrice',
        message: 'Purchase price cannot be negative.',
      },
    ]);
  });

  it('caps the list at maxListedErrors while failed counts every refused row', () => {
    const result = validate(BAD_AND_GOOD, { maxListedErrors: 2 });
    expect(result.errors.map((e) => e.row)).toEqual([2, 4]);
    expect(result.failed).toBe(4);
    expect(result.valid).toHaveLength(2);
  });

  it('lists no errors with maxListedErrors 0, but still counts them', () => {
    const result = validate(BAD_AND_GOOD, { maxListedErrors: 0 });
    expect(result.errors).toEqual([]);
    expect(result.failed).toBe(4);
  });

  it('lists at most 1,000 errors by default', () => {
    const lines = [HEADER];
    for (let i = 0; i < 1001; i += 1) lines.push(`${i} Main St,Denver,CO,80205,SFR,`);
    const result = validate(lines.join('\n'));
    expect(result.failed).toBe(1001);
    expect(result.errors).toHaveLength(1000);
    expect(result.errors[999]?.row).toBe(1001);
  });

  it('gives the same result in slices as in one pass', () => {
    const parsed = parsePropertyCsv(BAD_AND_GOOD);
    const onePass = validateRecords(parsed, emptyValidation(), { maxListedErrors: 3 });
    for (const size of [1, 2, 4, 10]) {
      const sliced = emptyValidation();
      for (let start = 0; start < parsed.records.length; start += size) {
        validateRecords(parsed, sliced, { start, end: start + size, maxListedErrors: 3 });
      }
      expect(sliced).toEqual(onePass);
    }
    expect(onePass.failed).toBe(4);
    expect(onePass.errors.map((e) => e.row)).toEqual([2, 4, 5]);
  });

  it('validates only rows [start, end), and an end past the last row stops there', () => {
    const parsed = parsePropertyCsv(BAD_AND_GOOD);
    const middle = validateRecords(parsed, emptyValidation(), { start: 1, end: 3 });
    expect(middle.valid.map((v) => v.row)).toEqual([3]);
    expect(middle.errors.map((e) => e.row)).toEqual([4]);
    const tail = validateRecords(parsed, emptyValidation(), { start: 4, end: 1000 });
    expect(tail.valid.map((v) => v.row)).toEqual([6]);
    expect(tail.errors.map((e) => e.row)).toEqual([7]);
  });

  it('answers every row of a 50,000-row file as valid', () => {
    const lines = [HEADER];
    for (let i = 1; i <= 50_000; i += 1) lines.push(`${i} Main St,Denver,CO,80205,SFR,${i}`);
    const result = validate(lines.join('\n'));
    expect(result.failed).toBe(0);
    expect(result.valid).toHaveLength(50_000);
    expect(result.valid[49_999]?.row).toBe(50_001);
    expect(result.valid[49_999]?.fields.purchasePrice).toBe(50_000);
  });
});

describe('validateRecord and readRecord', () => {
  it('validateRecord answers one row as ok or not', () => {
    const parsed = parsePropertyCsv(
      `${HEADER}\n1 Main,Denver,CO,80205,SFR,1000\n2 Oak,Austin,TX,78704,SFR,\n`,
    );
    const [first, second] = parsed.records;
    expect(validateRecord(parsed, first!)).toEqual({
      ok: true,
      value: {
        row: 2,
        fields: {
          address: '1 Main',
          city: 'Denver',
          state: 'CO',
          zipCode: '80205',
          propertyType: 'single-family',
          purchasePrice: 1000,
        },
      },
    });
    expect(validateRecord(parsed, second!)).toMatchObject({
      ok: false,
      error: { row: 3, code: 'missing', message: 'Row 3 is missing required fields (purchasePrice)' },
    });
  });

  it('readRecord shows the values read for the preview, before validation', () => {
    const parsed = parsePropertyCsv(
      `${HEADER},bedrooms,isOccupied,purchaseDate,vacancy,Owner,capRate\n'=1 Main,Denver,co,80205,Single Family,"$1,250,000.50",3.5,yes,6/15/2021,5%,Jane,7.1\n`,
    );
    expect(readRecord(parsed, parsed.records[0]!)).toEqual({
      address: '=1 Main',
      city: 'Denver',
      state: 'co',
      zipCode: '80205',
      propertyType: 'single-family',
      purchasePrice: '1250000.50',
      bedrooms: '3.5',
      isOccupied: true,
      purchaseDate: '2021-06-15',
      vacancy: '5',
    });
  });
});
