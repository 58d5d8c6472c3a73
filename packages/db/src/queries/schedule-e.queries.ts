import type { Db } from '../create-db';
import type { ScheduleEUseRow } from '../schema';

/** The owner's properties as Schedule E names them (line 1a's address, 1b's type), by id. */
export async function findPropertiesForScheduleE(db: Db, userId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('properties')
    .select(['id', 'address', 'city', 'state', 'zipCode', 'propertyType', 'createdAt'])
    .where('userId', '=', userId)
    .where('id', 'in', [...ids])
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** Every year in which the owner's ledger has a row, newest first ('YYYY'). */
export async function findLedgerYears(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('ledgerYearTotals')
    .select('year')
    .distinct()
    .where('userId', '=', userId)
    .where('rowCount', '>', 0)
    .orderBy('year', 'desc')
    .execute();
  return rows.map((row) => row.year);
}

/** How the owner's properties were used in `year` (only those whose use was set). */
export async function findScheduleEUses(db: Db, userId: number, year: string): Promise<ScheduleEUseRow[]> {
  return db
    .selectFrom('propertyYearUses')
    .selectAll()
    .where('userId', '=', userId)
    .where('year', '=', year)
    .execute();
}

/** Sets one property's use in a year (the caller has checked that the property is the owner's). */
export async function upsertScheduleEUse(db: Db, row: ScheduleEUseRow): Promise<void> {
  const { userId: _userId, propertyId: _propertyId, year: _year, ...changes } = row;
  await db
    .insertInto('propertyYearUses')
    .values(row)
    .onConflict((oc) => oc.columns(['propertyId', 'year']).doUpdateSet(changes))
    .execute();
}
