import type { Db } from '../create-db';
import type { LedgerTransactionRow } from '../schema';

/** Where a receipt's bytes are: in the row, or in the file `fileKey` (migrations/0021-receipts.ts). */
export type StoredReceipt = {
  transactionId: number;
  name: string;
  type: string;
  size: number;
  fileKey: string | null;
  bytes: Uint8Array | null;
};

function stored(db: Db, userId: number) {
  return db
    .selectFrom('ledgerReceipts as r')
    .innerJoin('ledgerTransactions as t', 't.id', 'r.transactionId')
    .select(['r.transactionId', 't.receiptName', 't.receiptType', 'r.size', 'r.fileKey', 'r.bytes'])
    .where('r.userId', '=', userId)
    .where('t.userId', '=', userId);
}

const toStored = (row: {
  transactionId: number;
  receiptName: string | null;
  receiptType: string | null;
  size: number;
  fileKey: string | null;
  bytes: Uint8Array | null;
}): StoredReceipt => ({
  transactionId: row.transactionId,
  name: row.receiptName ?? 'receipt',
  type: row.receiptType ?? 'application/octet-stream',
  size: row.size,
  fileKey: row.fileKey,
  bytes: row.bytes,
});

/** The receipt of one of the owner's transactions. */
export async function findReceipt(
  db: Db,
  userId: number,
  transactionId: number,
): Promise<StoredReceipt | undefined> {
  const row = await stored(db, userId).where('r.transactionId', '=', transactionId).executeTakeFirst();
  return row ? toStored(row) : undefined;
}

/** The owner's receipts after transaction `afterId`, in transaction order, `limit` at a time (the data export). */
export async function findReceiptsAfter(
  db: Db,
  userId: number,
  afterId: number,
  limit: number,
): Promise<StoredReceipt[]> {
  const rows = await stored(db, userId)
    .where('r.transactionId', '>', afterId)
    .orderBy('r.transactionId')
    .limit(limit)
    .execute();
  return rows.map(toStored);
}

/** The bytes that the owner's receipts take up together, apart from one transaction's (the one being replaced). */
export async function sumReceiptBytes(db: Db, userId: number, exceptTransactionId = 0): Promise<number> {
  const row = await db
    .selectFrom('ledgerReceipts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('total'))
    .where('userId', '=', userId)
    .where('transactionId', '!=', exceptTransactionId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** The file keys of the receipts of transactions that are about to go: some rows, a property's, or all the owner's. */
export async function findReceiptFileKeys(
  db: Db,
  userId: number,
  scope: { transactionIds: readonly number[] } | { propertyId: number } | 'all',
): Promise<string[]> {
  let query = db
    .selectFrom('ledgerReceipts as r')
    .select('r.fileKey')
    .where('r.userId', '=', userId)
    .where('r.fileKey', 'is not', null);
  if (scope !== 'all') {
    if ('propertyId' in scope) {
      query = query.where('r.transactionId', 'in', (eb) =>
        eb
          .selectFrom('ledgerTransactions')
          .select('id')
          .where('userId', '=', userId)
          .where('propertyId', '=', scope.propertyId),
      );
    } else {
      if (scope.transactionIds.length === 0) return [];
      query = query.where('r.transactionId', 'in', [...scope.transactionIds]);
    }
  }
  return (await query.execute()).flatMap((row) => (row.fileKey ? [row.fileKey] : []));
}

/** Whether each key still names a stored receipt of the owner (the clean-up of the receipts folder asks). */
export async function findLiveReceiptFileKeys(
  db: Db,
  userId: number,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('ledgerReceipts')
    .select('fileKey')
    .where('userId', '=', userId)
    .where('fileKey', 'in', [...keys])
    .execute();
  return new Set(rows.flatMap((row) => (row.fileKey ? [row.fileKey] : [])));
}

/**
 * Stores a transaction's receipt, replacing any it had, and names it on the transaction's row. Call it in a
 * transaction, after checking that the row is the owner's; answers the key of the file it replaced, if any.
 */
export async function putReceipt(
  db: Db,
  receipt: {
    userId: number;
    transactionId: number;
    name: string;
    type: string;
    size: number;
    fileKey: string | null;
    bytes: Uint8Array | null;
    now: number;
  },
): Promise<{ row: LedgerTransactionRow | undefined; replacedFileKey: string | null }> {
  const { userId, transactionId, name, type, size, fileKey, bytes, now } = receipt;
  const previous = await db
    .selectFrom('ledgerReceipts')
    .select('fileKey')
    .where('userId', '=', userId)
    .where('transactionId', '=', transactionId)
    .executeTakeFirst();
  await db
    .insertInto('ledgerReceipts')
    .values({ transactionId, userId, size, fileKey, bytes, createdAt: now })
    .onConflict((oc) => oc.column('transactionId').doUpdateSet({ size, fileKey, bytes, createdAt: now }))
    .execute();
  const row = await db
    .updateTable('ledgerTransactions')
    .set({ receiptName: name, receiptType: type, receiptSize: size, updatedAt: now })
    .where('userId', '=', userId)
    .where('id', '=', transactionId)
    .returningAll()
    .executeTakeFirst();
  return { row, replacedFileKey: previous?.fileKey ?? null };
}

/**
 * Removes a transaction's receipt; undefined when the owner has no such transaction or it had no receipt. Answers the
 * row as it is now and the key of the receipt's file, if it had one.
 */
export async function deleteReceipt(
  db: Db,
  userId: number,
  transactionId: number,
  now: number,
): Promise<{ row: LedgerTransactionRow; fileKey: string | null } | undefined> {
  const deleted = await db
    .deleteFrom('ledgerReceipts')
    .where('userId', '=', userId)
    .where('transactionId', '=', transactionId)
    .returning('fileKey')
    .executeTakeFirst();
  if (!deleted) return undefined;
  const row = await db
    .updateTable('ledgerTransactions')
    .set({ receiptName: null, receiptType: null, receiptSize: null, updatedAt: now })
    .where('userId', '=', userId)
    .where('id', '=', transactionId)
    .returningAll()
    .executeTakeFirst();
  return row ? { row, fileKey: deleted.fileKey } : undefined;
}
