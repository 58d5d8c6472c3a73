import { duplicateKey, ledgerCentsOf, signedCentsOf, type TStatementLine } from '@rentfolio/bank-statements';
import type { TBankImportRequest, TBankImportResult } from '@rentfolio/contracts';
import {
  adjustLedgerYearTotals,
  type Db,
  findBookedKeys,
  findLedgerRowsBetween,
  finishImport,
  insertLedgerBookings,
  ledgerSearchText,
  ledgerYearDeltas,
  type NewLedgerTransactionRow,
  upsertBankMapping,
} from '@rentfolio/db';
import { LEDGER_CATEGORIES, type TLedgerCategory } from '@rentfolio/finance';
import type { ImportPhaseProgress } from './import-progress';

// The bank import's writing half (docs/product.md "Bank statements", docs/api.md "Bank statements"): which chosen
// lines the ledger holds already, then the new rows in short transactions, then the import's result. It needs only a
// database, so that the server runs it in a worker thread with a connection of its own (bank-import-worker.ts), and
// in-process where there is no built worker (the tests, from the sources). The file is read and the request checked
// before, by bank-import.service.ts.

/** Ledger rows read per query when the likely duplicates are collected (about 5 ms of SQLite's time each). */
const DUPLICATE_PAGE = 500;
/** FITID keys looked up between two pauses. */
const BOOKED_KEYS_PAGE = 1000;

const isCategory = (value: string): value is TLedgerCategory => value in LEDGER_CATEGORIES;

/**
 * The booking key of a statement's transaction: the account and the bank's id for it (FITID). A NUL, the one character
 * PostgreSQL's text cannot hold, is kept as U+FFFD, so that a file (or a check) holding one is stored and looked up the
 * same way on both databases instead of failing.
 */
export function bankBookingKey(line: Pick<TStatementLine, 'fitId' | 'account'>): string | null {
  return line.fitId ? `b:${line.account ?? ''}:${line.fitId}`.replaceAll('\u0000', '\uFFFD') : null;
}

/** What a line of the file is compared on: its day, its amount as the bank signs it, its payee and its FITID key. */
export type BankCheckedLine = {
  line: number;
  date: string;
  amountCents: number;
  payee: string;
  bookingKey: string | null;
};

/** What a line is checked on: its FITID's booking key in place of the FITID. */
export const checkedLine = (
  line: Pick<TStatementLine, 'line' | 'date' | 'amountCents' | 'payee' | 'fitId' | 'account'>,
): BankCheckedLine => ({
  line: line.line,
  date: line.date,
  amountCents: line.amountCents,
  payee: line.payee,
  bookingKey: bankBookingKey(line),
});

/** The likely-duplicate keys of the owner's ledger between two days, read a page at a time. */
async function ledgerDuplicateKeys(
  db: Db,
  userId: number,
  period: { from: string; to: string },
  pause: () => Promise<void>,
): Promise<Set<string>> {
  const keys = new Set<string>();
  let afterId = 0;
  for (;;) {
    const page = await findLedgerRowsBetween(db, userId, period, afterId, DUPLICATE_PAGE);
    for (const row of page)
      if (isCategory(row.category))
        keys.add(duplicateKey(row.date, signedCentsOf(row.category, row.amountCents), row.payee));
    const last = page.at(-1);
    if (!last || page.length < DUPLICATE_PAGE) return keys;
    afterId = last.id;
    await pause();
  }
}

/** Which lines are booked already (their FITID) and which are likely duplicates of the ledger's rows. */
export async function findBookedAndDuplicates(
  db: Db,
  userId: number,
  lines: readonly BankCheckedLine[],
  pause: () => Promise<void>,
): Promise<{ booked: Set<number>; duplicates: Set<number> }> {
  const booked = new Set<number>();
  const duplicates = new Set<number>();
  if (lines.length === 0) return { booked, duplicates };
  const keyed = lines.filter((line) => line.bookingKey !== null);
  const bookedKeys = new Set<string>();
  for (let start = 0; start < keyed.length; start += BOOKED_KEYS_PAGE) {
    const page = keyed.slice(start, start + BOOKED_KEYS_PAGE).map((line) => line.bookingKey as string);
    for (const key of await findBookedKeys(db, userId, page)) bookedKeys.add(key);
    await pause();
  }
  for (const line of keyed) if (bookedKeys.has(line.bookingKey as string)) booked.add(line.line);
  let from = lines[0]?.date ?? '';
  let to = from;
  for (const line of lines) {
    if (line.date < from) from = line.date;
    if (line.date > to) to = line.date;
  }
  const existing = await ledgerDuplicateKeys(db, userId, { from, to }, pause);
  for (const line of lines)
    if (!booked.has(line.line) && existing.has(duplicateKey(line.date, line.amountCents, line.payee)))
      duplicates.add(line.line);
  return { booked, duplicates };
}

