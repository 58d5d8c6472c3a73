import { IMPORT_MESSAGES, type TImportPhase } from '@rentfolio/contracts';
import {
  claimImportKey,
  getImport,
  type PropertyImportRow,
  reclaimImport,
  releaseImportKey,
  type UserRow,
} from '@rentfolio/db';
import type { AppContext } from '../context';
import { HttpError, notFound } from '../lib/http-error';

// An import sent with a client-made key (docs/api.md "Retries"): the key is claimed in the database, so a resent or
// doubled request, on this server or another, stores nothing and answers the first one's result. The property CSV
// import and the bank statement import both run through here; each keeps its own work and its result's shape.

/** An import still 'processing' this long after it started was cut off (its server stopped): its key may be reused. */
export const STALE_IMPORT_MS = 10 * 60_000;
/** How long a duplicate request waits for the first one, on another server, before it is told to come back. */
const WAIT_FOR_FIRST_MS = 5 * 60_000;
const POLL_MS = 200;

export type KeyedImport<R> = {
  /** Which import the key belongs to: a key of one kind is never an answer for the other. */
  kind: 'properties' | 'bank';
  importKey: string;
  /** What makes two requests with one key the same import (a hash of the file and the choices). */
  contentHash: string;
  /** Validates and stores; the key's row becomes 'done' in the transaction that stores the rows (finishImport). */
  run: () => Promise<R>;
  /** The stored answer of a finished import. */
  readResult: (row: PropertyImportRow) => R;
};

function start<R>(ctx: AppContext, user: UserRow, job: KeyedImport<R>): Promise<R> {
  const work = job.run().catch(async (error: unknown) => {
    // Nothing was stored (the transaction rolled back): the key is given back, so the same file can be sent again.
    await releaseImportKey(ctx.db, user.id, job.importKey);
    throw error;
  });
  return ctx.importProgress.track(user.id, job.importKey, work);
}

/** The first request's answer, for a request with a key already taken (same content); waits while it still runs. */
async function answerOfFirst<R>(ctx: AppContext, user: UserRow, job: KeyedImport<R>): Promise<R> {
  const deadline = ctx.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const row = await getImport(ctx.db, user.id, job.importKey);
    if (!row) return runKeyedImport(ctx, user, job);
    if (row.contentHash !== job.contentHash)
      throw new HttpError(409, 'IMPORT_KEY_REUSED', IMPORT_MESSAGES.keyReused);
    if (row.status === 'done') return job.readResult(row);
    const here = ctx.importProgress.running(user.id, job.importKey);
    if (here) return here as Promise<R>;
    // Claimed by an earlier start of this instance: the process that claimed it is gone (a crash, a kill), and its
    // transaction with it. Taken over at once; another instance's claim only once it is stale.
    const earlierLife = row.claimedBy === ctx.instance.name && row.claimBoot !== ctx.instance.boot;
    if (earlierLife || row.startedAt < ctx.now() - STALE_IMPORT_MS) {
      const taken = await reclaimImport(
        ctx.db,
        { userId: user.id, importKey: job.importKey },
        { claimBoot: earlierLife ? row.claimBoot : null, staleBefore: ctx.now() - STALE_IMPORT_MS },
        { claimedBy: ctx.instance.name, claimBoot: ctx.instance.boot, startedAt: ctx.now() },
      );
      if (taken) return start(ctx, user, job);
      continue;
    }
    if (ctx.now() > deadline) throw new HttpError(409, 'IMPORT_RUNNING', IMPORT_MESSAGES.stillRunning);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Claims the key and runs the import, or answers what the key's first request did. */
export async function runKeyedImport<R>(ctx: AppContext, user: UserRow, job: KeyedImport<R>): Promise<R> {
  const claimed = await claimImportKey(ctx.db, {
    userId: user.id,
    importKey: job.importKey,
    contentHash: job.contentHash,
    startedAt: ctx.now(),
    claimedBy: ctx.instance.name,
    claimBoot: ctx.instance.boot,
    kind: job.kind,
  });
  if (!claimed) return answerOfFirst(ctx, user, job);
  return start(ctx, user, job);
}

/**
 * A duplicate of an import still running on this server: its promise, once the key's content is checked (a key sent
 * again with other content is refused). Undefined when none runs here.
 */
export async function runningImport<R>(
  ctx: AppContext,
  user: UserRow,
  importKey: string,
  contentHash: string,
): Promise<Promise<R> | undefined> {
  const running = ctx.importProgress.running(user.id, importKey);
  if (!running) return undefined;
  const row = await getImport(ctx.db, user.id, importKey);
  if (row && row.contentHash !== contentHash)
    throw new HttpError(409, 'IMPORT_KEY_REUSED', IMPORT_MESSAGES.keyReused);
  return running as Promise<R>;
}

/** What a status route answers of one import: how far it has got, and its result once done. */
export type KeyedImportStatus<R> = {
  importKey: string;
  phase: TImportPhase;
  processed: number;
  total: number;
  result: R | null;
};

/**
 * GET of an import's status (docs/api.md "Retries"): this server's live progress while it runs here, the stored result
 * once done, and "validating" with no figures while it runs on another server. A key of the other kind is not found
 * (the row first: this server may hold the other kind's progress under the same key).
 */
export async function keyedImportStatus<R extends { imported: number }>(
  ctx: AppContext,
  user: UserRow,
  importKey: string,
  kind: KeyedImport<R>['kind'],
  readResult: (row: PropertyImportRow) => R,
): Promise<KeyedImportStatus<R>> {
  const row = await getImport(ctx.db, user.id, importKey);
  if (row?.kind !== kind) throw notFound(IMPORT_MESSAGES.notFound);
  const progress = ctx.importProgress.get(user.id, importKey);
  if (progress) return { importKey, ...progress, result: null };
  if (row.status === 'done') {
    const result = readResult(row);
    return { importKey, phase: 'done', processed: result.imported, total: result.imported, result };
  }
  return { importKey, phase: 'validating', processed: 0, total: 0, result: null };
}
