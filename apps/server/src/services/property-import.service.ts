import { createHash } from 'node:crypto';
import {
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  MAX_PROPERTIES_PER_USER,
  propertyLimitMessage,
  type TImportResult,
  type TImportStatus,
} from '@rentfolio/contracts';
import {
  clearStaleImportClaims,
  countProperties,
  findPropertyAddressesAfterId,
  finishImport,
  insertPropertyRows,
  type NewPropertyRow,
  type UserRow,
} from '@rentfolio/db';
import {
  CsvParseError,
  emptyValidation,
  parsePropertyCsv,
  propertyAddressKey,
  type TParsedCsv,
  type TValidation,
  validateRecords,
} from '@rentfolio/property-csv';
import type { AppContext } from '../context';
import { toDay } from '../lib/clock';
import { forbidden, HttpError } from '../lib/http-error';
import { nextTurn } from '../lib/next-turn';
import { awardAfterEvent } from './achievements/achievements.service';
import { keyedImportStatus, runKeyedImport, runningImport } from './keyed-import';
import { notifyPortfolioEvent } from './notification.service';
import { changePortfolio, toNewPropertyRow } from './property.service';

// CSV import (docs/product.md "CSV import and export"): one request, validated row by row, every valid row stored in
// one transaction, and a client-made key that makes a resent or doubled request store nothing.

/** Rows validated between two turns of the event loop, so that progress polls are answered during a large import. */
const SLICE_ROWS = 2000;
/** Properties read per query when the import's duplicate check collects the places a user has. */
const PLACES_PAGE = 2000;

/**
 * The places (propertyAddressKey) of every property the user has, read a page at a time with a turn of the event
 * loop between pages, so that a 50,000-property portfolio never holds the server.
 */
export async function ownedAddressKeys(db: AppContext['db'], userId: number): Promise<Set<string>> {
  const keys = new Set<string>();
  let afterId = 0;
  for (;;) {
    const page = await findPropertyAddressesAfterId(db, userId, afterId, PLACES_PAGE);
    for (const row of page) keys.add(propertyAddressKey(row));
    const last = page.at(-1);
    if (!last || page.length < PLACES_PAGE) return keys;
    afterId = last.id;
    await nextTurn();
  }
}

