import { z } from 'zod';

// CSV import and export of properties (docs/product.md "CSV import and export"; docs/api.md).

/** The limits of one import: refused beyond them with a message that names the limit. */
export const IMPORT_LIMITS = {
  /** The CSV text, in bytes of UTF-8. */
  maxBytes: 10 * 1024 * 1024,
  /** Data rows (the header is not counted). */
  maxRows: 50_000,
  /** Lines in all, blank ones included: blank lines cost reading time too, so they are capped as well. */
  maxLines: 100_000,
  /** Characters on one line: far above any property's row, and what keeps one line from becoming millions of cells. */
  maxLineLength: 100_000,
  /** Row errors listed in an answer; `failed` still counts them all. */
  maxListedErrors: 1000,
} as const;

/** The product's texts (its error catalogue), plus the limits'. Titles and descriptions are kept apart for the toasts. */
export const IMPORT_MESSAGES = {
  invalidFileTypeTitle: 'Invalid File Type',
  invalidFileType: 'Please upload a CSV file.',
  noDataTitle: 'No Data',
  noData: 'Please upload a CSV file or paste CSV data.',
  headerAndRow: 'CSV must have at least a header row and one data row',
  tooLarge: 'The file is larger than the 10 MB limit. Split it into smaller files.',
  tooManyRows: 'A file can hold at most 50,000 properties. Split it into smaller files.',
  keyReused: 'This import key was already used for a different file. Start a new import.',
  stillRunning: 'This import is still running. Check its progress and try again.',
  importKey: 'The import key must be a UUID made for this file.',
  csvText: 'Send the CSV text as csv.',
  notFound: 'Import not found.',
  noDataToExport: 'No Data to Export',
} as const;

/** 'Row N has X columns but expected Y' (docs/product.md "CSV import and export"). Rows are counted as a spreadsheet shows them: the header is row 1. */
export function formatColumnCountMessage(row: number, found: number, expected: number): string {
  return `Row ${row} has ${found} columns but expected ${expected}`;
}

/** 'Row N is missing required fields (...)' (docs/product.md "CSV import and export"). */
export function formatMissingFieldsMessage(row: number, fields: readonly string[]): string {
  return `Row ${row} is missing required fields (${fields.join(', ')})`;
}

/** A quote that is opened and never closed swallows the rest of the file, so the file is refused. */
/** A file with more lines than IMPORT_LIMITS.maxLines, blank ones included. */
export function formatTooManyLinesMessage(maxLines: number): string {
  return `A file can hold at most ${maxLines.toLocaleString('en-US')} lines, blank ones included. Remove the blank lines or split it into smaller files.`;
}

/** A line longer than IMPORT_LIMITS.maxLineLength. */
export function formatLineTooLongMessage(row: number, maxLength: number): string {
  return `Row ${row} is longer than ${maxLength.toLocaleString('en-US')} characters. Check that the file is a CSV of properties.`;
}

export function formatUnclosedQuoteMessage(row: number): string {
  return `Row ${row} has a quote that is never closed.`;
}

/** 'Error importing {address}: message' (docs/product.md "CSV import and export"). */
export function formatRowErrorMessage(address: string, message: string): string {
  return `Error importing ${address}: ${message}`;
}

export const IMPORT_ROW_ERROR_CODES = ['columns', 'missing', 'invalid'] as const;
export type TImportRowErrorCode = (typeof IMPORT_ROW_ERROR_CODES)[number];

/** Why one row was not stored. `message` is English; clients write their own text from the code and its figures. */
export const ZImportRowError = z
  .object({
    row: z.number().int().describe('The row as a spreadsheet numbers it: the header is row 1.'),
    address: z.string().nullable().describe("The row's address, when it has one."),
    code: z.enum(IMPORT_ROW_ERROR_CODES),
    field: z.string().optional().describe('invalid: the field whose value was refused.'),
    fields: z.array(z.string()).optional().describe('missing: the required fields that are empty.'),
    found: z.number().int().optional().describe('columns: the cells the row has.'),
    expected: z.number().int().optional().describe('columns: the cells the header has.'),
    message: z.string(),
  })
  .meta({ id: 'ImportRowError' });
export type TImportRowError = z.infer<typeof ZImportRowError>;

