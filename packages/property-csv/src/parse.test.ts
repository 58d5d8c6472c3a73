// parsePropertyCsv: RFC 4180 through papaparse and the file-level messages (docs/product.md "CSV import and export").
// Expected values are written out by hand from those rules, never taken from the package.

import { describe, expect, it } from 'vitest';
import { CsvParseError, parsePropertyCsv } from './index';

const HEADER = 'address,city,state,zipCode,propertyType,purchasePrice';
const ROW_A = '1 Main St,Denver,CO,80205,Single Family,450000';
const ROW_B = '2 Oak Ave,Austin,TX,78704,Duplex,585000';

/** The CsvParseError the text is refused with (fails the test when it is accepted or throws something else). */
function refusal(text: string, maxRows?: number, maxLines?: number): CsvParseError {
  try {
    parsePropertyCsv(text, maxRows, maxLines);
  } catch (error) {
    expect(error).toBeInstanceOf(CsvParseError);
    return error as CsvParseError;
  }
  throw new Error('expected a CsvParseError, but the text was accepted');
}

describe('parsePropertyCsv: a well-formed file', () => {
  it('reads the header and each data row; the header is row 1 and the first data row is row 2', () => {
    const parsed = parsePropertyCsv(`${HEADER}\n${ROW_A}\n${ROW_B}\n`);
    expect(parsed.delimiter).toBe(',');
    expect(parsed.headers).toEqual(['address', 'city', 'state', 'zipCode', 'propertyType', 'purchasePrice']);
    expect(parsed.records).toEqual([
      { row: 2, cells: ['1 Main St', 'Denver', 'CO', '80205', 'Single Family', '450000'] },
      { row: 3, cells: ['2 Oak Ave', 'Austin', 'TX', '78704', 'Duplex', '585000'] },
    ]);
  });

  it('maps every header to its field', () => {
    const parsed = parsePropertyCsv(`${HEADER}\n${ROW_A}`);
    expect(parsed.columns.map((c) => [c.status, 'field' in c ? c.field : undefined])).toEqual([
      ['mapped', 'address'],
      ['mapped', 'city'],
      ['mapped', 'state'],
      ['mapped', 'zipCode'],
      ['mapped', 'propertyType'],
      ['mapped', 'purchasePrice'],
    ]);
  });

  it('reads a file without a final line end', () => {
    const parsed = parsePropertyCsv(`${HEADER}\n${ROW_A}`);
    expect(parsed.records).toHaveLength(1);
    expect(parsed.records[0]?.cells[5]).toBe('450000');
  });
});

describe('parsePropertyCsv: RFC 4180 quoting', () => {
  it('keeps a comma inside a quoted field', () => {
    const parsed = parsePropertyCsv(`${HEADER}\n"456 Example Ave, Unit 2",Austin,TX,78704,Duplex,585000\n`);
    expect(parsed.records[0]?.cells).toEqual([
      '456 Example Ave, Unit 2',
      'Austin',
      'TX',
      '78704',
      'Duplex',
      '585000',
    ]);
  });

  it('reads a doubled quote inside a quoted field as one quote', () => {
    const parsed = parsePropertyCsv(`${HEADER}\n"The ""Loft"" building",Denver,CO,80205,Condo,300000\n`);
    expect(parsed.records[0]?.cells[0]).toBe('The "Loft" building');
  });

  it('keeps LF, CRLF and CR line ends inside a quoted field, and the record stays one row', () => {
    const text = `address,city,state,zipCode,propertyType,purchasePrice,notes\r\n${ROW_A},"line one\nline two\r\nline three\rline four"\r\n${ROW_B},plain\r\n`;
    const parsed = parsePropertyCsv(text);
    expect(parsed.records).toHaveLength(2);
    expect(parsed.records[0]?.cells[6]).toBe('line one\nline two\r\nline three\rline four');
    // A multi-line cell is one spreadsheet row: the next record is row 3, not row 6.
    expect(parsed.records[1]?.row).toBe(3);
    expect(parsed.records[1]?.cells[6]).toBe('plain');
  });

  it('reads a quoted field that is empty as an empty cell', () => {
    const parsed = parsePropertyCsv(`${HEADER},notes\n${ROW_A},""\n`);
    expect(parsed.records[0]?.cells[6]).toBe('');
  });

  it('reads quoted headers', () => {
    const parsed = parsePropertyCsv(
      `"address","city","state","zip code","property type","purchase price"\n${ROW_A}\n`,
    );
    expect(parsed.headers).toEqual([
      'address',
      'city',
      'state',
      'zip code',
      'property type',
      'purchase price',
    ]);
    expect(parsed.columns.every((c) => c.status === 'mapped')).toBe(true);
  });

  it('keeps a quote in the middle of an unquoted field as a character (12" pipe)', () => {
    const parsed = parsePropertyCsv(`${HEADER},notes\n${ROW_A},12" pipe replaced\n`);
    expect(parsed.records[0]?.cells[6]).toBe('12" pipe replaced');
  });
});

