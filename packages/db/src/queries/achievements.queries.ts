import type { Db } from '../create-db';
import type { AchievementRow } from '../schema';

/** The user's achievements, newest first. */
export async function findAchievements(db: Db, userId: number): Promise<AchievementRow[]> {
  return db
    .selectFrom('achievements')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('earnedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/**
 * Awards achievements, each at most once per user (the unique key decides between two evaluations at once), and
 * answers only the rows this call added.
 */
export async function awardAchievements(
  db: Db,
  rows: { userId: number; key: string; value: number; earnedAt: number }[],
): Promise<AchievementRow[]> {
  if (rows.length === 0) return [];
  return db
    .insertInto('achievements')
    .values(rows.map((row) => ({ ...row, viewedAt: null })))
    .onConflict((oc) => oc.columns(['userId', 'key']).doNothing())
    .returningAll()
    .execute();
}

/** Marks one of the owner's achievements viewed (the first view is kept); undefined when it is not theirs. */
export async function markAchievementViewed(
  db: Db,
  userId: number,
  id: number,
  viewedAt: number,
): Promise<AchievementRow | undefined> {
  await db
    .updateTable('achievements')
    .set({ viewedAt })
    .where('userId', '=', userId)
    .where('id', '=', id)
    .where('viewedAt', 'is', null)
    .execute();
  return db
    .selectFrom('achievements')
    .selectAll()
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Marks every unviewed achievement of the owner viewed at once (Mark all as read); answers how many it marked. */
export async function markAllAchievementsViewed(db: Db, userId: number, viewedAt: number): Promise<number> {
  const result = await db
    .updateTable('achievements')
    .set({ viewedAt })
    .where('userId', '=', userId)
    .where('viewedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Every period of one usage metric with its count, oldest first (the days of activity behind the streaks). */
export async function findUsagePeriods(
  db: Db,
  userId: number,
  metric: string,
): Promise<{ period: string; count: number }[]> {
  return db
    .selectFrom('usageCounters')
    .select(['period', 'count'])
    .where('userId', '=', userId)
    .where('metric', '=', metric)
    .orderBy('period', 'asc')
    .execute();
}

/** The days and total values of the user's snapshots, oldest first (the growth streak). */
export async function findSnapshotValues(
  db: Db,
  userId: number,
): Promise<{ day: string; totalValueCents: number }[]> {
  return db
    .selectFrom('portfolioSnapshots')
    .select(['day', 'totalValueCents'])
    .where('userId', '=', userId)
    .orderBy('day', 'asc')
    .execute();
}
