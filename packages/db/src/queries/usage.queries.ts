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

/**
 * Adds one to the counter unless it has reached `limit`, in one statement, so that concurrent requests can never pass
 * the limit together. Answers the new count, or null when the limit was already reached.
 */
export async function incrementUsageWithin(
  db: Db,
  userId: number,
  metric: string,
  period: string,
  limit: number,
): Promise<number | null> {
  if (limit <= 0) return null;
  const row = await db
    .insertInto('usageCounters')
    .values({ userId, metric, period, count: 1 })
    .onConflict((oc) =>
      oc
        .columns(['userId', 'metric', 'period'])
        .doUpdateSet((eb) => ({ count: eb('usageCounters.count', '+', 1) }))
        .where('usageCounters.count', '<', limit),
    )
    .returning('count')
    .executeTakeFirst();
  return row?.count ?? null;
}

/** Adds `amount` to each counter, in one transaction (one commit, one fsync, however many counters). */
export async function addUsageCounts(
  db: Db,
  counts: { userId: number; metric: string; period: string; amount: number }[],
): Promise<void> {
  if (counts.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (const { userId, metric, period, amount } of counts) {
      await trx
        .insertInto('usageCounters')
        .values({ userId, metric, period, count: amount })
        .onConflict((oc) =>
          oc
            .columns(['userId', 'metric', 'period'])
            .doUpdateSet((eb) => ({ count: eb('usageCounters.count', '+', amount) })),
        )
        .execute();
    }
  });
}