describe('parsePropertyCsv: byte-order mark and line ends', () => {
  it('drops a byte-order mark, so that the first header is still "address"', () => {
    const parsed = parsePropertyCsv(`\uFEFF${HEADER}\r\n${ROW_A}\r\n`);
    expect(parsed.headers[0]).toBe('address');
    expect(parsed.columns[0]).toEqual({ index: 0, header: 'address', status: 'mapped', field: 'address' });
  });

  it.each([
    ['CRLF', '\r\n'],
    ['LF', '\n'],
    ['CR', '\r'],
  ])('reads %s line ends', (_name, end) => {
    const parsed = parsePropertyCsv(`${HEADER}${end}${ROW_A}${end}${ROW_B}${end}`);
    expect(parsed.headers).toHaveLength(6);
    expect(parsed.records.map((r) => r.row)).toEqual([2, 3]);
    expect(parsed.records.map((r) => r.cells[0])).toEqual(['1 Main St', '2 Oak Ave']);
    expect(parsed.records[1]?.cells[5]).toBe('585000');
  });
});

describe('parsePropertyCsv: delimiters', () => {
  it('detects a semicolon file (European spreadsheets)', () => {
    const text =
      'address;city;state;zipCode;propertyType;purchasePrice\r\n1 Main St;Denver;CO;80205;SFR;1.250.000,50\r\n2 Oak;Austin;TX;78704;Condo;1250,5\r\n';
    const parsed = parsePropertyCsv(text);
    expect(parsed.delimiter).toBe(';');
    expect(parsed.headers).toHaveLength(6);
    expect(parsed.records[0]?.cells).toEqual(['1 Main St', 'Denver', 'CO', '80205', 'SFR', '1.250.000,50']);
    expect(parsed.records[1]?.cells[5]).toBe('1250,5');
  });

  it('detects a tab-separated file', () => {
    const text =
      'address\tcity\tstate\tzipCode\tpropertyType\tpurchasePrice\n1 Main St, Unit 2\tDenver\tCO\t80205\tSFR\t450000\n';
    const parsed = parsePropertyCsv(text);
    expect(parsed.delimiter).toBe('\t');
    expect(parsed.records[0]?.cells).toEqual(['1 Main St, Unit 2', 'Denver', 'CO', '80205', 'SFR', '450000']);
  });

  // A short European file (under 10 lines) whose rows each hold two decimal commas and that ends with a line break,
  // as spreadsheets save it.
  const EUROPEAN_HEADER = 'address;city;state;zipCode;propertyType;purchasePrice;monthlyRent';
  const EUROPEAN_ROWS = [
    '1 Main St;Denver;CO;80205;SFR;250000,50;1250,50',
    '2 Oak;Austin;TX;78704;Condo;185000,00;990,00',
  ];

  it('detects the semicolons of a short file with decimal commas that ends with a line break', () => {
    const parsed = parsePropertyCsv(`${EUROPEAN_HEADER}\r\n${EUROPEAN_ROWS.join('\r\n')}\r\n`);
    expect(parsed.delimiter).toBe(';');
    expect(parsed.headers).toHaveLength(7);
    expect(parsed.records[0]?.cells).toEqual([
      '1 Main St',
      'Denver',
      'CO',
      '80205',
      'SFR',
      '250000,50',
      '1250,50',
    ]);
  });

  it('detects the semicolons of a file with decimal commas and a blank line', () => {
    const parsed = parsePropertyCsv(`${EUROPEAN_HEADER}\n${EUROPEAN_ROWS.join('\n\n')}`);
    expect(parsed.delimiter).toBe(';');
    expect(parsed.records.map((r) => r.row)).toEqual([2, 4]);
  });

  it('detects the tabs of a short file with decimal commas that ends with a line break', () => {
    const tabbed = (line: string) => line.replaceAll(';', '\t');
    const parsed = parsePropertyCsv(`${tabbed(EUROPEAN_HEADER)}\n${EUROPEAN_ROWS.map(tabbed).join('\n')}\n`);
    expect(parsed.delimiter).toBe('\t');
    expect(parsed.headers).toHaveLength(7);
  });

  it('detects the semicolons of a header with a quote inside an unquoted field (RFC 4180: a literal quote)', () => {
    const parsed = parsePropertyCsv(
      'Pipe 12" size;address;city;state;zipCode;propertyType;purchasePrice\nx;1 Main St;Denver;CO;80205;SFR;1000\n',
    );
    expect(parsed.delimiter).toBe(';');
    expect(parsed.headers).toEqual([
      'Pipe 12" size',
      'address',
      'city',
      'state',
      'zipCode',
      'propertyType',
      'purchasePrice',
    ]);
  });

  it('keeps semicolons inside the cells of a comma file', () => {
    const parsed = parsePropertyCsv(`${HEADER},notes\n${ROW_A},roof 2019; boiler 2021\n${ROW_B},a;b;c\n`);
    expect(parsed.delimiter).toBe(',');
    expect(parsed.records[0]?.cells[6]).toBe('roof 2019; boiler 2021');
  });
});

