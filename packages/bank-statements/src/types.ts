import {
  fieldMessage,
  hasForbiddenControl,
  hasLoneSurrogate,
  LEDGER_LIMITS,
  TEXT_MESSAGES,
} from '@rentfolio/contracts';

/**
 * One transaction of a bank file, read and checked: its place in the file (a CSV's row as a spreadsheet numbers it, or
 * a statement's transaction from 1), its day, its amount in cents signed as the bank sees it (positive: money in),
 * payee and memo, and, from a statement, the bank's own id (FITID) and the account it belongs to.
 */
export type TStatementLine = {
  line: number;
  date: string;
  amountCents: number;
  payee: string;
  memo: string;
  fitId: string | null;
  account: string | null;
};

/** A transaction the file holds but that cannot be read, with the reason. */
export type TStatementError = { line: number; message: string };

export type TStatement = {
  format: 'csv' | 'ofx';
  lines: TStatementLine[];
  errors: TStatementError[];
  /** Every transaction the file holds, readable or not. */
  total: number;
};

/** A file that cannot be read at all, with the product's message. */
export class StatementError extends Error {
  constructor(
    message: string,
    readonly reason: 'notOfx' | 'unreadable' | 'noTransactions' | 'tooLarge' | 'tooMany' | 'csv',
  ) {
    super(message);
    this.name = 'StatementError';
  }
}

/** The ledger's limits a line is cut to (contracts' LEDGER_LIMITS): a bank's text is never refused for its length. */
export const PAYEE_LENGTH = 200;
export const MEMO_LENGTH = 1000;

/** `text` cut to `max` UTF-16 code units, never halving a character: a high surrogate the cut leaves last goes too. */
export function cutText(text: string, max: number): string {
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** The largest amount the ledger books either way, in cents (contracts' LEDGER_LIMITS.maxAmount). */
export const MAX_AMOUNT_CENTS = LEDGER_LIMITS.maxAmount * 100;

/**
 * Why a line read from a file cannot be booked under the ledger's own rules, or null: an amount past the ledger's
 * largest either way (docs/product.md "Input rules": so that no sum overflows), or a payee or memo holding a control
 * character (a memo keeps tabs and line breaks) or half of a surrogate pair. A typed transaction is refused the same,
 * with the same messages.
 */
export function bookingProblem(line: Pick<TStatementLine, 'amountCents' | 'payee' | 'memo'>): string | null {
  if (Math.abs(line.amountCents) > MAX_AMOUNT_CENTS)
    return fieldMessage('between', {
      field: 'amount',
      min: -LEDGER_LIMITS.maxAmount,
      max: LEDGER_LIMITS.maxAmount,
    });
  if (hasLoneSurrogate(line.payee)) return TEXT_MESSAGES.loneSurrogate('payee');
  if (hasForbiddenControl(line.payee)) return TEXT_MESSAGES.control('payee');
  if (hasLoneSurrogate(line.memo)) return TEXT_MESSAGES.loneSurrogate('memo');
  if (hasForbiddenControl(line.memo, true)) return TEXT_MESSAGES.control('memo');
  return null;
}
