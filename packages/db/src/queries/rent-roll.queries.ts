import { sql } from 'kysely';
import type { Db } from '../create-db';
import type { NewPropertyUnitRow, PropertyUnitRow, PropertyUnitUpdate } from '../schema';

// The rent roll (docs/product.md "Rent roll"): units, the rent the ledger received for them, and the grace period.

/** The owner's units, of one property or all, by property and then in the order they were added. */
export async function findUnits(db: Db, userId: number, propertyId?: number): Promise<PropertyUnitRow[]> {
  return db
    .selectFrom('propertyUnits')
    .selectAll()
    .where('userId', '=', userId)
    .$if(propertyId !== undefined, (q) => q.where('propertyId', '=', propertyId as number))
    .orderBy('propertyId')
    .orderBy('id')
    .execute();
}

/** How many units the owner has in all, and in one property. */
export async function countUnits(
  db: Db,
  userId: number,
  propertyId: number,
): Promise<{ all: number; property: number }> {
  const row = await db
    .selectFrom('propertyUnits')
    .select((eb) => [
      eb.fn.countAll<number>().as('all'),
      eb.fn.sum<number>(eb.case().when('propertyId', '=', propertyId).then(1).else(0).end()).as('property'),
    ])
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return { all: Number(row.all), property: Number(row.property ?? 0) };
}

export async function getUnitForOwner(
  db: Db,
  userId: number,
  id: number,
): Promise<PropertyUnitRow | undefined> {
  return db
    .selectFrom('propertyUnits')
    .selectAll()
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertUnit(db: Db, row: NewPropertyUnitRow): Promise<PropertyUnitRow> {
  return db.insertInto('propertyUnits').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateUnitForOwner(
  db: Db,
  userId: number,
  id: number,
  changes: PropertyUnitUpdate,
): Promise<PropertyUnitRow | undefined> {
  return db
    .updateTable('propertyUnits')
    .set(changes)
    .where('userId', '=', userId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes a unit; the ledger rows that named it keep their property and lose the unit (ON DELETE SET NULL). */
export async function deleteUnitForOwner(db: Db, userId: number, id: number): Promise<boolean> {
  // SQLite applies the foreign key's SET NULL only with foreign keys on; done here too, so it never depends on it.
  await db
    .updateTable('ledgerTransactions')
    .set({ unitId: null })
    .where('userId', '=', userId)
    .where('unitId', '=', id)
    .execute();
  const result = await db
    .deleteFrom('propertyUnits')
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export type RentReceivedRow = { propertyId: number; unitId: number | null; month: string; cents: number };

/**
 * The rent the ledger received (category 'rents', refunds netted in) by property, unit and month, from `from` to `to`
 * (YYYY-MM-DD, both included).
 */
export async function findRentReceived(
  db: Db,
  userId: number,
  from: string,
  to: string,
): Promise<RentReceivedRow[]> {
  const month = sql<string>`substr(${sql.ref('date')}, 1, 7)`;
  const rows = await db
    .selectFrom('ledgerTransactions')
    .select((eb) => [
      'propertyId',
      'unitId',
      month.as('month'),
      eb.fn.sum<number | string>('amountCents').as('cents'),
    ])
    .where('userId', '=', userId)
    .where('category', '=', 'rents')
    .where('date', '>=', from)
    .where('date', '<=', to)
    .groupBy(['propertyId', 'unitId', month])
    .execute();
  return rows.map((row) => ({
    propertyId: row.propertyId,
    unitId: row.unitId,
    month: row.month,
    cents: Number(row.cents),
  }));
}

/** The user's grace period in days, or null when never set. */
export async function getRentGraceDays(db: Db, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('rentRollSettings')
    .select('graceDays')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row ? row.graceDays : null;
}

export async function setRentGraceDays(
  db: Db,
  userId: number,
  graceDays: number,
  now: number,
): Promise<void> {
  await db
    .insertInto('rentRollSettings')
    .values({ userId, graceDays, updatedAt: now })
    .onConflict((conflict) => conflict.column('userId').doUpdateSet({ graceDays, updatedAt: now }))
    .execute();
}

/** The users with a let unit (a lease start), lowest id first, after `afterUserId`: the reminder job's pages. */
export async function findUsersWithLetUnits(db: Db, afterUserId: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('propertyUnits')
    .select('userId')
    .distinct()
    .where('leaseStart', 'is not', null)
    .where('userId', '>', afterUserId)
    .orderBy('userId')
    .limit(limit)
    .execute();
  return rows.map((row) => row.userId);
}

/** The owner's units among `ids` (another user's id finds nothing). */
export async function findUnitsByIds(
  db: Db,
  userId: number,
  ids: readonly number[],
): Promise<PropertyUnitRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('propertyUnits')
    .selectAll()
    .where('userId', '=', userId)
    .where('id', 'in', [...ids])
    .execute();
}

/** Before rows move to another property: the units they named (of their old property) are taken off them. */
export async function clearUnitsOfRowsLeaving(
  db: Db,
  userId: number,
  ids: readonly number[],
  propertyId: number,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('ledgerTransactions')
    .set({ unitId: null })
    .where('userId', '=', userId)
    .where('id', 'in', [...ids])
    .where('propertyId', '!=', propertyId)
    .execute();
}

/** The address and purchase date of the owner's properties among `ids`. */
export async function findPropertyAddresses(
  db: Db,
  userId: number,
  ids: readonly number[],
): Promise<{ id: number; address: string; purchaseDate: string | null }[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('properties')
    .select(['id', 'address', 'purchaseDate'])
    .where('userId', '=', userId)
    .where('id', 'in', [...ids])
    .execute();
}