describe('parsePropertyCsv: blank lines', () => {
  it('skips blank lines but counts them in the row numbers', () => {
    const parsed = parsePropertyCsv(`${HEADER}\n\n${ROW_A}\n\n\n${ROW_B}\n\n`);
    expect(parsed.records.map((r) => r.row)).toEqual([3, 6]);
    expect(parsed.records.map((r) => r.cells[0])).toEqual(['1 Main St', '2 Oak Ave']);
  });

  it('counts blank lines with CRLF line ends the same way', () => {
    const parsed = parsePropertyCsv(`${HEADER}\r\n\r\n${ROW_A}\r\n`);
    expect(parsed.records.map((r) => r.row)).toEqual([3]);
  });

  it('skips lines of spaces and rows of empty cells (what a spreadsheet writes for a blank row)', () => {
    const parsed = parsePropertyCsv(`${HEADER}\n   \n,,,,,\n${ROW_A}\n`);
    expect(parsed.records).toEqual([
      { row: 4, cells: ['1 Main St', 'Denver', 'CO', '80205', 'Single Family', '450000'] },
    ]);
  });

  it('finds the header after blank lines at the top, which still count as rows', () => {
    const parsed = parsePropertyCsv(`\n\n${HEADER}\n${ROW_A}\n`);
    expect(parsed.headers[0]).toBe('address');
    expect(parsed.records.map((r) => r.row)).toEqual([4]);
  });
});

