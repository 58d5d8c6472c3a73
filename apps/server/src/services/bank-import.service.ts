import { createHash } from 'node:crypto';
import {
  bankCsvSignature,
  readBankCsv,
  readBankCsvTable,
  readOfx,
  StatementError,
  type TStatement,
  type TStatementLine,
} from '@rentfolio/bank-statements';
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
import { findBankMappings, type UserRow } from '@rentfolio/db';
import { toCents } from '@rentfolio/finance';
import type { AppContext } from '../context';
import { badRequest, HttpError } from '../lib/http-error';
import { nextTurn } from '../lib/next-turn';
import {
  type BankWriteJob,
  checkedLine,
  findBookedAndDuplicates,
  writeBankImport,
} from './bank-import-writer';
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

/** POST /api/bank-imports/check: the preview's question, before anything is stored. */
export async function checkBankLines(
  ctx: AppContext,
  user: UserRow,
  request: TBankCheckRequest,
): Promise<TBankCheckResponse> {
  const lines = request.lines.map((line) => checkedLine({ ...line, amountCents: toCents(line.amount) }));
  // A preview comes before an import: a worker starts now, so that the import does not wait for it.
  ctx.bankWorkers?.warm();
  const { booked, duplicates } = await findBookedAndDuplicates(ctx.db, user.id, lines, nextTurn);
  return { booked: [...booked].sort((a, b) => a - b), duplicates: [...duplicates].sort((a, b) => a - b) };
}

/** The file read again as the authority: refused as a whole with the reader's message, or its lines. */
async function readStatement(
  request: TBankImportRequest,
): Promise<{ statement: TStatement; signature: string | null }> {
  // The limit is in bytes of UTF-8 (as the property import counts it), not in UTF-16 code units: 6 million 'é' are
  // 12 MB.
  if (Buffer.byteLength(request.text, 'utf8') > BANK_IMPORT_LIMITS.maxBytes)
    throw new HttpError(413, 'PAYLOAD_TOO_LARGE', BANK_IMPORT_MESSAGES.tooLarge);
  try {
    if (request.format === 'ofx')
      return { statement: await readOfx(request.text, nextTurn), signature: null };
    const mapping = ZBankCsvMapping.parse(request.mapping);
    const table = readBankCsvTable(request.text);
    return {
      statement: await readBankCsv(table, mapping, nextTurn),
      signature: bankCsvSignature(table.headers),
    };
  } catch (error) {
    if (!(error instanceof StatementError)) throw error;
    if (error.reason === 'tooLarge') throw new HttpError(413, 'PAYLOAD_TOO_LARGE', error.message);
    if (error.reason === 'tooMany') throw new HttpError(400, 'IMPORT_ROW_LIMIT', error.message);
    if (error.reason === 'notOfx') throw new HttpError(400, 'INVALID_FILE_TYPE', error.message);
    throw new HttpError(400, 'CSV_PARSE', error.message);
  }
}

/** The identity of a request for its key: the same file, read the same way, with the same choices. */
function hashOf(request: TBankImportRequest): string {
  const choices = JSON.stringify([
    request.format,
    request.mapping ?? null,
    request.assignments,
    [...(request.keepDuplicateLines ?? [])].sort((a, b) => a - b),
  ]);
  return createHash('sha256').update(request.text).update('\u0000').update(choices).digest('hex');
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
    writeBankImport(ctx.db, job, { slice: INSERT_SLICE, pause: nextTurn, onProgress })
  );
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
  const contentHash = hashOf(request);
  const running = await runningImport<TBankImportResult>(ctx, user, request.importKey, contentHash);
  if (running) return running;
  await nextTurn();
  const { statement, signature } = await readStatement(request);
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
    run: () => runBankImport(ctx, user, request, { statement, signature, chosen }),
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
