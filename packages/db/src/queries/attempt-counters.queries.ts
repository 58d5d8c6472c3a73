import { sql } from 'kysely';
import type { Db } from '../create-db';

export type AttemptWindow = { key: string; count: number; resetAt: number };

/**
 * Counts one attempt on each key in one statement, and answers every window after it. A window that has ended starts
 * again at 1. The upsert is atomic on both databases, so concurrent attempts on several servers never lose a count.
 * Keys must be distinct.
 */
export async function hitAttemptCounters(
  db: Db,
  hits: readonly { key: string; windowMs: number }[],
  now: number,
): Promise<AttemptWindow[]> {
  if (hits.length === 0) return [];
  const rows = await db
    .insertInto('attemptCounters')
    .values(hits.map(({ key, windowMs }) => ({ key, count: 1, resetAt: now + windowMs })))
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when attempt_counters.reset_at <= ${now} then 1 else attempt_counters.count + 1 end`,
        resetAt: sql<number>`case when attempt_counters.reset_at <= ${now} then excluded.reset_at else attempt_counters.reset_at end`,
      }),
    )
    .returning(['key', 'count', 'resetAt'])
    .execute();
  return rows.map((row) => ({ key: row.key, count: Number(row.count), resetAt: Number(row.resetAt) }));
}

/** The current windows of `keys` (ended ones are left out). */
export async function readAttemptCounters(
  db: Db,
  keys: readonly string[],
  now: number,
): Promise<AttemptWindow[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .selectFrom('attemptCounters')
    .select(['key', 'count', 'resetAt'])
    .where('key', 'in', keys)
    .where('resetAt', '>', now)
    .execute();
  return rows.map((row) => ({ key: row.key, count: Number(row.count), resetAt: Number(row.resetAt) }));
}

export async function deleteAttemptCounters(db: Db, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.deleteFrom('attemptCounters').where('key', 'in', keys).execute();
}

/** Removes ended windows (the clean-up job). */
export async function deleteExpiredAttemptCounters(db: Db, now: number): Promise<number> {
  const result = await db.deleteFrom('attemptCounters').where('resetAt', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
