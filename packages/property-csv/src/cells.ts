// Reading one CSV cell the way a spreadsheet user wrote it (docs/product.md "CSV import and export"). Each reader
// returns a value for ZPropertyInput, which stays the one judge of what is valid: a cell it cannot read is passed on
// unchanged, so the row fails with the field's own message.

import type { TPropertyType } from '@rentfolio/contracts';

/** Characters that start a spreadsheet formula (OWASP CSV injection): the export escapes them with a leading '. */
export const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'] as const;

/**
 * Text the export escapes: a formula trigger after any apostrophes, so that a text which itself starts with '= is
 * escaped too and comes back unchanged.
 */
export const ESCAPED_ON_EXPORT = /^'*[=+\-@\t\r]/;
const ESCAPED_ON_IMPORT = /^'+[=+\-@\t\r]/;

/**
 * A formula start after a delimiter of any common locale (`,` `;` tab): a spreadsheet that splits the cell there (a
 * European one opening a comma file splits at `;`) would see a new cell starting with it, so it is escaped too.
 */
// A lookahead, so that a delimiter that is itself a trigger (a tab) is escaped and still checked for what follows it.
export const ESCAPED_AFTER_DELIMITER_ON_EXPORT = /([,;\t])(?='*[=+\-@\t\r])/g;
const ESCAPED_AFTER_DELIMITER_ON_IMPORT = /([,;\t])'(?='*[=+\-@\t\r])/g;

/** Undoes the export's formula escapes ('=SUM… back to =SUM…), so that an exported file imports unchanged. */
export function readTextCell(cell: string): string {
  const text = cell.trim().replace(ESCAPED_AFTER_DELIMITER_ON_IMPORT, '$1');
  return ESCAPED_ON_IMPORT.test(text) ? text.slice(1) : text;
}

const SPACES = /[\s\u00a0\u202f\u2009]/g;
const PLAIN = /^-?\d+(\.\d+)?$/;
const US_GROUPED = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/;
const EUROPEAN_GROUPED = /^-?\d{1,3}(\.\d{3})+(,\d+)?$/;
const DECIMAL_COMMA = /^-?\d+,\d+$/;
const AMBIGUOUS_COMMA = /^-?\d{1,3},\d{3}$/;

/**
 * A number cell: $ and spaces are dropped, and thousands separators read. In a comma file (US spreadsheets)
 * "1,250,000.50" is read; in a file saved with ; or tab (European spreadsheets) a comma is the decimal mark and a dot
 * followed by three digits a thousands separator, so "1.250.000,50", "250.000" and "1250,5" are read the European
 * way. Anything else is returned as it was, never guessed at.
 */
export function readNumberCell(cell: string, options: { decimalComma: boolean; percent?: boolean }): string {
  let text = cell.replace(SPACES, '').replace(/^(-?)\$/, '$1');
  if (options.percent && text.endsWith('%')) text = text.slice(0, -1);
  if (options.decimalComma) {
    if (EUROPEAN_GROUPED.test(text)) return text.replaceAll('.', '').replace(',', '.');
    // "450,000" is 450 to a European and 450,000 to an American: refused rather than read 1,000 times too small.
    if (AMBIGUOUS_COMMA.test(text)) return cell.trim();
    if (DECIMAL_COMMA.test(text)) return text.replace(',', '.');
  }
  if (PLAIN.test(text)) return text;
  if (US_GROUPED.test(text)) return text.replaceAll(',', '');
  return cell.trim();
}

const TYPE_NAMES = new Map<string, TPropertyType>(
  Object.entries({
    singlefamily: 'single-family',
    singlefamilyhome: 'single-family',
    singlefamilyresidence: 'single-family',
    sfr: 'single-family',
    sfh: 'single-family',
    house: 'single-family',
    detached: 'single-family',
    duplex: 'duplex',
    triplex: 'triplex',
    fourplex: 'fourplex',
    quadplex: 'fourplex',
    quadruplex: 'fourplex',
    '4plex': 'fourplex',
    townhouse: 'townhouse',
    townhome: 'townhouse',
    rowhouse: 'townhouse',
    condo: 'condo',
    condominium: 'condo',
    apartment: 'apartment',
    apartments: 'apartment',
    apartmentbuilding: 'apartment',
    multifamily: 'apartment',
    commercial: 'commercial',
  }) as [string, TPropertyType][],
);

/** A property type written loosely ("Single Family", "single-family", "SFR", "Condominium"), or the cell unchanged. */
export function readPropertyTypeCell(cell: string): string {
  const key = cell.toLowerCase().replace(/[^a-z0-9]/g, '');
  const known = TYPE_NAMES.get(key);
  return known ?? cell.trim();
}

const YES = new Set(['true', 'yes', 'y', '1', 'occupied']);
const NO = new Set(['false', 'no', 'n', '0', 'vacant']);

/** yes/no, true/false, 1/0 (any case); anything else is passed on and refused by the schema. */
export function readBooleanCell(cell: string): boolean | string {
  const key = cell.trim().toLowerCase();
  if (YES.has(key)) return true;
  if (NO.has(key)) return false;
  return cell.trim();
}

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const EUROPEAN_DATE = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/;

/**
 * A date as YYYY-MM-DD, or as a spreadsheet writes it: month first in a comma file (US, M/D/YYYY), day first in a ; or
 * tab file (European, D/M/YYYY or D.M.YYYY). Anything else is passed on unchanged and refused by the schema.
 */
export function readDateCell(cell: string, dayFirst = false): string {
  const text = cell.trim();
  const match = (dayFirst ? EUROPEAN_DATE : US_DATE).exec(text);
  if (!match) return text;
  const [, first = '', second = '', year = ''] = match;
  const [month, day] = dayFirst ? [second, first] : [first, second];
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}
