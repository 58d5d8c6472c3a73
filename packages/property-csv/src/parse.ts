// Reading a property CSV (docs/product.md "CSV import and export"): RFC 4180 through papaparse, then each row against
// ZPropertyInput. The browser runs this for its preview and the server runs it again as the authority.

import {
  formatColumnCountMessage,
  formatLineTooLongMessage,
  formatMissingFieldsMessage,
  formatTooManyLinesMessage,
  formatUnclosedQuoteMessage,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  PROPERTY_MESSAGES,
  type TImportRowError,
  type TPropertyFields,
  ZPropertyInput,
} from '@rentfolio/contracts';
import Papa from 'papaparse';
import { readBooleanCell, readDateCell, readNumberCell, readPropertyTypeCell, readTextCell } from './cells';
import {
  CSV_INTEGER_FIELDS,
  CSV_MONEY_FIELDS,
  CSV_PERCENT_FIELDS,
  CSV_REQUIRED_FIELDS,
  CSV_TEXT_FIELDS,
  mapHeaders,
  type TColumnMapping,
  type TCsvInputField,
} from './columns';

/** One data row: its number as a spreadsheet shows it (the header is row 1) and its cells. */
export type TCsvRecord = { row: number; cells: string[] };

export type TCsvDelimiter = ',' | ';' | '\t';

/** A CSV's header and data rows, whatever the file is (a property list, a bank statement). */
export type TCsvTable = {
  delimiter: TCsvDelimiter;
  headers: string[];
  records: TCsvRecord[];
};

export type TParsedCsv = TCsvTable & { columns: TColumnMapping[] };

/** A file that cannot be read at all: the product's 'CSV Parse Error', with this message. */
export class CsvParseError extends Error {
  constructor(
    message: string,
    readonly reason: 'noData' | 'headerAndRow' | 'quotes' | 'tooManyRows' | 'tooManyLines' | 'lineTooLong',
  ) {
    super(message);
    this.name = 'CsvParseError';
  }
}

/**
 * The delimiter of the header line: whichever of comma, semicolon and tab it holds most often outside quotes (a comma
 * when none). Read from the header alone, because data cells may hold decimal commas ("1.250,50") that would make a
 * guess from the whole file pick the wrong one.
 */
