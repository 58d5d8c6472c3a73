import { sql } from 'kysely';
import type { Db } from '../create-db';
import { dialectOf } from '../dialect';
import type { LedgerTransactionRow, LedgerTransactionUpdate, NewLedgerTransactionRow } from '../schema';
import { containsPattern } from './properties.queries';
import { bumpPortfolioRevision } from './users.queries';

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
    const text = filters.text.toLowerCase();
    // SQLite matches three characters or more through the trigram index (migrations/0020-ledger-search.ts): a
    // phrase of trigrams is the text as a substring. Shorter texts, and PostgreSQL (whose trigram index serves LIKE
    // itself), use LIKE.
    if (dialectOf(db) === 'sqlite' && [...text].length >= 3) {
      const phrase = `"${text.replaceAll('"', '""')}"`;
      query = query.where(
        'id',
        'in',
        sql<number>`(select rowid from ledger_search where ledger_search match ${phrase})`,
      );
    } else {
      query = query.where('searchText', 'like', sql<string>`${containsPattern(text)} escape '\\'`);
    }
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

type CategorySum = { category: string; count: number; amountCents: number };
/** A sum of one property's category (propertyId 0 when the sums are not split by property). */
export type PropertyCategorySum = CategorySum & { propertyId: number };

async function sumRows(
  db: Db,
  userId: number,
  filters: LedgerFilters,
  byProperty: boolean,
): Promise<PropertyCategorySum[]> {
  const rows = await filtered(db, userId, filters)
    .select([
      'category',
      byProperty ? 'propertyId' : sql<number>`0`.as('propertyId'),
      (eb) => eb.fn.countAll<number>().as('count'),
      (eb) => eb.fn.sum<number>('amountCents').as('amountCents'),
    ])
    .groupBy(byProperty ? ['propertyId', 'category'] : ['category'])
    .execute();
  return rows.map((row) => ({
    propertyId: Number(row.propertyId),
    category: row.category,
    count: Number(row.count),
    amountCents: Number(row.amountCents),
  }));
}

async function sumYears(
  db: Db,
  userId: number,
  filters: LedgerFilters,
  years: { first: string | null; last: string | null },
  byProperty: boolean,
): Promise<PropertyCategorySum[]> {
  let query = db.selectFrom('ledgerYearTotals').where('userId', '=', userId);
  if (filters.propertyId !== undefined) query = query.where('propertyId', '=', filters.propertyId);
  if (filters.categories && filters.categories.length > 0)
    query = query.where('category', 'in', [...filters.categories]);
  if (years.first !== null) query = query.where('year', '>=', years.first);
  if (years.last !== null) query = query.where('year', '<=', years.last);
  const rows = await query
    .select([
      'category',
      byProperty ? 'propertyId' : sql<number>`0`.as('propertyId'),
      (eb) => eb.fn.sum<number>('rowCount').as('count'),
      (eb) => eb.fn.sum<number>('amountCents').as('amountCents'),
    ])
    .groupBy(byProperty ? ['propertyId', 'category'] : ['category'])
    .execute();
  return rows.map((row) => ({
    propertyId: Number(row.propertyId),
    category: row.category,
    count: Number(row.count),
    amountCents: Number(row.amountCents),
  }));
}

