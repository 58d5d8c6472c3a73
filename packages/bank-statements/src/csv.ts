import {
  BANK_IMPORT_LIMITS,
  BANK_IMPORT_MESSAGES,
  type TBankCsvMapping,
  type TBankDateOrder,
} from '@rentfolio/contracts';
import {
  CsvParseError,
  readCsvTable,
  readNumberCell,
  readTextCell,
  type TCsvTable,
} from '@rentfolio/property-csv';
import { centsOfDecimal, dayOf } from './amounts';
import {
  bookingProblem,
  cutText,
  MEMO_LENGTH,
  PAYEE_LENGTH,
  StatementError,
  type TStatement,
  type TStatementLine,
} from './types';

// A bank's CSV (docs/product.md "Bank statements"): read by the property CSV package's reader, with its limits on
// lines, line length and quotes, then each row through the user's column mapping.

/** Rows read between two pauses. */
export const CSV_SLICE = 1000;

/** The file's header and rows, or StatementError with the reader's message. */
export function readBankCsvTable(text: string): TCsvTable {
  if (text.length > BANK_IMPORT_LIMITS.maxBytes)
    throw new StatementError(BANK_IMPORT_MESSAGES.tooLarge, 'tooLarge');
  try {
    return readCsvTable(text, BANK_IMPORT_LIMITS.maxTransactions, BANK_IMPORT_LIMITS.maxLines);
  } catch (error) {
    if (!(error instanceof CsvParseError)) throw error;
    if (error.reason === 'tooManyRows')
      throw new StatementError(BANK_IMPORT_MESSAGES.tooManyTransactions, 'tooMany');
    throw new StatementError(error.message, 'csv');
  }
}

const DATE_PARTS = /^(\d{1,4})[/.-](\d{1,2})[/.-](\d{1,4})$/;
const COMPACT_DATE = /^(\d{4})(\d{2})(\d{2})$/;

/**
 * A day written in `order` ("03/04/2025" is 4 March in mdy, 3 April in dmy), with /, . or - between its parts and a
 * time after it ignored; a two-digit year is 2000 to 2099. YYYY-MM-DD and YYYYMMDD read in any order. Null otherwise.
 */
export function readBankDate(cell: string, order: TBankDateOrder): string | null {
  const text = cell.trim().split(/[ T]/)[0] ?? '';
  const compact = COMPACT_DATE.exec(text);
  if (compact) return dayOf(Number(compact[1]), Number(compact[2]), Number(compact[3]));
  const parts = DATE_PARTS.exec(text);
  if (!parts) return null;
  const [a, b, c] = [parts[1] ?? '', parts[2] ?? '', parts[3] ?? ''];
  if (a.length === 4) return dayOf(Number(a), Number(b), Number(c));
  if (order === 'ymd') return null;
  const year = c.length === 2 ? 2000 + Number(c) : c.length === 4 ? Number(c) : Number.NaN;
  const [month, day] = order === 'mdy' ? [Number(a), Number(b)] : [Number(b), Number(a)];
  return Number.isNaN(year) ? null : dayOf(year, month, day);
}

/** A money cell ("$1,250.50", "-42", "1.250,50" with a decimal comma, "(12.00)" as an accountant writes -12) in cents. */
export function readBankAmount(cell: string, decimalComma: boolean): number | null {
  let text = cell
    .trim()
    .replace(/[€£$¥]|\b(USD|EUR|GBP)\b/g, '')
    .trim();
  let sign = 1;
  const parenthesised = /^\((.*)\)$/.exec(text);
  if (parenthesised) {
    sign = -1;
    text = parenthesised[1] ?? '';
  }
  if (text.endsWith('-')) {
    sign = -sign;
    text = text.slice(0, -1);
  }
  const plain = readNumberCell(text, { decimalComma });
  const cents = centsOfDecimal(plain);
  return cents === null ? null : sign * cents;
}

const cellOf = (cells: readonly string[], column: number | null) =>
  column === null ? '' : (cells[column] ?? '');