/** POST /api/properties/import/duplicates: the rows, of those sent, whose place matches a property the user has. */
export async function findDuplicateRows(
  ctx: AppContext,
  user: UserRow,
  rows: readonly {
    row: number;
    address: string;
    city: string;
    state?: string | null;
    zipCode?: string | null;
  }[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const owned = await ownedAddressKeys(ctx.db, user.id);
  return rows.filter((row) => owned.has(propertyAddressKey(row))).map((row) => row.row);
}

/** What one import stores: the parsed file, and the likely duplicates the user chose to import all the same. */
type ImportFile = { parsed: TParsedCsv; keepDuplicateRows: ReadonlySet<number> };

/** The identity of a request for its key: the same text with the same rows kept is the same import. */
function hashOf(csv: string, keepDuplicateRows: ReadonlySet<number>): string {
  const keep = [...keepDuplicateRows].sort((a, b) => a - b).join(',');
  return createHash('sha256').update(csv).update('\u0000').update(keep).digest('hex');
}

/** The file is read, or refused as a whole: 400 with the product's parse messages, 413 over 10 MB. */
function readFile(csv: string, fileName: string | undefined): TParsedCsv {
  if (fileName !== undefined && !/\.csv$/i.test(fileName.trim())) {
    throw new HttpError(
      400,
      'INVALID_FILE_TYPE',
      `${IMPORT_MESSAGES.invalidFileTypeTitle}: ${IMPORT_MESSAGES.invalidFileType}`,
    );
  }
  if (Buffer.byteLength(csv, 'utf8') > IMPORT_LIMITS.maxBytes) {
    throw new HttpError(413, 'PAYLOAD_TOO_LARGE', IMPORT_MESSAGES.tooLarge);
  }
  try {
    return parsePropertyCsv(csv, IMPORT_LIMITS.maxRows);
  } catch (error) {
    if (error instanceof CsvParseError) {
      if (error.reason === 'tooManyRows' || error.reason === 'tooManyLines')
        throw new HttpError(400, 'IMPORT_ROW_LIMIT', error.message);
      throw new HttpError(400, 'CSV_PARSE', error.message);
    }
    throw error;
  }
}

/** Validates every row in slices, turning each valid one into its stored row; a row the maths refuses is an error. */
async function validateFile(
  ctx: AppContext,
  user: UserRow,
  importKey: string,
  file: ImportFile,
): Promise<{ validation: TValidation; rows: NewPropertyRow[]; skippedDuplicates: number }> {
  const { parsed, keepDuplicateRows } = file;
  const total = parsed.records.length;
  // A row at the place of a property the user has is skipped, unless the user kept it in the preview.
  const owned = await ownedAddressKeys(ctx.db, user.id);
  let skippedDuplicates = 0;
  const today = toDay(ctx.now());
  const validation = emptyValidation();
  const now = ctx.now();
  const rows: NewPropertyRow[] = [];
  for (let start = 0; start < total; start += SLICE_ROWS) {
    const slice = emptyValidation();
    validateRecords(parsed, slice, { start, end: start + SLICE_ROWS, today });
    validation.failed += slice.failed;
    for (const error of slice.errors) {
      if (validation.errors.length < IMPORT_LIMITS.maxListedErrors) validation.errors.push(error);
    }
    for (const valid of slice.valid) {
      if (owned.has(propertyAddressKey(valid.fields)) && !keepDuplicateRows.has(valid.row)) {
        skippedDuplicates += 1;
        continue;
      }
      try {
        rows.push(toNewPropertyRow(user.id, valid.fields, now));
        validation.valid.push(valid);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        validation.failed += 1;
        if (validation.errors.length < IMPORT_LIMITS.maxListedErrors) {
          validation.errors.push({
            row: valid.row,
            address: valid.fields.address,
            code: 'invalid',
            message: error.message,
          });
        }
      }
    }
    ctx.importProgress.set(user.id, importKey, {
      phase: 'validating',
      processed: Math.min(start + SLICE_ROWS, total),
      total,
    });
    await nextTurn();
  }
  validation.errors.sort((a, b) => a.row - b.row);
  return { validation, rows, skippedDuplicates };
}

/** Validates and stores; the key's row becomes 'done' with the answer in the transaction that stores the rows. */
async function runImport(
  ctx: AppContext,
  user: UserRow,
  importKey: string,
  file: ImportFile,
): Promise<TImportResult> {
  const total = file.parsed.records.length;
  ctx.importProgress.set(user.id, importKey, { phase: 'validating', processed: 0, total });
  const { validation, rows, skippedDuplicates } = await validateFile(ctx, user, importKey, file);
  const result: TImportResult = {
    importKey,
    totalRows: total,
    imported: rows.length,
    failed: validation.failed,
    skippedDuplicates,
    errors: validation.errors,
  };
  ctx.importProgress.set(user.id, importKey, { phase: 'saving', processed: 0, total: rows.length });
  await changePortfolio(ctx, user.id, async (trx) => {
    const count = await countProperties(trx, user.id, {});
    if (count + rows.length > MAX_PROPERTIES_PER_USER) {
      const { text, messageCode } = propertyLimitMessage(MAX_PROPERTIES_PER_USER, count);
      throw forbidden(text, 'PROPERTY_LIMIT', messageCode);
    }
    await insertPropertyRows(trx, rows, (stored) => {
      ctx.importProgress.set(user.id, importKey, { phase: 'saving', processed: stored, total: rows.length });
    });
    await notifyPortfolioEvent(trx, user.id, ctx.now(), 'import_finished', {
      count: result.imported,
      failed: result.failed,
    });
    await finishImport(trx, user.id, importKey, JSON.stringify(result), ctx.now());
  });
  await awardAfterEvent(ctx, user);
  return result;
}

function storedResult(result: string | null): TImportResult {
  if (result === null) throw new Error('a finished import has no result');
  // Results stored before duplicates were detected have no count of them: none was skipped.
  return { skippedDuplicates: 0, ...(JSON.parse(result) as Omit<TImportResult, 'skippedDuplicates'>) };
}

/** POST /api/properties/import. */
export async function importProperties(
  ctx: AppContext,
  user: UserRow,
  request: {
    importKey: string;
    csv: string;
    fileName?: string | undefined;
    keepDuplicateRows?: readonly number[] | undefined;
  },
): Promise<TImportResult> {
  const keepDuplicateRows = new Set(request.keepDuplicateRows ?? []);
  const contentHash = hashOf(request.csv, keepDuplicateRows);
  // A duplicate of an import running here waits for it without reading the file again.
  const running = await runningImport<TImportResult>(ctx, user, request.importKey, contentHash);
  if (running) return running;
  const file = { parsed: readFile(request.csv, request.fileName), keepDuplicateRows };
  return runKeyedImport(ctx, user, {
    kind: 'properties',
    importKey: request.importKey,
    contentHash,
    run: () => runImport(ctx, user, request.importKey, file),
    readResult: (row) => storedResult(row.result),
  });
}

/** GET /api/properties/import/:importKey: progress while it runs (on this server), the answer once done. */
export function getImportStatus(ctx: AppContext, user: UserRow, importKey: string): Promise<TImportStatus> {
  return keyedImportStatus(ctx, user, importKey, 'properties', (row) => storedResult(row.result));
}

/**
 * At start: the import keys an earlier start of this instance left 'processing' are given back at once (their
 * transaction died with that process, so nothing of them was stored), instead of blocking a retry for 10 minutes.
 */
export async function clearOwnStaleImports(ctx: AppContext): Promise<number> {
  return clearStaleImportClaims(ctx.db, ctx.instance.name, ctx.instance.boot);
}
