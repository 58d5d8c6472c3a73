import { createHash } from 'node:crypto';
import {
  bankCsvSignature,
  duplicateKey,
  ledgerCentsOf,
  readBankCsv,
  readBankCsvTable,
  readOfx,
  StatementError,
  signedCentsOf,
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
import {
  adjustLedgerYearTotals,
  type Db,
  findBankMappings,
  findBookedKeys,
  findLedgerRowsBetween,
  finishImport,
  insertLedgerBookings,
  ledgerSearchText,
  ledgerYearDeltas,
  type NewLedgerTransactionRow,
  type UserRow,
  upsertBankMapping,
} from '@rentfolio/db';
import { LEDGER_CATEGORIES, type TLedgerCategory, toCents } from '@rentfolio/finance';
import type { AppContext } from '../context';
import { badRequest, HttpError } from '../lib/http-error';
import { nextTurn } from '../lib/next-turn';
import { keyedImportStatus, runKeyedImport, runningImport } from './keyed-import';
import { checkPropertiesOwned } from './ledger.service';

// Bank statements in (docs/product.md "Bank statements"): the browser reads the file for its preview; the server reads
// it again as the authority, books each chosen line on its category and property, and skips the lines the ledger
// holds already: a bank transaction booked before (its FITID, unique per user as a booking key), and a likely
// duplicate (the same day, amount and payee) unless the user kept it. An import key, progress, and short transactions
// that a run under the same key completes when one was cut short.

/** Ledger rows read per query when the likely duplicates are collected. */
const DUPLICATE_PAGE = 2000;
/** Rows inserted per statement, with a turn of the event loop between (SQLite writes on the event loop). */
const INSERT_SLICE = 100;

const isCategory = (value: string): value is TLedgerCategory => value in LEDGER_CATEGORIES;

/**
 * The booking key of a statement's transaction: the account and the bank's id for it (FITID). A NUL, the one character
 * PostgreSQL's text cannot hold, is kept as U+FFFD, so that a file (or a check) holding one is stored and looked up the
 * same way on both databases instead of failing.
 */
export function bankBookingKey(line: Pick<TStatementLine, 'fitId' | 'account'>): string | null {
  return line.fitId ? `b:${line.account ?? ''}:${line.fitId}`.replaceAll('\u0000', '\uFFFD') : null;
}

/** The likely-duplicate keys of the owner's ledger between two days, read a page at a time. */
async function ledgerDuplicateKeys(db: Db, userId: number, from: string, to: string): Promise<Set<string>> {
  const keys = new Set<string>();
  let afterId = 0;
  for (;;) {
    const page = await findLedgerRowsBetween(db, userId, { from, to }, afterId, DUPLICATE_PAGE);
    for (const row of page)
      if (isCategory(row.category))
        keys.add(duplicateKey(row.date, signedCentsOf(row.category, row.amountCents), row.payee));
    const last = page.at(-1);
    if (!last || page.length < DUPLICATE_PAGE) return keys;
    afterId = last.id;
    await nextTurn();
  }
}

type CheckedLine = Pick<TStatementLine, 'line' | 'date' | 'amountCents' | 'payee' | 'fitId' | 'account'>;

/** Which lines are booked already (by FITID) and which are likely duplicates of the ledger's rows. */
async function findBookedAndDuplicates(
  ctx: AppContext,
  user: UserRow,
  lines: readonly CheckedLine[],
): Promise<{ booked: Set<number>; duplicates: Set<number> }> {
  const booked = new Set<number>();
  const duplicates = new Set<number>();
  if (lines.length === 0) return { booked, duplicates };
  const keyed = lines.flatMap((line) => {
    const key = bankBookingKey(line);
    return key ? [{ line: line.line, key }] : [];
  });
  const bookedKeys = await findBookedKeys(
    ctx.db,
    user.id,
    keyed.map((entry) => entry.key),
  );
  for (const entry of keyed) if (bookedKeys.has(entry.key)) booked.add(entry.line);
  const days = lines.map((line) => line.date).sort();
  const existing = await ledgerDuplicateKeys(ctx.db, user.id, days[0] ?? '', days.at(-1) ?? '');
  for (const line of lines)
    if (!booked.has(line.line) && existing.has(duplicateKey(line.date, line.amountCents, line.payee)))
      duplicates.add(line.line);
  return { booked, duplicates };
}

/** POST /api/bank-imports/check: the preview's question, before anything is stored. */
export async function checkBankLines(
  ctx: AppContext,
  user: UserRow,
  request: TBankCheckRequest,
): Promise<TBankCheckResponse> {
  const lines = request.lines.map((line) => ({ ...line, amountCents: toCents(line.amount) }));
  const { booked, duplicates } = await findBookedAndDuplicates(ctx, user, lines);
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

async function runBankImport(
  ctx: AppContext,
  user: UserRow,
  request: TBankImportRequest,
  file: { statement: TStatement; signature: string | null; chosen: Map<number, TStatementLine> },
): Promise<TBankImportResult> {
  const { statement, signature, chosen } = file;
  const { importKey } = request;
  ctx.importProgress.set(user.id, importKey, { phase: 'validating', processed: 0, total: chosen.size });
  const { booked, duplicates } = await findBookedAndDuplicates(ctx, user, [...chosen.values()]);
  const keep = new Set(request.keepDuplicateLines ?? []);
  const now = ctx.now();
  const rows: NewLedgerTransactionRow[] = [];
  for (const assignment of request.assignments) {
    const line = chosen.get(assignment.line);
    if (!line || booked.has(line.line) || (duplicates.has(line.line) && !keep.has(line.line))) continue;
    const memo = line.memo === '' ? null : line.memo;
    rows.push({
      userId: user.id,
      propertyId: assignment.propertyId,
      date: line.date,
      amountCents: ledgerCentsOf(assignment.category, line.amountCents),
      category: assignment.category,
      payee: line.payee,
      memo,
      splitId: null,
      source: 'import',
      bookingKey: bankBookingKey(line) ?? `c:${importKey}:${line.line}`,
      searchText: ledgerSearchText({ payee: line.payee, memo }),
      createdAt: now,
      updatedAt: now,
    });
  }
  const skippedDuplicates = [...duplicates].filter((line) => !keep.has(line)).length;
  ctx.importProgress.set(user.id, importKey, { phase: 'saving', processed: 0, total: rows.length });
  // A short transaction per slice, not one for the whole file: SQLite has one connection, and a transaction holds it,
  // so one user's 10,000 rows in one transaction would hold every other user's reads for the while. Each row carries
  // a booking key (the bank's FITID, or the import key and the row), so an import cut short and run again under its
  // key stores only what is missing, never a row twice.
  let imported = 0;
  for (let start = 0; start < rows.length; start += INSERT_SLICE) {
    const slice = rows.slice(start, start + INSERT_SLICE);
    imported += await ctx.db.transaction().execute(async (trx) => {
      const stored = await insertLedgerBookings(trx, slice);
      await adjustLedgerYearTotals(trx, user.id, ledgerYearDeltas(stored, 1));
      return stored.length;
    });
    ctx.importProgress.set(user.id, importKey, {
      phase: 'saving',
      processed: Math.min(start + INSERT_SLICE, rows.length),
      total: rows.length,
    });
    await nextTurn();
  }
  const result: TBankImportResult = {
    importKey,
    total: statement.total,
    imported,
    skippedBooked: booked.size + (rows.length - imported),
    skippedDuplicates,
    failed: statement.errors.length,
    errors: statement.errors.slice(0, BANK_IMPORT_LIMITS.maxListedErrors),
  };
  await ctx.db.transaction().execute(async (trx) => {
    if (signature && request.mapping)
      await upsertBankMapping(trx, {
        userId: user.id,
        signature,
        mapping: JSON.stringify(request.mapping),
        updatedAt: now,
      });
    await finishImport(trx, user.id, importKey, JSON.stringify(result), ctx.now());
  });
  return result;
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
