import { randomUUID } from 'node:crypto';
import {
  LEDGER_LIMITS,
  LEDGER_MESSAGES,
  PROPERTY_MESSAGES,
  RECEIPT_EXTENSIONS,
  RENT_ROLL_MESSAGES,
  type TLedgerListQuery,
  type TLedgerPage,
  type TLedgerRecategorizeRequest,
  type TLedgerTransaction,
  type TLedgerTransactionPatch,
  type TLedgerTransactionRequest,
  type TReceiptInfo,
} from '@rentfolio/contracts';
import {
  adjustLedgerYearTotals,
  clearUnitsOfRowsLeaving,
  type Db,
  deleteLedgerTransactionForOwner,
  findLedgerTransactions,
  findLedgerTransactionsByIds,
  findReceiptFileKeys,
  findUnitsByIds,
  getLedgerTransactionForOwner,
  insertLedgerTransactions,
  type LedgerFilters,
  type LedgerTransactionRow,
  type LedgerTransactionUpdate,
  ledgerSearchText,
  ledgerYearDeltas,
  sumLedgerByCategory,
  type UserRow,
  updateLedgerTransactionsForOwner,
} from '@rentfolio/db';
import { asCents, fromCents, LEDGER_CATEGORIES, type TLedgerCategory, toCents } from '@rentfolio/finance';
import type { AppContext } from '../context';
import { badRequest, notFound } from '../lib/http-error';

// The ledger's rules (docs/product.md "Ledger"): every row belongs to one of its owner's properties; a payment split
// over several parts is stored as one row per part, sharing a split id, all or none. Every write keeps the sums by
// property, year and category (ledger_year_totals) in its own transaction, and a list's totals read those.

const isCategory = (value: string): value is TLedgerCategory => value in LEDGER_CATEGORIES;
const isReceiptType = (value: string | null): value is TReceiptInfo['type'] =>
  value !== null && value in RECEIPT_EXTENSIONS;