async function sumLedger(
  db: Db,
  userId: number,
  filters: LedgerFilters,
  byProperty: boolean,
): Promise<PropertyCategorySum[]> {
  if (filters.text) return sumRows(db, userId, filters, byProperty);
  const fromYear = filters.from ? Number(filters.from.slice(0, 4)) : null;
  const toYear = filters.to ? Number(filters.to.slice(0, 4)) : null;
  const firstFull = fromYear === null ? null : filters.from?.endsWith('-01-01') ? fromYear : fromYear + 1;
  const lastFull = toYear === null ? null : filters.to?.endsWith('-12-31') ? toYear : toYear - 1;
  if (firstFull !== null && lastFull !== null && firstFull > lastFull)
    return sumRows(db, userId, filters, byProperty);
  const year = (value: number | null) => (value === null ? null : String(value).padStart(4, '0'));
  const parts = [sumYears(db, userId, filters, { first: year(firstFull), last: year(lastFull) }, byProperty)];
  if (filters.from && fromYear !== null && firstFull !== fromYear)
    parts.push(sumRows(db, userId, { ...filters, to: `${year(fromYear)}-12-31` }, byProperty));
  if (filters.to && toYear !== null && lastFull !== toYear)
    parts.push(sumRows(db, userId, { ...filters, from: `${year(toYear)}-01-01` }, byProperty));
  const sums = new Map<string, PropertyCategorySum>();
  for (const sum of (await Promise.all(parts)).flat()) {
    const key = `${sum.propertyId}:${sum.category}`;
    const seen = sums.get(key) ?? {
      propertyId: sum.propertyId,
      category: sum.category,
      count: 0,
      amountCents: 0,
    };
    seen.count += sum.count;
    seen.amountCents += sum.amountCents;
    sums.set(key, seen);
  }
  return [...sums.values()].filter((sum) => sum.count > 0);
}

/**
 * The number of the owner's transactions that pass the filters and their sum in cents per category. Whole years come
 * from ledger_year_totals; only the part of a year at either end of the period, or a text filter, reads the rows.
 */
export async function sumLedgerByCategory(
  db: Db,
  userId: number,
  filters: LedgerFilters,
): Promise<CategorySum[]> {
  return (await sumLedger(db, userId, filters, false)).map(({ propertyId: _, ...sum }) => sum);
}

/** The same sums split by property: one per property and category that has a transaction. */
export async function sumLedgerByPropertyAndCategory(
  db: Db,
  userId: number,
  filters: LedgerFilters,
): Promise<PropertyCategorySum[]> {
  return sumLedger(db, userId, filters, true);
}

/** A change to ledger_year_totals: rows and cents added (negative: taken away) to one property, year and category. */
export type LedgerYearDelta = {
  propertyId: number;
  year: string;
  category: string;
  rowCount: number;
  amountCents: number;
};

/** The changes that adding (sign 1) or removing (sign -1) `rows` makes to the sums, one per property, year and category. */
export function ledgerYearDeltas(
  rows: readonly { propertyId: number; date: string; category: string; amountCents: number }[],
  sign: 1 | -1,
): LedgerYearDelta[] {
  const deltas = new Map<string, LedgerYearDelta>();
  for (const row of rows) {
    const year = row.date.slice(0, 4);
    const key = `${row.propertyId}|${year}|${row.category}`;
    const delta = deltas.get(key) ?? {
      propertyId: row.propertyId,
      year,
      category: row.category,
      rowCount: 0,
      amountCents: 0,
    };
    delta.rowCount += sign;
    delta.amountCents += sign * row.amountCents;
    deltas.set(key, delta);
  }
  return [...deltas.values()];
}

/**
 * Applies the changes to the owner's sums and, when anything changed, raises the portfolio's revision (which also holds
 * the user's row lock to the end): call it in the transaction of the write it follows.
 */
export async function adjustLedgerYearTotals(
  db: Db,
  userId: number,
  deltas: readonly LedgerYearDelta[],
): Promise<void> {
  let isChanged = false;
  for (const delta of deltas) {
    if (delta.rowCount === 0 && delta.amountCents === 0) continue;
    isChanged = true;
    await db
      .insertInto('ledgerYearTotals')
      .values({ userId, ...delta })
      .onConflict((oc) =>
        oc.columns(['userId', 'propertyId', 'year', 'category']).doUpdateSet((eb) => ({
          rowCount: eb('ledgerYearTotals.rowCount', '+', delta.rowCount),
          amountCents: eb('ledgerYearTotals.amountCents', '+', delta.amountCents),
        })),
      )
      .execute();
  }
  // The figures read from the ledger (plan against actual) are kept per portfolio revision: a change raises it.
  if (isChanged) await bumpPortfolioRevision(db, userId);
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
