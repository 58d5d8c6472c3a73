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