export function toLedgerTransactionDto(row: LedgerTransactionRow): TLedgerTransaction {
  return {
    id: row.id,
    propertyId: row.propertyId,
    unitId: row.unitId,
    date: row.date,
    amount: fromCents(asCents(row.amountCents)),
    category: isCategory(row.category) ? row.category : 'other',
    payee: row.payee,
    memo: row.memo,
    splitId: row.splitId,
    source: row.source === 'recurring' || row.source === 'import' ? row.source : 'manual',
    receipt:
      row.receiptName !== null && isReceiptType(row.receiptType) && row.receiptSize !== null
        ? { name: row.receiptName, type: row.receiptType, size: row.receiptSize }
        : null,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** Refuses with 404 unless every id is one of the owner's properties. */
export async function checkPropertiesOwned(db: Db, userId: number, ids: readonly number[]): Promise<void> {
  const wanted = [...new Set(ids)];
  const found = await db
    .selectFrom('properties')
    .select('id')
    .where('userId', '=', userId)
    .where('id', 'in', wanted)
    .execute();
  if (found.length !== wanted.length) throw notFound(PROPERTY_MESSAGES.notFound);
}

/**
 * Refuses a unit that is not the owner's (404, as another user's record) or not of the row's property (400). Rows
 * without a unit pass.
 */
export async function checkUnitsOfProperties(
  db: Db,
  userId: number,
  rows: readonly { propertyId: number; unitId?: number | null | undefined }[],
): Promise<void> {
  const named = rows.filter(
    (row): row is { propertyId: number; unitId: number } => typeof row.unitId === 'number',
  );
  if (named.length === 0) return;
  const units = new Map(
    (await findUnitsByIds(db, userId, [...new Set(named.map((row) => row.unitId))])).map((unit) => [
      unit.id,
      unit,
    ]),
  );
  for (const row of named) {
    const unit = units.get(row.unitId);
    if (!unit) throw notFound(RENT_ROLL_MESSAGES.notFound);
    if (unit.propertyId !== row.propertyId) throw badRequest(RENT_ROLL_MESSAGES.unitOfProperty);
  }
}

/** Adds a payment: one row per part, all in one database transaction. */
export async function createLedgerTransaction(
  ctx: AppContext,
  user: UserRow,
  payment: TLedgerTransactionRequest,
): Promise<TLedgerTransaction[]> {
  const now = ctx.now();
  const payee = payment.payee ?? '';
  const memo = payment.memo ? payment.memo : null;
  const splitId = payment.parts.length > 1 ? randomUUID() : null;
  const rows = await ctx.db.transaction().execute(async (trx) => {
    await checkPropertiesOwned(
      trx,
      user.id,
      payment.parts.map((part) => part.propertyId),
    );
    await checkUnitsOfProperties(trx, user.id, payment.parts);
    const inserted = await insertLedgerTransactions(
      trx,
      payment.parts.map((part) => ({
        userId: user.id,
        propertyId: part.propertyId,
        unitId: part.unitId ?? null,
        date: payment.date,
        amountCents: toCents(part.amount),
        category: part.category,
        payee,
        memo,
        splitId,
        source: 'manual',
        bookingKey: null,
        searchText: ledgerSearchText({ payee, memo }),
        createdAt: now,
        updatedAt: now,
      })),
    );
    await adjustLedgerYearTotals(trx, user.id, ledgerYearDeltas(inserted, 1));
    return inserted;
  });
  return rows.map(toLedgerTransactionDto);
}

export async function getLedgerTransaction(
  ctx: AppContext,
  user: UserRow,
  id: number,
): Promise<TLedgerTransaction> {
  const row = await getLedgerTransactionForOwner(ctx.db, user.id, id);
  if (!row) throw notFound(LEDGER_MESSAGES.notFound);
  return toLedgerTransactionDto(row);
}

/** Changes one row; the other parts of its split stay as they are. */
export async function updateLedgerTransaction(
  ctx: AppContext,
  user: UserRow,
  id: number,
  patch: TLedgerTransactionPatch,
): Promise<TLedgerTransaction> {
  const row = await ctx.db.transaction().execute(async (trx) => {
    const existing = await getLedgerTransactionForOwner(trx, user.id, id);
    if (!existing) throw notFound(LEDGER_MESSAGES.notFound);
    if (patch.propertyId !== undefined) await checkPropertiesOwned(trx, user.id, [patch.propertyId]);
    const propertyId = patch.propertyId ?? existing.propertyId;
    // A row that moves to another property leaves its unit behind unless a unit of the new one is named.
    const unitId =
      patch.unitId !== undefined ? patch.unitId : propertyId === existing.propertyId ? existing.unitId : null;
    await checkUnitsOfProperties(trx, user.id, [{ propertyId, unitId }]);
    const payee = patch.payee ?? existing.payee;
    const memo = patch.memo === undefined ? existing.memo : patch.memo || null;
    const changes: LedgerTransactionUpdate = {
      payee,
      memo,
      searchText: ledgerSearchText({ payee, memo }),
      updatedAt: ctx.now(),
      ...(patch.date !== undefined ? { date: patch.date } : {}),
      ...(patch.propertyId !== undefined ? { propertyId: patch.propertyId } : {}),
      unitId,
      ...(patch.category !== undefined ? { category: patch.category } : {}),
      ...(patch.amount !== undefined ? { amountCents: toCents(patch.amount) } : {}),
    };
    const [updated] = await updateLedgerTransactionsForOwner(trx, user.id, [id], changes);
    if (updated)
      await adjustLedgerYearTotals(trx, user.id, [
        ...ledgerYearDeltas([existing], -1),
        ...ledgerYearDeltas([updated], 1),
      ]);
    return updated;
  });
  if (!row) throw notFound(LEDGER_MESSAGES.notFound);
  return toLedgerTransactionDto(row);
}

/** Deletes one row, and its receipt with it (the row cascades; a receipt's file goes once that has committed). */
export async function deleteLedgerTransaction(ctx: AppContext, user: UserRow, id: number): Promise<void> {
  const fileKeys = await ctx.db.transaction().execute(async (trx) => {
    const existing = await getLedgerTransactionForOwner(trx, user.id, id);
    const keys = existing ? await findReceiptFileKeys(trx, user.id, { transactionIds: [id] }) : [];
    if (!existing || !(await deleteLedgerTransactionForOwner(trx, user.id, id)))
      throw notFound(LEDGER_MESSAGES.notFound);
    await adjustLedgerYearTotals(trx, user.id, ledgerYearDeltas([existing], -1));
    return keys;
  });
  await ctx.receipts.remove(user.id, fileKeys);
}

/**
 * Puts many rows in one category (and one property, if given): all of them or, when any id is not the owner's, none
 * (404).
 */
export async function recategorizeLedgerTransactions(
  ctx: AppContext,
  user: UserRow,
  request: TLedgerRecategorizeRequest,
): Promise<{ updated: number }> {
  const ids = [...new Set(request.ids)];
  return ctx.db.transaction().execute(async (trx) => {
    if (request.propertyId !== undefined) await checkPropertiesOwned(trx, user.id, [request.propertyId]);
    const owned = await findLedgerTransactionsByIds(trx, user.id, ids);
    if (owned.length !== ids.length) throw notFound(LEDGER_MESSAGES.notFound);
    if (request.propertyId !== undefined)
      await clearUnitsOfRowsLeaving(trx, user.id, ids, request.propertyId);
    const updated = await updateLedgerTransactionsForOwner(trx, user.id, ids, {
      category: request.category,
      updatedAt: ctx.now(),
      ...(request.propertyId !== undefined ? { propertyId: request.propertyId } : {}),
    });
    await adjustLedgerYearTotals(trx, user.id, [
      ...ledgerYearDeltas(owned, -1),
      ...ledgerYearDeltas(updated, 1),
    ]);
    return { updated: updated.length };
  });
}

/** One page of the owner's ledger, newest first, with the totals of everything the filters pass. */
export async function listLedgerTransactions(
  ctx: AppContext,
  user: UserRow,
  query: TLedgerListQuery,
): Promise<TLedgerPage> {
  if (query.propertyId !== undefined) await checkPropertiesOwned(ctx.db, user.id, [query.propertyId]);
  const filters: LedgerFilters = {
    ...(query.propertyId !== undefined ? { propertyId: query.propertyId } : {}),
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
    ...(query.category && query.category.length > 0 ? { categories: query.category } : {}),
    ...(query.q ? { text: query.q } : {}),
  };
  const page = { limit: query.limit ?? LEDGER_LIMITS.defaultPageSize, offset: query.offset ?? 0 };
  const [rows, sums] = await Promise.all([
    findLedgerTransactions(ctx.db, user.id, filters, page),
    sumLedgerByCategory(ctx.db, user.id, filters),
  ]);
  let count = 0;
  let inCents = 0;
  let outCents = 0;
  const byCategory: TLedgerPage['totals']['byCategory'] = [];
  for (const sum of sums) {
    if (!isCategory(sum.category)) continue;
    count += sum.count;
    if (LEDGER_CATEGORIES[sum.category].direction === 'in') inCents += sum.amountCents;
    else outCents += sum.amountCents;
    byCategory.push({
      category: sum.category,
      count: sum.count,
      amount: fromCents(asCents(sum.amountCents)),
    });
  }
  const order = Object.keys(LEDGER_CATEGORIES);
  byCategory.sort((a, b) => order.indexOf(a.category) - order.indexOf(b.category));
  return {
    items: rows.map(toLedgerTransactionDto),
    totals: {
      count,
      moneyIn: fromCents(asCents(inCents)),
      moneyOut: fromCents(asCents(outCents)),
      net: fromCents(asCents(inCents - outCents)),
      byCategory,
    },
  };
}
