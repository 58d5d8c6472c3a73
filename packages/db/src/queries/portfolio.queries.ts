import type { Db } from '../create-db';
import type { PortfolioGoalsRow, PortfolioSnapshotRow } from '../schema';

export type SnapshotValues = Omit<PortfolioSnapshotRow, 'userId' | 'day' | 'writtenAt'>;

/** Writes the user's snapshot of `day`, replacing one written earlier that day: one row per user per day. */
export async function upsertSnapshot(
  db: Db,
  userId: number,
  day: string,
  values: SnapshotValues,
  writtenAt: number,
): Promise<void> {
  await db
    .insertInto('portfolioSnapshots')
    .values({ userId, day, ...values, writtenAt })
    .onConflict((oc) => oc.columns(['userId', 'day']).doUpdateSet({ ...values, writtenAt }))
    .execute();
}

/** Writes the user's snapshot of `day` unless one exists; answers whether it wrote one. */
export async function insertSnapshotIfMissing(
  db: Db,
  userId: number,
  day: string,
  values: SnapshotValues,
  writtenAt: number,
): Promise<boolean> {
  const result = await db
    .insertInto('portfolioSnapshots')
    .values({ userId, day, ...values, writtenAt })
    .onConflict((oc) => oc.columns(['userId', 'day']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The latest snapshot on or before `day` (YYYY-MM-DD). */
export async function getLatestSnapshotOnOrBefore(
  db: Db,
  userId: number,
  day: string,
): Promise<PortfolioSnapshotRow | undefined> {
  return db
    .selectFrom('portfolioSnapshots')
    .selectAll()
    .where('userId', '=', userId)
    .where('day', '<=', day)
    .orderBy('day', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The user's snapshots from `fromDay` on, oldest first. */
export async function findSnapshots(
  db: Db,
  userId: number,
  fromDay: string,
): Promise<PortfolioSnapshotRow[]> {
  return db
    .selectFrom('portfolioSnapshots')
    .selectAll()
    .where('userId', '=', userId)
    .where('day', '>=', fromDay)
    .orderBy('day', 'asc')
    .execute();
}

export async function getGoals(db: Db, userId: number): Promise<PortfolioGoalsRow | undefined> {
  return db.selectFrom('portfolioGoals').selectAll().where('userId', '=', userId).executeTakeFirst();
}

export async function upsertGoals(db: Db, row: PortfolioGoalsRow): Promise<void> {
  const { userId, ...values } = row;
  await db
    .insertInto('portfolioGoals')
    .values(row)
    .onConflict((oc) => oc.column('userId').doUpdateSet(values))
    .execute();
}

/** The projected monthly cash flow (cents) of the owner's properties among `ids`, by property. */
export async function findProjectedCashFlows(
  db: Db,
  userId: number,
  ids: readonly number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('properties')
    .select(['id', 'monthlyCashFlowCents'])
    .where('userId', '=', userId)
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, Number(row.monthlyCashFlowCents)]));
}

/** Whether the owner's ledger has any row (its year totals hold a count per property, year and category). */
export async function hasLedgerRows(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('ledgerYearTotals')
    .select('userId')
    .where('userId', '=', userId)
    .where('rowCount', '>', 0)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
