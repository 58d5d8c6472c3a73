import { createHash } from 'node:crypto';
import type { TStatement, TStatementLine } from '@rentfolio/bank-statements';
import {
  BANK_IMPORT_LIMITS,
  BANK_IMPORT_MESSAGES,
  type TBankCheckRequest,
  type TBankCheckResponse,
  type TBankImportRequest,
  type TBankImportResult,
  type TBankImportStatus,
  type TBankMapping,
  ZBankCsvMapping,
} from '@rentfolio/contracts';
import { findBankMappings, getImport, type UserRow } from '@rentfolio/db';
import { asCents, fromCents } from '@rentfolio/finance';
import type { AppContext } from '../context';
import { badRequest, HttpError } from '../lib/http-error';
import { nextTurn } from '../lib/next-turn';
import { readStatement } from './bank-file-reader';
import {
  type BankWriteJob,
  checkedLine,
  findBookedAndDuplicates,
  writeBankImport,
} from './bank-import-writer';
import type { StatementReading } from './bank-readings';
import type { ImportPhaseProgress } from './import-progress';
import { keyedImportStatus, runKeyedImport, runningImport } from './keyed-import';
import { checkPropertiesOwned } from './ledger.service';

// Bank statements in (docs/product.md "Bank statements"): the browser reads the file for its preview; the server reads
// it again as the authority, books each chosen line on its category and property, and skips the lines the ledger
// holds already: a bank transaction booked before (its FITID, unique per user as a booking key), and a likely
// duplicate (the same day, amount and payee) unless the user kept it. An import key, progress, and short transactions
// that a run under the same key completes when one was cut short.

/** Rows inserted per transaction in-process, with a turn of the event loop between (SQLite writes on the event loop). */
const INSERT_SLICE = 100;

/** How long the check's reading of a file is kept for its import (the user looks the preview over meanwhile). */
export const STATEMENT_READING_TTL_MS = 15 * 60_000;

/** The identity of a file's reading (the check's `reading`): the same text, read the same way. */
function readingHashOf(file: TBankCheckRequest): string {
  return createHash('sha256')
    .update(file.format)
    .update('\u0000')
    .update(JSON.stringify(file.mapping ?? null))
    .update('\u0000')
    .update(file.text)
    .digest('hex');
}

/**
 * The reading kept for this user's file, while it is fresh (used again, it stays another 15 minutes); one read another
 * way than the request asks (its format or mapping) is not this file's reading.
 */
function keptReading(
  ctx: AppContext,
  user: UserRow,
  hash: string,
  way: Pick<TBankCheckRequest, 'format' | 'mapping'>,
): StatementReading | null {
  const key = `${user.id}:${hash}`;
  const kept = ctx.bankReadings.get(key);
  if (!kept) return null;
  if (ctx.now() - kept.at >= STATEMENT_READING_TTL_MS) {
    ctx.bankReadings.delete(key);
    return null;
  }
  if (kept.format !== way.format || kept.mapping !== JSON.stringify(way.mapping ?? null)) return null;
  kept.at = ctx.now();
  return kept;
}

/**
 * The file's lines, read by the server, the authority: the reading kept for this very file, or a new one, kept for an
 * import unless `keep` is false.
 */
async function readingOf(
  ctx: AppContext,
  user: UserRow,
  file: TBankCheckRequest,
  hash = readingHashOf(file),
  keep = true,
): Promise<{ hash: string; reading: StatementReading }> {
  const kept = keptReading(ctx, user, hash, file);
  if (kept) return { hash, reading: kept };
  // In a bank import worker where the server is built: the reader's garbage (ofx-js's objects for 10,000
  // transactions) stays in the worker's small heap, and its time off the event loop.
  const read = ctx.bankWorkers ? await ctx.bankWorkers.read(file) : await readStatement(file, nextTurn);
  const reading: StatementReading = {
    ...read,
    format: file.format,
    mapping: JSON.stringify(file.mapping ?? null),
    at: ctx.now(),
  };
  if (keep) ctx.bankReadings.set(`${user.id}:${hash}`, reading);
  return { hash, reading };
}

/** POST /api/bank-imports/check: the preview's question, before anything is stored. */
export async function checkBankLines(
  ctx: AppContext,
  user: UserRow,
  request: TBankCheckRequest,
): Promise<TBankCheckResponse> {
  // A preview comes before an import: a worker starts now, so that the import does not wait for it.
  ctx.bankWorkers?.warm();
  await nextTurn();
  const { hash, reading } = await readingOf(ctx, user, request);
  const lines = reading.statement.lines.map(checkedLine);
  const { booked, duplicates } = await findBookedAndDuplicates(ctx.db, user.id, lines, nextTurn);
  const { statement } = reading;
  return {
    statement: {
      format: statement.format,
      lines: statement.lines.map(({ amountCents, ...line }) => ({
        ...line,
        amount: fromCents(asCents(amountCents)),
      })),
      errors: statement.errors.slice(0, BANK_IMPORT_LIMITS.maxListedErrors),
      total: statement.total,
    },
    booked: [...booked].sort((a, b) => a - b),
    duplicates: [...duplicates].sort((a, b) => a - b),
    reading: hash,
  };
}

/**
 * The identity of a request for its key: the same file read the same way (its reading's hash, whether the request
 * sends the file or names the reading), with the same choices.
 */
function hashOf(request: TBankImportRequest, readingHash: string): string {
  const choices = JSON.stringify([
    request.assignments,
    [...(request.keepDuplicateLines ?? [])].sort((a, b) => a - b),
  ]);
  return createHash('sha256').update(readingHash).update('\u0000').update(choices).digest('hex');
}

