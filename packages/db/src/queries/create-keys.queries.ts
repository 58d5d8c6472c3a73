import type { Db } from '../create-db';

/** The create a user's Idempotency-Key made earlier, if any (migration 0016). */
export async function findCreateKey(db: Db, userId: number, idempotencyKey: string) {
  return db
    .selectFrom('createKeys')
    .select(['requestHash', 'resourceId'])
    .where('userId', '=', userId)
    .where('idempotencyKey', '=', idempotencyKey)
    .executeTakeFirst();
}

/** Records what a create with an Idempotency-Key made; in the create's own transaction, so both commit together. */
export async function insertCreateKey(
  db: Db,
  row: { userId: number; idempotencyKey: string; requestHash: string; resourceId: number; createdAt: number },
): Promise<void> {
  await db.insertInto('createKeys').values(row).execute();
}