export function detectDelimiter(text: string): TCsvDelimiter {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  let seenText = false;
  // RFC 4180: a quote opens a quoted field only at the field's start; inside one, a quote closes it ("" is a quote
  // and a reopening, which counts the same). Elsewhere a quote is just a character.
  let fieldStart = true;
  for (const char of text) {
    if (char === '"' && (quoted || fieldStart)) {
      quoted = !quoted;
      fieldStart = false;
    } else if (quoted) continue;
    else if (char === '\n' || char === '\r') {
      if (seenText) break;
      fieldStart = true;
    } else if (char === ',' || char === ';' || char === '\t') {
      counts[char] += 1;
      fieldStart = true;
    } else {
      if (char.trim() !== '') seenText = true;
      if (char !== ' ') fieldStart = false;
    }
  }
  if (counts[';'] > counts[','] && counts[';'] >= counts['\t']) return ';';
  if (counts['\t'] > counts[','] && counts['\t'] > counts[';']) return '\t';
  return ',';
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** The number (from 1) of the first line longer than `maxLength` characters, or 0. One pass, no copies. */
export function findLongLine(text: string, maxLength: number): number {
  let start = 0;
  let line = 1;
  while (start < text.length) {
    const end = text.indexOf('\n', start);
    const stop = end < 0 ? text.length : end;
    if (stop - start > maxLength) return line;
    start = stop + 1;
    line += 1;
  }
  return 0;
}

/**
 * Splits the text into a header and data rows. The delimiter (comma, semicolon or tab) and the line ends (CRLF, LF or
 * CR) are detected, a byte-order mark is dropped, and blank lines are skipped (they still count as rows, as in a
 * spreadsheet). Rows are read one at a time and the reading stops at the first limit passed, so no file builds more
 * than `maxRows` rows in memory: more than `maxRows` data rows, or more than `maxLines` lines in all (blank ones
 * included: a file of 10 MB of line ends is refused after `maxLines`, not turned into millions of empty rows); a line
 * longer than IMPORT_LIMITS.maxLineLength is refused before any reading, so one line cannot become millions of cells.
 * Throws CsvParseError when there is nothing to import, a quote is never closed, or a limit is passed.
 */
export function readCsvTable(
  text: string,
  maxRows: number = IMPORT_LIMITS.maxRows,
  maxLines: number = IMPORT_LIMITS.maxLines,
): TCsvTable {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  if (source.trim() === '') throw new CsvParseError(IMPORT_MESSAGES.noData, 'noData');
  const longLine = findLongLine(source, IMPORT_LIMITS.maxLineLength);
  if (longLine > 0) {
    throw new CsvParseError(formatLineTooLongMessage(longLine, IMPORT_LIMITS.maxLineLength), 'lineTooLong');
  }
  const delimiter = detectDelimiter(source);
  let headers: string[] | null = null;
  const records: TCsvRecord[] = [];
  let line = 0;
  let failure: CsvParseError | null = null;
  Papa.parse<string[]>(source, {
    delimiter,
    skipEmptyLines: false,
    // Papaparse's fast mode splits the whole text into lines before the first step (10 million of them for 10 MB of
    // line ends); the careful mode reads a row at a time, so the limits below stop it early.
    fastMode: false,
    step: (result, parser) => {
      line += 1;
      const cells = result.data;
      if (result.errors.some((error) => error.code === 'MissingQuotes')) {
        failure = new CsvParseError(formatUnclosedQuoteMessage(line), 'quotes');
      } else if (line > maxLines && !(line === maxLines + 1 && isBlank(cells))) {
        // One blank line past the limit is the file's final line end.
        failure = new CsvParseError(formatTooManyLinesMessage(maxLines), 'tooManyLines');
      } else if (headers === null) {
        if (!isBlank(cells)) headers = cells;
      } else if (!isBlank(cells)) {
        records.push({ row: line, cells });
        if (records.length > maxRows) failure = new CsvParseError(IMPORT_MESSAGES.tooManyRows, 'tooManyRows');
      }
      if (failure) parser.abort();
    },
  });
  if (failure) throw failure;
  if (records.length === 0 || headers === null) {
    throw new CsvParseError(IMPORT_MESSAGES.headerAndRow, 'headerAndRow');
  }
  return { delimiter, headers, records };
}

/** The table of a property CSV (readCsvTable) with each header matched to its field. */
export function parsePropertyCsv(
  text: string,
  maxRows: number = IMPORT_LIMITS.maxRows,
  maxLines: number = IMPORT_LIMITS.maxLines,
): TParsedCsv {
  const table = readCsvTable(text, maxRows, maxLines);
  return { ...table, columns: mapHeaders(table.headers) };
}

const MONEY = new Set<TCsvInputField>(CSV_MONEY_FIELDS);
const PERCENT = new Set<TCsvInputField>(CSV_PERCENT_FIELDS);
const INTEGER = new Set<TCsvInputField>(CSV_INTEGER_FIELDS);
const TEXT = new Set<TCsvInputField>(CSV_TEXT_FIELDS);

/** One cell read for its field: text unescaped, numbers cleaned, types and yes/no matched loosely. */
function readCell(field: TCsvInputField, cell: string, decimalComma: boolean): unknown {
  if (TEXT.has(field)) return readTextCell(cell);
  if (field === 'propertyType') return readPropertyTypeCell(cell);
  if (field === 'isOccupied') return readBooleanCell(cell);
  if (field === 'purchaseDate') return readDateCell(cell, decimalComma);
  if (
    MONEY.has(field) ||
    PERCENT.has(field) ||
    INTEGER.has(field) ||
    field === 'bathrooms' ||
    field === 'loanTerm'
  ) {
    return readNumberCell(cell, { decimalComma, percent: PERCENT.has(field) });
  }
  return cell.trim();
}

/** The values a row gives each mapped field (empty cells left out), before validation: what the preview shows. */
export function readRecord(parsed: TParsedCsv, record: TCsvRecord): Partial<Record<TCsvInputField, unknown>> {
  const decimalComma = parsed.delimiter !== ',';
  const values: Partial<Record<TCsvInputField, unknown>> = {};
  for (const column of parsed.columns) {
    if (column.status !== 'mapped') continue;
    const cell = record.cells[column.index] ?? '';
    if (cell.trim() === '') continue;
    values[column.field] = readCell(column.field, cell, decimalComma);
  }
  return values;
}

export type TValidatedRow = { row: number; fields: TPropertyFields };

export type TRowOutcome = { ok: true; value: TValidatedRow } | { ok: false; error: TImportRowError };

/**
 * Checks one row: the column count, the required fields, then ZPropertyInput (the API's own rules) and, when `today`
 * (YYYY-MM-DD) is given, that the purchase date is not after it.
 */
export function validateRecord(parsed: TParsedCsv, record: TCsvRecord, today?: string): TRowOutcome {
  const { row, cells } = record;
  const expected = parsed.headers.length;
  const addressColumn = parsed.columns.find((c) => c.status === 'mapped' && c.field === 'address');
  const rawAddress = addressColumn ? readTextCell(cells[addressColumn.index] ?? '') : '';
  const address = rawAddress === '' ? null : rawAddress;
  if (cells.length !== expected) {
    return {
      ok: false,
      error: {
        row,
        address,
        code: 'columns',
        found: cells.length,
        expected,
        message: formatColumnCountMessage(row, cells.length, expected),
      },
    };
  }
  const values = readRecord(parsed, record);
  const missing = CSV_REQUIRED_FIELDS.filter((field) => values[field] === undefined);
  if (missing.length > 0) {
    return {
      ok: false,
      error: {
        row,
        address,
        code: 'missing',
        fields: missing,
        message: formatMissingFieldsMessage(row, missing),
      },
    };
  }
  const parsedRow = ZPropertyInput.safeParse(values);
  if (!parsedRow.success) {
    const issue = parsedRow.error.issues[0];
    const field = typeof issue?.path[0] === 'string' ? issue.path[0] : undefined;
    return {
      ok: false,
      error: {
        row,
        address,
        code: 'invalid',
        ...(field ? { field } : {}),
        message: issue?.message ?? 'This row could not be read.',
      },
    };
  }
  const fields = parsedRow.data;
  if (today && fields.purchaseDate && fields.purchaseDate > today) {
    return {
      ok: false,
      error: {
        row,
        address,
        code: 'invalid',
        field: 'purchaseDate',
        message: PROPERTY_MESSAGES.purchaseDateFuture,
      },
    };
  }
  return { ok: true, value: { row, fields } };
}

export type TValidation = {
  valid: TValidatedRow[];
  /** The first `maxListedErrors` refused rows. */
  errors: TImportRowError[];
  failed: number;
};

/** Validates rows [start, end) into `into`; callers that must stay responsive validate a file in slices. */
export function validateRecords(
  parsed: TParsedCsv,
  into: TValidation,
  options: { start?: number; end?: number; today?: string; maxListedErrors?: number } = {},
): TValidation {
  const start = options.start ?? 0;
  const end = Math.min(options.end ?? parsed.records.length, parsed.records.length);
  const maxListed = options.maxListedErrors ?? IMPORT_LIMITS.maxListedErrors;
  for (let index = start; index < end; index += 1) {
    const record = parsed.records[index];
    if (!record) continue;
    const outcome = validateRecord(parsed, record, options.today);
    if (outcome.ok) into.valid.push(outcome.value);
    else {
      into.failed += 1;
      if (into.errors.length < maxListed) into.errors.push(outcome.error);
    }
  }
  return into;
}

export function emptyValidation(): TValidation {
  return { valid: [], errors: [], failed: 0 };
}
