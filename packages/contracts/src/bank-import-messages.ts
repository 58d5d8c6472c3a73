/**
 * The bank import's limits and messages, apart from its schemas (bank-import.ts), so that the message tables, which
 * the landing page loads, carry no zod schema.
 */
export const BANK_IMPORT_LIMITS = {
  /** The file, in bytes of UTF-8. */
  maxBytes: 10 * 1024 * 1024,
  /** Transactions (rows of a CSV, STMTTRN of a statement) in one file. */
  maxTransactions: 20_000,
  /** Lines of a CSV in all, blank ones included. */
  maxLines: 40_000,
  /** Row errors listed in an answer; the count still counts them all. */
  maxListedErrors: 1000,
} as const;

export const BANK_IMPORT_MESSAGES = {
  notOfx:
    'This file is not an OFX or QFX statement. Export the statement from your bank again as OFX, QFX or CSV.',
  unreadableOfx:
    'The statement could not be read: its tags do not close properly. Export it from your bank again.',
  noTransactions: 'The statement holds no transactions.',
  tooLarge: 'The file is larger than the 10 MB limit. Split it into smaller files.',
  tooManyTransactions: 'A file can hold at most 20,000 transactions. Split it into smaller files.',
  date: 'The date is missing or is not a real date in the order chosen.',
  amount: 'The amount is missing or is not a number.',
  amountZero: 'The amount is 0: there is nothing to book.',
  debitAndCredit: 'The row has both a debit and a credit: keep one.',
  mappingDate: 'Choose the column that holds the date.',
  mappingAmount: 'Choose the amount column, or the debit and credit columns.',
  mappingPayee: 'Choose the column that holds the payee or description.',
  mappingColumn: 'Choose a column of the file.',
  mappingNeeded: 'A CSV file needs its column mapping.',
  format: 'Choose CSV, OFX or QFX.',
  assignmentsEmpty: 'Choose at least one transaction to import.',
  lineUnknown: 'The file holds no readable transaction with this number.',
  lineTwice: 'A transaction is chosen twice: each one can be imported once.',
  textNeeded: "Send the file's text, or the reading its check answered.",
  readingGone: 'The reading of this file is no longer kept. Send the file again.',
  ruleText: 'Enter the text the payee holds: 1 to 100 characters.',
  ruleNotFound: 'Rule not found.',
  tooManyRules: 'You can have at most 500 rules.',
} as const;

/** Payee rules (docs/product.md "Bank statements"). */
export const LEDGER_RULE_LIMITS = { maxRules: 500, textLength: 100 } as const;