/** The rows of a table through a mapping; each unreadable row is listed with its reason. */
export async function readBankCsv(
  table: TCsvTable,
  mapping: TBankCsvMapping,
  pause: () => Promise<void> = async () => undefined,
): Promise<TStatement> {
  const lines: TStatementLine[] = [];
  const errors: TStatement['errors'] = [];
  for (let start = 0; start < table.records.length; start += CSV_SLICE) {
    // A pause before each slice, the first too: reading the table was the turn's work so far.
    await pause();
    for (const record of table.records.slice(start, start + CSV_SLICE)) {
      const { row, cells } = record;
      const date = readBankDate(cellOf(cells, mapping.date), mapping.dateOrder);
      if (!date) {
        errors.push({ line: row, message: BANK_IMPORT_MESSAGES.date });
        continue;
      }
      let amountCents: number | null;
      if (mapping.amount !== null) {
        amountCents = readBankAmount(cellOf(cells, mapping.amount), mapping.decimalComma);
      } else {
        const debitCell = cellOf(cells, mapping.debit).trim();
        const creditCell = cellOf(cells, mapping.credit).trim();
        const debit = debitCell === '' ? 0 : readBankAmount(debitCell, mapping.decimalComma);
        const credit = creditCell === '' ? 0 : readBankAmount(creditCell, mapping.decimalComma);
        if (debit !== null && credit !== null && debit !== 0 && credit !== 0) {
          errors.push({ line: row, message: BANK_IMPORT_MESSAGES.debitAndCredit });
          continue;
        }
        amountCents = debit === null || credit === null ? null : Math.abs(credit) - Math.abs(debit);
      }
      if (amountCents === null) {
        errors.push({ line: row, message: BANK_IMPORT_MESSAGES.amount });
        continue;
      }
      if (amountCents === 0) {
        errors.push({ line: row, message: BANK_IMPORT_MESSAGES.amountZero });
        continue;
      }
      const read: TStatementLine = {
        line: row,
        date,
        amountCents: mapping.outflowPositive ? -amountCents : amountCents,
        payee: cutText(readTextCell(cellOf(cells, mapping.payee)), PAYEE_LENGTH),
        memo: cutText(readTextCell(cellOf(cells, mapping.memo)), MEMO_LENGTH),
        fitId: null,
        account: null,
      };
      const problem = bookingProblem(read);
      if (problem) errors.push({ line: row, message: problem });
      else lines.push(read);
    }
  }
  return { format: 'csv', lines, errors, total: table.records.length };
}

const HEADER_NAMES: Record<'date' | 'amount' | 'debit' | 'credit' | 'payee' | 'memo', RegExp> = {
  date: /^(transaction |posting |posted |booking |value )?date$|^posted$|^datum$|^fecha|^date op|^data/,
  amount: /^(transaction )?amount|^betrag|^importe|^montant|^importo|^value$/,
  debit: /^debit|^withdrawal|^money out|^paid out|^soll$|^cargo|^débit/,
  credit: /^credit|^deposit|^money in|^paid in|^haben$|^abono|^crédit/,
  payee:
    /^payee|^description|^name|^merchant|^details|^narrative|^beschreibung|^empfänger|^concepto|^libellé|^descrizione/,
  memo: /^memo|^notes?$|^reference|^verwendungszweck|^referencia|^référence/,
};

/**
 * A first guess at a bank's mapping from its headers and rows, for the user to confirm: columns by their usual names
 * in the five languages, the date order from the dates (a first part over 12 is a day; a 4-digit first part a year),
 * and a decimal comma when the amounts are written the European way.
 */
export function guessBankCsvMapping(table: TCsvTable): TBankCsvMapping {
  const headers = table.headers.map((header) => header.trim().toLowerCase());
  const find = (key: keyof typeof HEADER_NAMES, taken: ReadonlySet<number>) => {
    const index = headers.findIndex((header, i) => !taken.has(i) && HEADER_NAMES[key].test(header));
    return index < 0 ? null : index;
  };
  const taken = new Set<number>();
  const take = (key: keyof typeof HEADER_NAMES) => {
    const index = find(key, taken);
    if (index !== null) taken.add(index);
    return index;
  };
  const date = take('date');
  const debit = take('debit');
  const credit = take('credit');
  const amount = debit !== null && credit !== null ? null : take('amount');
  const payee = take('payee');
  const memo = take('memo');
  const sample = table.records.slice(0, 200);
  const dates = sample.map((record) => cellOf(record.cells, date).trim());
  let dateOrder: TBankDateOrder = table.delimiter === ',' ? 'mdy' : 'dmy';
  if (dates.some((value) => /^\d{4}/.test(value))) dateOrder = 'ymd';
  else if (dates.some((value) => Number(DATE_PARTS.exec(value)?.[1]) > 12)) dateOrder = 'dmy';
  else if (dates.some((value) => Number(DATE_PARTS.exec(value)?.[2]) > 12)) dateOrder = 'mdy';
  const amounts = sample.flatMap((record) =>
    [amount, debit, credit].map((column) => cellOf(record.cells, column).trim()).filter(Boolean),
  );
  const decimalComma = amounts.some((value) => /,\d{2}\)?-?$/.test(value) && !/\.\d{2}\)?-?$/.test(value));
  return { date, amount, debit, credit, payee, memo, dateOrder, decimalComma, outflowPositive: false };
}

/**
 * What identifies a bank's CSV layout: its header line, each header trimmed and lower-cased. A NUL, the one character
 * PostgreSQL's text cannot hold, is kept as U+FFFD, the same in the browser and on the server.
 */
export function bankCsvSignature(headers: readonly string[]): string {
  return headers
    .map((header) => header.trim().toLowerCase())
    .join('\u001f')
    .replaceAll('\u0000', '\uFFFD');
}
