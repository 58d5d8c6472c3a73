import type { Db } from '../create-db';
import type { DealAnalysisRow, NewDealAnalysisRow } from '../schema';

export async function createDealAnalysis(db: Db, row: NewDealAnalysisRow): Promise<DealAnalysisRow> {
  return db.insertInto('dealAnalyses').values(row).returningAll().executeTakeFirstOrThrow();
}

/** The owner's saved analyses, newest first. */
export async function findDealAnalysesByOwner(
  db: Db,
  userId: number,
  limit = 200,
): Promise<DealAnalysisRow[]> {
  return db
    .selectFrom('dealAnalyses')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** One analysis, only if `userId` owns it. */
export async function getDealAnalysisForOwner(
  db: Db,
  userId: number,
  id: number,
): Promise<DealAnalysisRow | undefined> {
  return db
    .selectFrom('dealAnalyses')
    .selectAll()
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** Deletes the analysis if `userId` owns it; answers whether a row went. */
export async function deleteDealAnalysisForOwner(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('dealAnalyses')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function countDealAnalysesByOwner(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('dealAnalyses')
    .where('userId', '=', userId)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