/** One import's writing: everything is plain data, so that it crosses to a worker thread as it is. */
export type BankWriteJob = {
  userId: number;
  importKey: string;
  now: number;
  /** The chosen lines of the file, each once. */
  chosen: TStatementLine[];
  /** Where each chosen line goes (every one names a chosen line). */
  assignments: TBankImportRequest['assignments'];
  /** The likely duplicates the user kept. */
  keep: number[];
  /** A CSV's mapping, remembered under its header's signature; null for OFX. */
  mapping: { signature: string; mapping: string } | null;
  /** The result's figures known before writing: the file's lines and its unreadable ones. */
  result: Pick<TBankImportResult, 'importKey' | 'total' | 'failed' | 'errors'>;
};

export type BankWriteOptions = {
  /** Rows per transaction. */
  slice: number;
  /** Awaited between pages of the ledger read for the check: lets other requests in. */
  pause: () => Promise<void>;
  /** Awaited between two slices' transactions: lets other work (requests, another connection's writes) in. */
  betweenSlices: () => Promise<void>;
  onProgress: (progress: ImportPhaseProgress) => void;
  /**
   * A connection of the import's own may commit the rows without waiting for the disk, and the last transaction
   * (the import recorded as done) with it: that wait makes every earlier commit durable too (docs/operations.md
   * "Bank import workers"). Absent: every commit waits, as on the server's shared connection.
   */
  commits?: { relaxed: () => Promise<void>; durable: () => Promise<void> };
};

/**
 * Writes one import: the new rows in transactions of `slice` rows, then the mapping and the import's result in one.
 * Each row carries a booking key (the bank's FITID, or the import key and the line), so an import cut short and run
 * again under its key stores only what is missing, never a row twice.
 */
export async function writeBankImport(
  db: Db,
  job: BankWriteJob,
  options: BankWriteOptions,
): Promise<TBankImportResult> {
  const { userId, importKey, now } = job;
  options.onProgress({ phase: 'validating', processed: 0, total: job.chosen.length });
  const { booked, duplicates } = await findBookedAndDuplicates(
    db,
    userId,
    job.chosen.map(checkedLine),
    options.pause,
  );
  const keep = new Set(job.keep);
  const chosen = new Map(job.chosen.map((line) => [line.line, line]));
  const rows: NewLedgerTransactionRow[] = [];
  for (const assignment of job.assignments) {
    const line = chosen.get(assignment.line);
    if (!line || booked.has(line.line) || (duplicates.has(line.line) && !keep.has(line.line))) continue;
    const memo = line.memo === '' ? null : line.memo;
    rows.push({
      userId,
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
  options.onProgress({ phase: 'saving', processed: 0, total: rows.length });
  await options.commits?.relaxed();
  let imported = 0;
  for (let start = 0; start < rows.length; start += options.slice) {
    const slice = rows.slice(start, start + options.slice);
    imported += await db.transaction().execute(async (trx) => {
      const stored = await insertLedgerBookings(trx, slice);
      await adjustLedgerYearTotals(trx, userId, ledgerYearDeltas(stored, 1));
      return stored.length;
    });
    options.onProgress({
      phase: 'saving',
      processed: Math.min(start + options.slice, rows.length),
      total: rows.length,
    });
    await options.betweenSlices();
  }
  const result: TBankImportResult = {
    ...job.result,
    imported,
    skippedBooked: booked.size + (rows.length - imported),
    skippedDuplicates,
  };
  await options.commits?.durable();
  await db.transaction().execute(async (trx) => {
    if (job.mapping)
      await upsertBankMapping(trx, {
        userId,
        signature: job.mapping.signature,
        mapping: job.mapping.mapping,
        updatedAt: now,
      });
    await finishImport(trx, userId, importKey, JSON.stringify(result), now);
  });
  return result;
}