describe('parsePropertyCsv: files that cannot be read', () => {
  it.each([
    ['an empty text', ''],
    ['spaces and line ends only', '  \r\n\n\t \r'],
    ['a byte-order mark only', '\uFEFF'],
    ['a byte-order mark and line ends', '\uFEFF\r\n\r\n'],
  ])('refuses %s with the product\'s "No Data" description', (_name, text) => {
    const error = refusal(text);
    expect(error.message).toBe('Please upload a CSV file or paste CSV data.');
    expect(error.reason).toBe('noData');
    expect(error.name).toBe('CsvParseError');
    expect(error).toBeInstanceOf(Error);
  });

  it.each([
    ['a header only', HEADER],
    ['a header and a line end', `${HEADER}\r\n`],
    ['a header and blank lines', `${HEADER}\n\n\n`],
    ['a header and rows of empty cells', `${HEADER}\n,,,,,\n , , , , , \n`],
  ])('refuses %s: "CSV must have at least a header row and one data row"', (_name, text) => {
    const error = refusal(text);
    expect(error.message).toBe('CSV must have at least a header row and one data row');
    expect(error.reason).toBe('headerAndRow');
  });

  it('refuses a quote that is never closed, naming the row where it opens', () => {
    const error = refusal(`${HEADER}\n${ROW_A}\n"2 Oak Ave,Austin,TX,78704,Duplex,585000\n${ROW_A}\n`);
    expect(error.reason).toBe('quotes');
    expect(error.message).toBe('Row 3 has a quote that is never closed.');
  });

  it('counts blank lines in the row of an unclosed quote', () => {
    const error = refusal(`${HEADER}\n\n\n"2 Oak Ave,Austin,TX,78704,Duplex,585000`);
    expect(error.message).toBe('Row 4 has a quote that is never closed.');
  });

  it('refuses an unclosed quote in the header as row 1', () => {
    const error = refusal(`"address,city,state,zipCode,propertyType,purchasePrice\n${ROW_A}\n`);
    expect(error.reason).toBe('quotes');
    expect(error.message).toBe('Row 1 has a quote that is never closed.');
  });

  it('refuses more data rows than maxRows, and accepts exactly maxRows', () => {
    const rows = (n: number) =>
      Array.from({ length: n }, (_, i) => `${i + 1} Main St,Denver,CO,80205,SFR,1000`);
    expect(parsePropertyCsv([HEADER, ...rows(3)].join('\n'), 3).records).toHaveLength(3);
    const error = refusal([HEADER, ...rows(4)].join('\n'), 3);
    expect(error.reason).toBe('tooManyRows');
    expect(error.message).toBe('A file can hold at most 50,000 properties. Split it into smaller files.');
  });

  it('does not count blank lines towards maxRows', () => {
    const text = `${HEADER}\n${ROW_A}\n\n\n\n${ROW_B}\n\n\n${ROW_A}\n\n`;
    expect(parsePropertyCsv(text, 3).records.map((r) => r.row)).toEqual([2, 6, 9]);
  });

  it('counts blank lines towards maxLines, allowing the final line end', () => {
    // A header, one row and three blank lines are 5 lines; a final line end after the 5th is not a line.
    const text = `${HEADER}\n${ROW_A}\n\n\n\n`;
    expect(parsePropertyCsv(text, 10, 5).records).toHaveLength(1);
    const error = refusal(`${HEADER}\n${ROW_A}\n\n\n\n\n`, 10, 5);
    expect(error.reason).toBe('tooManyLines');
    expect(error.message).toBe(
      'A file can hold at most 5 lines, blank ones included. Remove the blank lines or split it into smaller files.',
    );
  });

  it('refuses 100,001 lines by default, even when they are blank', () => {
    const error = refusal(`${HEADER}\n${ROW_A}\n${'\n'.repeat(100_000)}`);
    expect(error.reason).toBe('tooManyLines');
    expect(error.message).toBe(
      'A file can hold at most 100,000 lines, blank ones included. Remove the blank lines or split it into smaller files.',
    );
  });

  it('refuses a line over 100,000 characters before reading it, naming its row', () => {
    const error = refusal(`${HEADER}\n${ROW_A}\n${'x,'.repeat(50_001)}\n`);
    expect(error.reason).toBe('lineTooLong');
    expect(error.message).toBe(
      'Row 3 is longer than 100,000 characters. Check that the file is a CSV of properties.',
    );
  });

  it('accepts 50,000 data rows and refuses 50,001 by default', () => {
    const lines = [HEADER];
    for (let i = 1; i <= 50_000; i += 1) lines.push(`${i} Main St,Denver,CO,80205,SFR,${100_000 + i}`);
    const fiftyThousand = `${lines.join('\r\n')}\r\n`;
    const parsed = parsePropertyCsv(fiftyThousand);
    expect(parsed.records).toHaveLength(50_000);
    expect(parsed.records[49_999]).toEqual({
      row: 50_001,
      cells: ['50000 Main St', 'Denver', 'CO', '80205', 'SFR', '150000'],
    });

    const error = refusal(`${fiftyThousand}50001 Main St,Denver,CO,80205,SFR,1\r\n`);
    expect(error.reason).toBe('tooManyRows');
    expect(error.message).toBe('A file can hold at most 50,000 properties. Split it into smaller files.');
  });
});
