import type { Db } from '../create-db';
import type { NewPropertyRow, PropertyImportRow } from '../schema';

/**
 * Claims an import key for its user: true when this call made the row (the import may go ahead), false when the key
 * was already there, in which case the existing row says what happened. The primary key decides between two
 * requests at once.
 */
export async function claimImportKey(
  db: Db,
  row: {
    userId: number;
    importKey: string;
    contentHash: string;
    startedAt: number;
    claimedBy: string;
    claimBoot: string;
    /** 'properties' (the default) or 'bank'. */
    kind?: string;
  },
): Promise<boolean> {
  const inserted = await db
    .insertInto('propertyImports')
    .values({ ...row, status: 'processing', result: null, finishedAt: null })
    .onConflict((oc) => oc.columns(['userId', 'importKey']).doNothing())
    .returning('importKey')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function getImport(
  db: Db,
  userId: number,
  importKey: string,
): Promise<PropertyImportRow | undefined> {
  return db
    .selectFrom('propertyImports')
    .selectAll()
    .where('userId', '=', userId)
    .where('importKey', '=', importKey)
    .executeTakeFirst();
}

/** Records the answer; called in the transaction that stored the rows, so the two commit together. */
export async function finishImport(
  db: Db,
  userId: number,
  importKey: string,
  result: string,
  finishedAt: number,
): Promise<void> {
  await db
    .updateTable('propertyImports')
    .set({ status: 'done', result, finishedAt })
    .where('userId', '=', userId)
    .where('importKey', '=', importKey)
    .execute();
}

/** Gives a key back when its import stopped before storing anything (refused, or the server failed). */
export async function releaseImportKey(db: Db, userId: number, importKey: string): Promise<void> {
  await db
    .deleteFrom('propertyImports')
    .where('userId', '=', userId)
    .where('importKey', '=', importKey)
    .where('status', '=', 'processing')
    .execute();
}

/**
 * Takes over a key whose import is 'processing' but whose process is gone: one still claimed by `claimBoot` (an
 * earlier start of this instance), or one that started before `staleBefore`. The claim becomes
 * `claim`'s; true when this call took it.
 */
export async function reclaimImport(
  db: Db,
  key: { userId: number; importKey: string },
  gone: { claimBoot: string | null; staleBefore: number },
  claim: { claimedBy: string; claimBoot: string; startedAt: number },
): Promise<boolean> {
  const result = await db
    .updateTable('propertyImports')
    .set(claim)
    .where('userId', '=', key.userId)
    .where('importKey', '=', key.importKey)
    .where('status', '=', 'processing')
    .where((eb) =>
      gone.claimBoot === null
        ? eb('startedAt', '<', gone.staleBefore)
        : eb.or([eb('startedAt', '<', gone.staleBefore), eb('claimBoot', '=', gone.claimBoot)]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** At start: the keys an earlier life of this instance left 'processing' are given back (nothing of them was stored). */
export async function clearStaleImportClaims(
  db: Db,
  claimedBy: string,
  currentBoot: string,
): Promise<number> {
  const result = await db
    .deleteFrom('propertyImports')
    .where('status', '=', 'processing')
    .where('claimedBy', '=', claimedBy)
    .where((eb) => eb.or([eb('claimBoot', '<>', currentBoot), eb('claimBoot', 'is', null)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Inserts properties in chunks without reading them back (an import of thousands), reporting each chunk. */
export async function insertPropertyRows(
  db: Db,
  rows: readonly NewPropertyRow[],
  onChunk?: (stored: number) => void | Promise<void>,
): Promise<void> {
  // Chunks keep each statement under SQLite's limit on bound values (32,766).
  const chunkSize = 500;
  for (let start = 0; start < rows.length; start += chunkSize) {
    await db
      .insertInto('properties')
      .values(rows.slice(start, start + chunkSize))
      .execute();
    await onChunk?.(Math.min(start + chunkSize, rows.length));
  }
}
