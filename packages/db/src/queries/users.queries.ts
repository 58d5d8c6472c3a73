import type { Db } from '../create-db';
import type { NewUserRow, UserRow, UserUpdate } from '../schema';

export function normalizeLoginKey(value: string): string {
  return value.trim().toLowerCase();
}

export async function getUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Finds the user whose username or e-mail matches `usernameOrEmail`, ignoring case. */
export async function findUserByLogin(db: Db, usernameOrEmail: string): Promise<UserRow | undefined> {
  const key = normalizeLoginKey(usernameOrEmail);
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('usernameKey', '=', key), eb('emailKey', '=', key)]))
    .orderBy('id')
    .executeTakeFirst();
}

export async function findUsersTakingIdentity(
  db: Db,
  identity: { usernameKey?: string; emailKey?: string },
  exceptUserId?: number,
): Promise<Pick<UserRow, 'id' | 'usernameKey' | 'emailKey'>[]> {
  const { usernameKey, emailKey } = identity;
  if (usernameKey === undefined && emailKey === undefined) return [];
  let query = db
    .selectFrom('users')
    .select(['id', 'usernameKey', 'emailKey'])
    .where((eb) => {
      const ors = [];
      if (usernameKey !== undefined) ors.push(eb('usernameKey', '=', usernameKey));
      if (emailKey !== undefined) ors.push(eb('emailKey', '=', emailKey));
      return eb.or(ors);
    });
  if (exceptUserId !== undefined) query = query.where('id', '<>', exceptUserId);
  return query.execute();
}

export async function createUser(db: Db, user: NewUserRow): Promise<UserRow> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

export async function updateUser(db: Db, id: number, changes: UserUpdate): Promise<UserRow | undefined> {
  return db.updateTable('users').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

/**
 * Applies `changes` only while the user's e-mail nonce is still `nonce`, and raises it: a confirmation link (or an
 * address change) takes effect once, and a second one racing it finds the nonce moved on. Answers the updated row.
 */
export async function updateUserAtEmailNonce(
  db: Db,
  id: number,
  nonce: number,
  changes: UserUpdate,
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ ...changes, emailNonce: nonce + 1 })
    .where('id', '=', id)
    .where('emailNonce', '=', nonce)
    .returningAll()
    .executeTakeFirst();
}

export async function getUserByUsernameKey(db: Db, usernameKey: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('usernameKey', '=', usernameKey).executeTakeFirst();
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A cheap query that succeeds only when the database answers (the health check). */
export async function pingDatabase(db: Db): Promise<void> {
  await db.selectFrom('users').select('id').limit(1).execute();
}

/** The built-in admin account (created by migration 0004-admin-identity), found by its role, never by its name. */
export async function getAdminUser(db: Db): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('role', '=', 'admin')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Takes the user's row lock for the rest of the transaction `trx`, so that a user's limited writes (a count, then an
 * insert within the limit) run one at a time: on PostgreSQL a second transaction waits here until the first commits,
 * then counts what it stored; on SQLite the write takes the database's write lock. A no-op update does both portably.
 */
/**
 * Marks a change to the user's portfolio (properties or goals): raises its revision. In a transaction it also holds the
 * user's row lock until the end, like lockUserForWrites, so one call both serialises and marks the change.
 */
export async function bumpPortfolioRevision(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ portfolioRevision: eb('portfolioRevision', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}

/** The revision of the user's portfolio now (0 for an unknown user). */
export async function getPortfolioRevision(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select('portfolioRevision')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.portfolioRevision ?? 0;
}

export async function lockUserForWrites(trx: Db, userId: number): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({ updatedAt: eb.ref('updatedAt') }))
    .where('id', '=', userId)
    .execute();
}
