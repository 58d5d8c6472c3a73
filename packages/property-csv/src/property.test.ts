// Property tests (fast-check): whatever text arrives, the parser either refuses the whole file with a CsvParseError or
// reads it, and every data row then ends up either valid or among the refused rows.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CsvParseError,
  emptyValidation,
  escapeCsvCell,
  parsePropertyCsv,
  readTextCell,
  type TParsedCsv,
  validateRecords,
} from './index';

const NUM_RUNS = 200;

const HEADERS = [
  'address',
  'city',
  'state',
  'zip_code',
  'Property Type',
  'purchasePrice',
  'bedrooms',
  'notes',
  'isOccupied',
  'purchaseDate',
  'vacancy',
  'capRate',
  'Owner',
];

/** Cells a spreadsheet user (or an attacker) might write, valid ones included, plus arbitrary text. */
const cell = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '',
    ' ',
    '"',
    '""',
    'a"b',
    '1 Main St',
    'Denver',
    'CO',
    '80205',
    'SFR',
    'Single Family',
    'constructor',
    '$1,250,000.50',
    '1.250.000,50',
    '1250,5',
    '$ 450 000',
    '3',
    '3.5',
    '-1',
    '5%',
    'yes',
    'maybe',
    '6/15/2021',
    '2099-01-01',
    '13/45/2021',
    "'=SUM(A1)",
    '=1+1',
    '\uFEFF',
    '\u2028',
    '\uD800',
    'Café Straße',
  ),
  fc.constantFrom(...HEADERS),
);

const separator = fc.constantFrom(',', ';', '\t', '"', '""', '\r', '\n', '\r\n', '');

/** CSV-like text: arbitrary cells glued together with delimiters, quotes and line ends. */
const csvLikeText = fc
  .array(fc.tuple(cell, separator), { maxLength: 40 })
  .map((parts) => parts.map(([c, s]) => c + s).join(''));

/** A well-shaped file (a header of known columns, rows of arbitrary cells), sometimes quoted, sometimes not. */
const shapedCsv = fc
  .record({
    delimiter: fc.constantFrom(',', ';', '\t'),
    lineEnd: fc.constantFrom('\n', '\r\n', '\r'),
    bom: fc.boolean(),
    quoted: fc.boolean(),
    header: fc.shuffledSubarray(HEADERS, { minLength: 1 }),
    rows: fc.array(fc.array(cell, { minLength: 0, maxLength: 14 }), { maxLength: 8 }),
  })
  .map(({ delimiter, lineEnd, bom, quoted, header, rows }) => {
    const write = (c: string) => (quoted ? `"${c.replaceAll('"', '""')}"` : c);
    const lines = [header, ...rows].map((cells) => cells.map(write).join(delimiter));
    return (bom ? '\uFEFF' : '') + lines.join(lineEnd);
  });

/** Parses and validates; true when the file was refused with a CsvParseError, the outcome otherwise. */
function run(text: string, maxRows = 1000) {
  let parsed: TParsedCsv;
  try {
    parsed = parsePropertyCsv(text, maxRows);
  } catch (error) {
    if (error instanceof CsvParseError) return null;
    throw error;
  }
  const result = validateRecords(parsed, emptyValidation(), { today: '2025-01-01' });
  return { parsed, result };
}

function checkEveryRowAccounted(text: string): void {
  const outcome = run(text);
  if (!outcome) return;
  const { parsed, result } = outcome;
  expect(result.valid.length + result.failed).toBe(parsed.records.length);
  expect(result.errors.length).toBe(result.failed);
  const rows = [...result.valid.map((v) => v.row), ...result.errors.map((e) => e.row)].sort((a, b) => a - b);
  expect(rows).toEqual(parsed.records.map((r) => r.row));
  for (const error of result.errors) {
    expect(error.message).toMatch(new RegExp(`^(Row ${error.row} |[A-Z])`));
  }
}

describe('parsePropertyCsv and validateRecords on arbitrary input', () => {
  it('never throw anything but CsvParseError on random strings', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' })),
        (text) => {
          checkEveryRowAccounted(text);
        },
      ),
      { numRuns: NUM_RUNS },
    );
  });

  it('never throw anything but CsvParseError on CSV-like text, and every row is valid or refused', () => {
    fc.assert(fc.property(csvLikeText, checkEveryRowAccounted), { numRuns: NUM_RUNS });
  });

  it('never throw anything but CsvParseError on well-shaped files, and every row is valid or refused', () => {
    fc.assert(fc.property(shapedCsv, checkEveryRowAccounted), { numRuns: NUM_RUNS });
  });

  it('read the cells of a well-formed comma file back exactly as escapeCsvCell wrote them', () => {
    // Text cells without a formula trigger in front or outer spaces (which the import drops); a formula start after a
    // delimiter inside a cell is escaped by the export and unescaped by readTextCell.
    const text = fc
      .string({ unit: 'grapheme', minLength: 1 })
      .filter((s) => s.trim() === s && !/^['=+\-@\t\r]/.test(s) && !s.includes('\uFEFF'));
    fc.assert(
      fc.property(
        fc.array(fc.array(text, { minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 5 }),
        (rows) => {
          const csv = ['a,b,c', ...rows.map((r) => r.map(escapeCsvCell).join(','))].join('\r\n');
          const parsed = parsePropertyCsv(csv);
          expect(parsed.delimiter).toBe(',');
          expect(parsed.records.map((r) => r.cells.map(readTextCell))).toEqual(rows);
        },
      ),
      { numRuns: NUM_RUNS },
    );
  });
});
