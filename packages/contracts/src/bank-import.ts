import { z } from 'zod';
import { BANK_IMPORT_LIMITS, BANK_IMPORT_MESSAGES, LEDGER_RULE_LIMITS } from './bank-import-messages';
import { idParam, safeText } from './fields';
import { ZLedgerCategory, ZRecordId } from './ledger';
import { IMPORT_MESSAGES, IMPORT_PHASES } from './property-import';

/**
 * Bank statements in (docs/product.md "Bank statements"): a bank's CSV, read through a column mapping the user confirms
 * once per bank, or an OFX or QFX statement, whose transaction ids (FITID) make a second import of the same file add
 * nothing. The parsers are @rentfolio/bank-statements; these are their limits and messages.
 */
export { BANK_IMPORT_LIMITS, BANK_IMPORT_MESSAGES, LEDGER_RULE_LIMITS } from './bank-import-messages';

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

// POST /api/ledger-rules and PUT /api/ledger-rules/:id – a payee that holds this text goes to this category and property
export const ZLedgerRuleInput = z
  .object(
    {
      payeeContains: safeText('payee')
        .min(1, { error: BANK_IMPORT_MESSAGES.ruleText })
        .max(LEDGER_RULE_LIMITS.textLength, { error: BANK_IMPORT_MESSAGES.ruleText }),
      category: ZLedgerCategory,
      propertyId: ZRecordId('property')
        .nullable()
        .describe('The property, or null to keep the one chosen at import.'),
    },
    { error: 'Send the rule as a JSON object.' },
  )
  .meta({ id: 'LedgerRuleRequest' });
export type TLedgerRuleInput = z.infer<typeof ZLedgerRuleInput>;

export const ZLedgerRule = z
  .object({
    id: z.number().int(),
    payeeContains: z.string(),
    category: ZLedgerCategory,
    propertyId: z.number().int().nullable(),
    createdAt: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'LedgerRule' });
export type TLedgerRule = z.infer<typeof ZLedgerRule>;

export const ZLedgerRuleIdParams = z.object({ id: idParam('rule') });

const ZLineNumber = z
  .number({ error: BANK_IMPORT_MESSAGES.lineUnknown })
  .int({ error: BANK_IMPORT_MESSAGES.lineUnknown })
  .min(1, { error: BANK_IMPORT_MESSAGES.lineUnknown })
  .max(BANK_IMPORT_LIMITS.maxLines + 1, { error: BANK_IMPORT_MESSAGES.lineUnknown });

export const BANK_FORMATS = ['csv', 'ofx'] as const;

/** A bank file and how to read it: the check's whole request, the import's first fields. */
const bankFileFields = {
  format: z.enum(BANK_FORMATS, { error: BANK_IMPORT_MESSAGES.format }),
  fileName: z.string().max(255, { error: 'The file name must be at most 255 characters.' }).optional(),
  text: z.string({ error: IMPORT_MESSAGES.csvText }),
  mapping: ZBankCsvMapping.nullable().optional().describe('For a CSV: how its columns are read.'),
};
/** The server's reading of a file (the check's answer): a SHA-256 of the file and how it is read, in hex. */
const ZBankReading = z.string().regex(/^[0-9a-f]{64}$/, { error: BANK_IMPORT_MESSAGES.readingGone });

/** A CSV is read through its mapping. */
const csvHasMapping = (request: { format: string; mapping?: unknown }) =>
  request.format !== 'csv' || (request.mapping !== undefined && request.mapping !== null);
const mappingNeeded = { error: BANK_IMPORT_MESSAGES.mappingNeeded, path: ['mapping'] };

// POST /api/bank-imports/check – which lines of a file about to be imported are in the ledger already: booked from the
// same bank transaction (FITID), or likely duplicates (the same day, amount and payee). The server reads the file, and
// keeps its reading a while for the import that follows.
export const ZBankCheckRequest = z
  .object(bankFileFields, { error: 'Send the file to check as a JSON object.' })
  .refine(csvHasMapping, mappingNeeded)
  .meta({ id: 'BankCheckRequest' });
export type TBankCheckRequest = z.infer<typeof ZBankCheckRequest>;

/** A transaction of the file as the server read it (docs/product.md "Bank statements"). */
const ZStatementLine = z.object({
  line: z.number().int().describe("The transaction's number in the file (a CSV's line, an OFX's STMTTRN)."),
  date: z.string().describe("YYYY-MM-DD: the bank's own day."),
  amount: z.number().describe('Dollars, positive for money in.'),
  payee: z.string(),
  memo: z.string(),
  fitId: z.string().nullable().describe("The bank's id of the transaction (OFX's FITID); null in a CSV."),
  account: z.string().nullable().describe("The statement's account (OFX's ACCTID); null in a CSV."),
});

