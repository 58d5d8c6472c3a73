import { z } from 'zod';

/**
 * Bank statements in (docs/product.md "Bank statements"): a bank's CSV, read through a column mapping the user confirms
 * once per bank, or an OFX or QFX statement, whose transaction ids (FITID) make a second import of the same file add
 * nothing. The parsers are @rentfolio/bank-statements; these are their limits and messages.
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
} as const;

/** Which way a CSV writes its dates: month first (US), day first (most of Europe), or year first (ISO). */
export const BANK_DATE_ORDERS = ['mdy', 'dmy', 'ymd'] as const;
export type TBankDateOrder = (typeof BANK_DATE_ORDERS)[number];

const column = z
  .number({ error: BANK_IMPORT_MESSAGES.mappingColumn })
  .int({ error: BANK_IMPORT_MESSAGES.mappingColumn })
  .min(0, { error: BANK_IMPORT_MESSAGES.mappingColumn })
  .max(999, { error: BANK_IMPORT_MESSAGES.mappingColumn });

/**
 * How a bank's CSV is read: the columns (numbered from 0) of the date, the amount (or of debit and credit), the payee
 * and the memo; the date order; a decimal comma; and whether money out is written positive (many card statements).
 */
export const ZBankCsvMapping = z
  .object({
    date: column.nullable(),
    amount: column.nullable(),
    debit: column.nullable(),
    credit: column.nullable(),
    payee: column.nullable(),
    memo: column.nullable(),
    dateOrder: z.enum(BANK_DATE_ORDERS),
    decimalComma: z.boolean(),
    outflowPositive: z.boolean(),
  })
  .superRefine((mapping, ctx) => {
    if (mapping.date === null)
      ctx.addIssue({ code: 'custom', message: BANK_IMPORT_MESSAGES.mappingDate, path: ['date'] });
    if (mapping.amount === null && (mapping.debit === null || mapping.credit === null))
      ctx.addIssue({ code: 'custom', message: BANK_IMPORT_MESSAGES.mappingAmount, path: ['amount'] });
    if (mapping.payee === null)
      ctx.addIssue({ code: 'custom', message: BANK_IMPORT_MESSAGES.mappingPayee, path: ['payee'] });
  })
  .meta({ id: 'BankCsvMapping' });
export type TBankCsvMapping = z.infer<typeof ZBankCsvMapping>;
