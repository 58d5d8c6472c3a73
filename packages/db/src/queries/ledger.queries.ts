import { sql } from 'kysely';
import type { Db } from '../create-db';
import type { LedgerTransactionRow, LedgerTransactionUpdate, NewLedgerTransactionRow } from '../schema';
import { containsPattern } from './properties.queries';

/** The ledger's filters in stored units; each undefined one is not applied. */
export type LedgerFilters = {
  propertyId?: number;
  /** YYYY-MM-DD, both ends included. */
  from?: string;
  to?: string;
  categories?: readonly string[];
  /** Part of the payee or the memo, any case. */
  text?: string;
};

/** What the text filter matches: payee and memo, lower-cased, one per line. */
export function ledgerSearchText(row: { payee: string; memo: string | null }): string {
  return [row.payee, row.memo ?? ''].join('\n').toLowerCase();
}

function filtered(db: Db, userId: number, filters: LedgerFilters) {
  let query = db.selectFrom('ledgerTransactions').where('userId', '=', userId);
  if (filters.propertyId !== undefined) query = query.where('propertyId', '=', filters.propertyId);
  if (filters.from) query = query.where('date', '>=', filters.from);
  if (filters.to) query = query.where('date', '<=', filters.to);
  if (filters.categories && filters.categories.length > 0)
    query = query.where('category', 'in', [...filters.categories]);
  if (filters.text) {
    query = query.where('searchText', 'like', sql<string>`${containsPattern(filters.text)} escape '\\'`);
  }
  return query;
}

export async function insertLedgerTransactions(
  db: Db,
  rows: NewLedgerTransactionRow[],
): Promise<LedgerTransactionRow[]> {
  if (rows.length === 0) return [];
  return db.insertInto('ledgerTransactions').values(rows).returningAll().execute();
}

/** One page of the owner's transactions that pass the filters, newest date first (the latest added first within a day). */
export async function findLedgerTransactions(
  db: Db,
  userId: number,
  filters: LedgerFilters,
  page: { limit: number; offset: number },
): Promise<LedgerTransactionRow[]> {
  return filtered(db, userId, filters)
    .selectAll()
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** The number of the owner's transactions that pass the filters and their sum in cents per category. */
export async function sumLedgerByCategory(
  db: Db,
  userId: number,
  filters: LedgerFilters,
): Promise<{ category: string; count: number; amountCents: number }[]> {
  const rows = await filtered(db, userId, filters)
    .select([
      'category',
      (eb) => eb.fn.countAll<number>().as('count'),
      (eb) => eb.fn.sum<number>('amountCents').as('amountCents'),
    ])
    .groupBy('category')
    .execute();
  return rows.map((row) => ({
    category: row.category,
    count: Number(row.count),
    amountCents: Number(row.amountCents),
  }));
}

/** One transaction, only if `userId` owns it. */
export async function getLedgerTransactionForOwner(
  db: Db,
  userId: number,
  id: number,
): Promise<LedgerTransactionRow | undefined> {
  return db
    .selectFrom('ledgerTransactions')
    .selectAll()
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** The owner's transactions among `ids` (any other id is left out). */
export async function findLedgerTransactionsByIds(
  db: Db,
  userId: number,
  ids: readonly number[],
): Promise<LedgerTransactionRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('ledgerTransactions')
    .selectAll()
    .where('userId', '=', userId)
    .where('id', 'in', [...ids])
    .execute();
}

/** Changes the transactions among `ids` that `userId` owns; answers the changed rows. */
export async function updateLedgerTransactionsForOwner(
  db: Db,
  userId: number,
  ids: readonly number[],
  changes: LedgerTransactionUpdate,
): Promise<LedgerTransactionRow[]> {
  if (ids.length === 0) return [];
  return db
    .updateTable('ledgerTransactions')
    .set(changes)
    .where('userId', '=', userId)
    .where('id', 'in', [...ids])
    .returningAll()
    .execute();
}

/** Deletes the transaction if `userId` owns it; answers whether a row went. */
export async function deleteLedgerTransactionForOwner(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('ledgerTransactions')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The owner's rows after id `afterId`, in the order they were added (keyset paging, for the data export). */
export async function findLedgerTransactionsAfterId(
  db: Db,
  userId: number,
  afterId: number,
  limit: number,
): Promise<LedgerTransactionRow[]> {
  return db
    .selectFrom('ledgerTransactions')
    .selectAll()
    .where('userId', '=', userId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}