export const ZBankCheckResponse = z
  .object({
    statement: z
      .object({
        format: z.enum(BANK_FORMATS),
        lines: z.array(ZStatementLine).describe('The readable transactions, in file order.'),
        errors: z
          .array(z.object({ line: z.number().int(), message: z.string() }))
          .describe('The transactions that cannot be read, each with its reason (at most 1,000 listed).'),
        total: z.number().int().describe('Transactions the file holds, readable or not.'),
      })
      .describe('The file as the server reads it, and as an import of it will store it.'),
    booked: z
      .array(z.number().int())
      .describe('Lines whose bank transaction (FITID) is in the ledger already.'),
    duplicates: z
      .array(z.number().int())
      .describe('Lines with a transaction of the same day, amount and payee.'),
    reading: ZBankReading.describe(
      "The server's reading of the file, kept 15 minutes: the import may name it instead of sending the file again.",
    ),
  })
  .meta({ id: 'BankCheckResponse' });
export type TBankCheckResponse = z.infer<typeof ZBankCheckResponse>;

// POST /api/bank-imports – the file, how to read it, and where each chosen line goes; stored in one transaction
export const ZBankImportRequest = z
  .object(
    {
      importKey: z.uuid({ error: IMPORT_MESSAGES.importKey }),
      ...bankFileFields,
      text: bankFileFields.text
        .optional()
        .describe('The file; may be left out when `reading` names its check.'),
      reading: ZBankReading.optional().describe(
        "The check's reading of this very file (its `reading`): the server uses it instead of reading the file " +
          'again while it keeps it, and answers 409 READING_GONE when it no longer does (send `text` then).',
      ),
      assignments: z
        .array(
          z.object({ line: ZLineNumber, category: ZLedgerCategory, propertyId: ZRecordId('property') }),
          { error: BANK_IMPORT_MESSAGES.assignmentsEmpty },
        )
        .min(1, { error: BANK_IMPORT_MESSAGES.assignmentsEmpty })
        .max(BANK_IMPORT_LIMITS.maxTransactions, { error: BANK_IMPORT_MESSAGES.tooManyTransactions })
        .refine(
          (assignments) =>
            new Set(assignments.map((assignment) => assignment.line)).size === assignments.length,
          {
            error: BANK_IMPORT_MESSAGES.lineTwice,
          },
        )
        .describe(
          'The lines to import, each with its category and property; lines left out are not imported.',
        ),
      keepDuplicateLines: z
        .array(ZLineNumber)
        .max(BANK_IMPORT_LIMITS.maxTransactions)
        .optional()
        .describe('Likely duplicates imported all the same; every other one is skipped.'),
    },
    { error: 'Send the import as a JSON object.' },
  )
  .refine(csvHasMapping, mappingNeeded)
  .refine((request) => request.text !== undefined || request.reading !== undefined, {
    error: BANK_IMPORT_MESSAGES.textNeeded,
    path: ['text'],
  })
  .meta({ id: 'BankImportRequest' });
export type TBankImportRequest = z.infer<typeof ZBankImportRequest>;

export const ZBankImportResult = z
  .object({
    importKey: z.string(),
    total: z.number().int().describe('Transactions the file holds.'),
    imported: z.number().int(),
    skippedBooked: z.number().int().describe('Lines whose bank transaction (FITID) was booked already.'),
    skippedDuplicates: z.number().int().describe('Likely duplicates not kept.'),
    failed: z.number().int(),
    errors: z
      .array(z.object({ line: z.number().int(), message: z.string() }))
      .describe(`The first ${BANK_IMPORT_LIMITS.maxListedErrors} unreadable lines.`),
  })
  .meta({ id: 'BankImportResult' });
export type TBankImportResult = z.infer<typeof ZBankImportResult>;

export const ZBankImportStatus = z
  .object({
    importKey: z.string(),
    phase: z.enum(IMPORT_PHASES),
    processed: z.number().int(),
    total: z.number().int(),
    result: ZBankImportResult.nullable(),
  })
  .meta({ id: 'BankImportStatus' });
export type TBankImportStatus = z.infer<typeof ZBankImportStatus>;

/** A CSV's mapping as remembered for its bank: the file's header line is its signature (bankCsvSignature). */
export const ZBankMapping = z
  .object({ signature: z.string(), mapping: ZBankCsvMapping, updatedAt: z.string() })
  .meta({ id: 'BankMapping' });
export type TBankMapping = z.infer<typeof ZBankMapping>;
