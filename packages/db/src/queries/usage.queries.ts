import type { Db } from '../create-db';

export async function getUsageCount(db: Db, userId: number, metric: string, period: string): Promise<number> {
  const row = await db
    .selectFrom('usageCounters')
    .select('count')
    .where('userId', '=', userId)
    .where('metric', '=', metric)
    .where('period', '=', period)
    .executeTakeFirst();
  return row?.count ?? 0;
}

/** Adds one to the counter in a single statement, so that concurrent requests never lose a count. */
export async function incrementUsage(
  db: Db,
  userId: number,
  metric: string,
  period: string,
): Promise<number> {
  const row = await db
    .insertInto('usageCounters')
    .values({ userId, metric, period, count: 1 })
    .onConflict((oc) =>
      oc
        .columns(['userId', 'metric', 'period'])
        .doUpdateSet((eb) => ({ count: eb('usageCounters.count', '+', 1) })),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return row.count;
}
