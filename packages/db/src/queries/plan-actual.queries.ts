import { sql } from 'kysely';
import type { Db } from '../create-db';
import type { PropertyRow } from '../schema';

/**
 * The owner's properties, oldest first (one of them when `propertyId` is given), every column: the plan against actual
 * and the demo ledger both go through a portfolio in the order it was built.
 */
export async function findPropertiesForPlan(
  db: Db,
  userId: number,
  propertyId: number | undefined,
  limit: number,
): Promise<PropertyRow[]> {
  let query = db.selectFrom('properties').selectAll().where('userId', '=', userId);
  if (propertyId !== undefined) query = query.where('id', '=', propertyId);
  return query.orderBy('createdAt').orderBy('id').limit(limit).execute();
}

/**
 * The owner's net cash of each day of each property up to `to` (YYYY-MM-DD): the categories in `income` count in,
 * those in `costs` out, the others not at all. Oldest day first.
 */
export async function findLedgerDailyNets(
  db: Db,
  userId: number,
  {
    income,
    costs,
    to,
    propertyId,
  }: { income: readonly string[]; costs: readonly string[]; to: string; propertyId?: number },
): Promise<{ propertyId: number; date: string; cents: number }[]> {
  let query = db
    .selectFrom('ledgerTransactions')
    .where('userId', '=', userId)
    .where('date', '<=', to)
    .where('category', 'in', [...income, ...costs]);
  if (propertyId !== undefined) query = query.where('propertyId', '=', propertyId);
  const rows = await query
    .select([
      'propertyId',
      'date',
      sql<number>`sum(case when ${sql.ref('category')} in (${sql.join(income)}) then ${sql.ref('amountCents')}
        else -${sql.ref('amountCents')} end)`.as('cents'),
    ])
    .groupBy(['propertyId', 'date'])
    .orderBy('propertyId')
    .orderBy('date')
    .execute();
  return rows.map((row) => ({ propertyId: row.propertyId, date: row.date, cents: Number(row.cents) }));
}

/** Which of `propertyIds` have at least one ledger row. */
export async function findPropertyIdsWithLedger(
  db: Db,
  userId: number,
  propertyIds: readonly number[],
): Promise<Set<number>> {
  if (propertyIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('ledgerTransactions')
    .select('propertyId')
    .distinct()
    .where('userId', '=', userId)
    .where('propertyId', 'in', [...propertyIds])
    .execute();
  return new Set(rows.map((row) => row.propertyId));
}