function runBankImport(
  ctx: AppContext,
  user: UserRow,
  request: TBankImportRequest,
  file: { statement: TStatement; signature: string | null; chosen: Map<number, TStatementLine> },
): Promise<TBankImportResult> {
  const { statement, signature, chosen } = file;
  const { importKey } = request;
  const job: BankWriteJob = {
    userId: user.id,
    importKey,
    now: ctx.now(),
    chosen: [...chosen.values()],
    assignments: request.assignments,
    keep: request.keepDuplicateLines ?? [],
    mapping: signature && request.mapping ? { signature, mapping: JSON.stringify(request.mapping) } : null,
    result: {
      importKey,
      total: statement.total,
      failed: statement.errors.length,
      errors: statement.errors.slice(0, BANK_IMPORT_LIMITS.maxListedErrors),
    },
  };
  const onProgress = (progress: ImportPhaseProgress) => ctx.importProgress.set(user.id, importKey, progress);
  onProgress({ phase: 'validating', processed: 0, total: chosen.size });
  // In a worker thread where the server is built (bank-import-workers.ts). In-process otherwise, a short transaction
  // per slice with a turn of the event loop between, not one for the whole file: SQLite has one connection, and a
  // transaction holds it, so one user's 10,000 rows in one transaction would hold every other user's reads meanwhile.
  return (
    ctx.bankWorkers?.write(job, onProgress) ??
    writeBankImport(ctx.db, job, {
      slice: INSERT_SLICE,
      pause: nextTurn,
      betweenSlices: nextTurn,
      onProgress,
    })
  );
}

/** The stored result of an import that ran under this key with this content; null when there is none. */
async function finishedImport(
  ctx: AppContext,
  user: UserRow,
  importKey: string,
  contentHash: string,
): Promise<TBankImportResult | null> {
  const row = await getImport(ctx.db, user.id, importKey);
  return row && row.status === 'done' && row.contentHash === contentHash ? storedResult(row.result) : null;
}

function storedResult(result: string | null): TBankImportResult {
  if (result === null) throw new Error('a finished import has no result');
  return JSON.parse(result) as TBankImportResult;
}

/** POST /api/bank-imports. */
export async function importBankStatement(
  ctx: AppContext,
  user: UserRow,
  request: TBankImportRequest,
): Promise<TBankImportResult> {
  // Validating the request took its turn; hashing and reading the file each take one of their own.
  await nextTurn();
  const text = request.text;
  const readingHash = text === undefined ? (request.reading as string) : readingHashOf({ ...request, text });
  const contentHash = hashOf(request, readingHash);
  const running = await runningImport<TBankImportResult>(ctx, user, request.importKey, contentHash);
  if (running) return running;
  await nextTurn();
  // The reading the check kept (named by `reading`, or found by the text's hash), or the text read now. Named but no
  // longer kept, and no text: 409 READING_GONE, unless an import already ran under the key (its answer, then).
  const reading =
    text === undefined
      ? keptReading(ctx, user, readingHash, request)
      : (await readingOf(ctx, user, { ...request, text }, readingHash, false)).reading;
  if (!reading) {
    const first = await finishedImport(ctx, user, request.importKey, contentHash);
    if (first) return first;
    throw new HttpError(409, 'READING_GONE', BANK_IMPORT_MESSAGES.readingGone);
  }
  const { statement, signature } = reading;
  const readable = new Map(statement.lines.map((line) => [line.line, line]));
  const chosen = new Map<number, TStatementLine>();
  for (const assignment of request.assignments) {
    const line = readable.get(assignment.line);
    if (!line)
      throw badRequest(BANK_IMPORT_MESSAGES.lineUnknown, { assignments: BANK_IMPORT_MESSAGES.lineUnknown });
    chosen.set(line.line, line);
  }
  await checkPropertiesOwned(
    ctx.db,
    user.id,
    request.assignments.map((assignment) => assignment.propertyId),
  );
  return runKeyedImport(ctx, user, {
    kind: 'bank',
    importKey: request.importKey,
    contentHash,
    run: () => {
      // The reading has served (about 4 MB for 10,000 lines); a retry of this key is answered from the import's row.
      ctx.bankReadings.delete(`${user.id}:${readingHash}`);
      return runBankImport(ctx, user, request, { statement, signature, chosen });
    },
    readResult: (row) => storedResult(row.result),
  });
}

/** GET /api/bank-imports/:importKey: progress while it runs here, the answer once done. */
export function getBankImportStatus(
  ctx: AppContext,
  user: UserRow,
  importKey: string,
): Promise<TBankImportStatus> {
  return keyedImportStatus(ctx, user, importKey, 'bank', (row) => storedResult(row.result));
}

/** GET /api/bank-mappings: each bank's CSV mapping the user confirmed, by the file's header line. */
export async function listBankMappings(ctx: AppContext, user: UserRow): Promise<TBankMapping[]> {
  // Only the import screen asks for them: an import may follow, and a worker takes about 300 ms to start.
  ctx.bankWorkers?.warm();
  const rows = await findBankMappings(ctx.db, user.id);
  return rows.flatMap((row) => {
    const mapping = ZBankCsvMapping.safeParse(JSON.parse(row.mapping));
    return mapping.success
      ? [
          {
            signature: row.signature,
            mapping: mapping.data,
            updatedAt: new Date(row.updatedAt).toISOString(),
          },
        ]
      : [];
  });
}