// POST /api/properties/import – the CSV text and a key the client made for this file. All valid rows are stored in
// one transaction; resending the key answers the first result and stores nothing.
export const ZImportRequest = z
  .object(
    {
      importKey: z.uuid({ error: IMPORT_MESSAGES.importKey }),
      csv: z.string({ error: IMPORT_MESSAGES.csvText }),
      fileName: z
        .string({ error: IMPORT_MESSAGES.invalidFileType })
        .max(255, { error: 'The file name must be at most 255 characters.' })
        .optional()
        .describe("The uploaded file's name; it must end in .csv. Leave it out for pasted text."),
      keepDuplicateRows: z
        .array(
          z
            .number()
            .int()
            .min(2)
            .max(IMPORT_LIMITS.maxLines + 1),
          {
            error: 'keepDuplicateRows must be a list of row numbers.',
          },
        )
        .max(IMPORT_LIMITS.maxRows, { error: 'keepDuplicateRows lists more rows than a file can hold.' })
        .optional()
        .describe(
          'Rows (numbered as a spreadsheet shows them: the header is row 1) that match a property you already have ' +
            'and are imported all the same. Every other likely duplicate is skipped.',
        ),
    },
    { error: 'Send the import as a JSON object.' },
  )
  .meta({ id: 'ImportRequest' });
export type TImportRequest = z.input<typeof ZImportRequest>;

export const ZImportResult = z
  .object({
    importKey: z.string(),
    totalRows: z.number().int().describe('Data rows read (blank lines are skipped).'),
    imported: z.number().int(),
    failed: z.number().int(),
    skippedDuplicates: z
      .number()
      .int()
      .describe(
        'Valid rows not imported because a property at the same address, city, state and ZIP exists.',
      ),
    errors: z.array(ZImportRowError).describe(`The first ${IMPORT_LIMITS.maxListedErrors} refused rows.`),
  })
  .meta({ id: 'ImportResult' });
export type TImportResult = z.infer<typeof ZImportResult>;

// POST /api/properties/import/duplicates – which rows of a file about to be imported match a property the user has
// (same address, city, state and ZIP: propertyAddressKey of @rentfolio/property-csv). The preview shows them.
const ZDuplicatePlace = z.object({
  row: z
    .number()
    .int()
    .min(2)
    .max(IMPORT_LIMITS.maxLines + 1),
  address: z.string().max(500),
  city: z.string().max(500),
  state: z.string().max(100).nullable().optional(),
  zipCode: z.string().max(100).nullable().optional(),
});
export const ZDuplicateCheckRequest = z
  .object({
    rows: z
      .array(ZDuplicatePlace, { error: 'Send the rows to check as a list.' })
      .max(IMPORT_LIMITS.maxRows, { error: IMPORT_MESSAGES.tooManyRows }),
  })
  .meta({ id: 'DuplicateCheckRequest' });
export type TDuplicateCheckRequest = z.input<typeof ZDuplicateCheckRequest>;
export const ZDuplicateCheckResponse = z
  .object({
    rows: z.array(z.number().int()).describe('The rows, of those sent, that match a property you have.'),
  })
  .meta({ id: 'DuplicateCheckResponse' });
export type TDuplicateCheckResponse = z.infer<typeof ZDuplicateCheckResponse>;

export const IMPORT_PHASES = ['validating', 'saving', 'done'] as const;
export type TImportPhase = (typeof IMPORT_PHASES)[number];

// GET /api/properties/import/:importKey – how far an import has got (poll it while the POST runs), and its result
// once done, which is also how a client whose answer was lost reads it
export const ZImportStatus = z
  .object({
    importKey: z.string(),
    phase: z.enum(IMPORT_PHASES),
    processed: z.number().int().describe('Rows validated (validating) or stored (saving) so far.'),
    total: z.number().int(),
    result: ZImportResult.nullable().describe('Set once the import is done.'),
  })
  .meta({ id: 'ImportStatus' });
export type TImportStatus = z.infer<typeof ZImportStatus>;

export const ZImportKeyParams = z.object({
  importKey: z.uuid({ error: IMPORT_MESSAGES.importKey }),
});

/** The header that carries the number of properties in an export, before its rows arrive. */
export const EXPORT_COUNT_HEADER = 'x-export-count';
