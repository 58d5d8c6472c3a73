// Writing properties as CSV (docs/product.md "CSV import and export"): RFC 4180 with CRLF line ends, a byte-order
// mark so that spreadsheets read UTF-8, and OWASP's CSV-injection rule for text cells.

import { PROPERTY_TYPE_LABELS, type TProperty } from '@rentfolio/contracts';
import { ESCAPED_AFTER_DELIMITER_ON_EXPORT, ESCAPED_ON_EXPORT } from './cells';
import { CSV_COMPUTED_FIELDS, CSV_INPUT_FIELDS } from './columns';

export const CSV_BOM = '\uFEFF';
export const CSV_LINE_END = '\r\n';

/** The export's columns: every input of a property, then its computed figures. Headers are the field names. */
export const CSV_EXPORT_COLUMNS = [...CSV_INPUT_FIELDS, ...CSV_COMPUTED_FIELDS] as const;

// A delimiter of any common locale (, ; tab), a quote, a line end or outer spaces.
const NEEDS_QUOTES = /[",;\t\r\n]|^\s|\s$/;

/**
 * One cell. Numbers are written as numbers (a negative one stays a number). Text that a spreadsheet would run as a
 * formula (starting with = + - @, a tab or a carriage return, after any apostrophes) gets a leading ', and so does
 * such a start after a delimiter of any common locale (`x;=2+5` → `x;'=2+5`), in case a spreadsheet splits the cell
 * there. Text with a delimiter (`,` `;` tab), a quote, a line end or outer spaces is quoted, its quotes doubled.
 */
export function escapeCsvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  let text = value.replace(ESCAPED_AFTER_DELIMITER_ON_EXPORT, "$1'");
  if (ESCAPED_ON_EXPORT.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly (string | number | boolean | null | undefined)[]): string {
  return cells.map(escapeCsvCell).join(',') + CSV_LINE_END;
}

/** The first line of an export (after the byte-order mark). */
export function exportHeaderLine(): string {
  return csvLine(CSV_EXPORT_COLUMNS);
}

/** One property as a line of the export; its type by its display name, which imports back. */
export function propertyCsvLine(property: TProperty): string {
  return csvLine(
    CSV_EXPORT_COLUMNS.map((column) =>
      column === 'propertyType' ? PROPERTY_TYPE_LABELS[property.propertyType] : property[column],
    ),
  );
}

/** The export's file name, with the day it was made (YYYY-MM-DD). */
export function exportFileName(day: string): string {
  return `rentfolio-properties-${day}.csv`;
}

/** The template: the columns a user fills in, and two sample rows. */
export const CSV_TEMPLATE_COLUMNS = [
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
  'purchaseDate',
] as const;

export const CSV_TEMPLATE_FILE_NAME = 'rentfolio-import-template.csv';

export function templateCsv(): string {
  return (
    CSV_BOM +
    csvLine(CSV_TEMPLATE_COLUMNS) +
    csvLine([
      '123 Sample St',
      'Denver',
      'CO',
      '80205',
      'Single Family',
      3,
      2,
      1650,
      450000,
      2600,
      250,
      3100,
      1400,
      1800,
      5,
      '2021-06-15',
    ]) +
    csvLine([
      '456 Example Ave, Unit 2',
      'Austin',
      'TX',
      '78704',
      'Duplex',
      4,
      3,
      2100,
      585000,
      3900,
      400,
      9800,
      2100,
      2400,
      6,
      '',
    ])
  );
}
