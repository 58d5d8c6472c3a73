import type { Db } from '../create-db';
import type { EpochMs, SessionRow } from '../schema';

/** Every session of `userId`, most recently used first. */
export async function findSessionsOfUser(db: Db, userId: number): Promise<SessionRow[]> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('lastSeenAt', 'desc')
    .orderBy('id')
    .execute();
}

/** Ends every session of `userId` but `keepSessionId` (none kept when it is null); answers the ids ended. */
export async function deleteSessionsOfUser(
  db: Db,
  userId: number,
  keepSessionId: string | null,
): Promise<string[]> {
  let query = db.deleteFrom('sessions').where('userId', '=', userId);
  if (keepSessionId !== null) query = query.where('id', '<>', keepSessionId);
  const rows = await query.returning('id').execute();
  return rows.map((row) => row.id);
}

/** Changes the password hash and ends every session of the user but `keepSessionId`, in one transaction. */
export async function changePasswordHash(
  db: Db,
  userId: number,
  passwordHash: string,
  keepSessionId: string,
  now: EpochMs,
): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ passwordHash, updatedAt: now }).where('id', '=', userId).execute();
    const rows = await trx
      .deleteFrom('sessions')
      .where('userId', '=', userId)
      .where('id', '<>', keepSessionId)
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  });
}

/** Deletes the user; every row that belongs to them goes with it (ON DELETE CASCADE on every user_id). */
export async function deleteUserById(db: Db, userId: number): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function getUserSettingsDocument(db: Db, userId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('userSettings')
    .select('settings')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.settings;
}

export async function saveUserSettingsDocument(
  db: Db,
  userId: number,
  settings: string,
  now: EpochMs,
): Promise<void> {
  await db
    .insertInto('userSettings')
    .values({ userId, settings, updatedAt: now })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ settings, updatedAt: now }))
    .execute();
}
