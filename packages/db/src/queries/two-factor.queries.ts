import type { Db } from '../create-db';
import type { EpochMs, LoginChallengeRow } from '../schema';

/**
 * Two-factor sign-in (docs/product.md "Two-factor sign-in"). Each check that must not pass twice (a time step, a
 * backup code, a challenge's tries) is one conditional UPDATE, so two requests at once cannot both pass it.
 */

/** Stores a new, not yet verified secret; refused (false) while two-factor sign-in is on. */
export async function setPendingTwoFactorSecret(
  db: Db,
  userId: number,
  sealedSecret: string,
  now: EpochMs,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ twoFactorSecret: sealedSecret, twoFactorLastStep: null, updatedAt: now })
    .where('id', '=', userId)
    .where('twoFactorEnabled', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Accepts the TOTP time step `step` for `userId` only if it is later than every step accepted before: true once,
 * false for a replay or an older code.
 */
export async function acceptTwoFactorStep(db: Db, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ twoFactorLastStep: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('twoFactorLastStep', 'is', null), eb('twoFactorLastStep', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Turns two-factor sign-in on with a fresh set of backup code hashes, replacing any earlier set. */
export async function enableTwoFactor(
  db: Db,
  userId: number,
  backupCodeHashes: readonly string[],
  now: EpochMs,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ twoFactorEnabled: 1, updatedAt: now })
      .where('id', '=', userId)
      .execute();
    await trx.deleteFrom('backupCodes').where('userId', '=', userId).execute();
    await trx
      .insertInto('backupCodes')
      .values(backupCodeHashes.map((codeHash) => ({ userId, codeHash, usedAt: null, createdAt: now })))
      .execute();
  });
}

/** Turns two-factor sign-in off: the secret, the last step, the backup codes and any half-finished sign-ins go. */
export async function disableTwoFactor(db: Db, userId: number, now: EpochMs): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ twoFactorEnabled: 0, twoFactorSecret: null, twoFactorLastStep: null, updatedAt: now })
      .where('id', '=', userId)
      .execute();
    await trx.deleteFrom('backupCodes').where('userId', '=', userId).execute();
    await trx.deleteFrom('loginChallenges').where('userId', '=', userId).execute();
  });
}

/** Marks the unused backup code with hash `codeHash` as used: true once, false if it is unknown or was used. */
export async function useBackupCode(
  db: Db,
  userId: number,
  codeHash: string,
  now: EpochMs,
): Promise<boolean> {
  const result = await db
    .updateTable('backupCodes')
    .set({ usedAt: now })
    .where('userId', '=', userId)
    .where('codeHash', '=', codeHash)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countUnusedBackupCodes(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('backupCodes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function createLoginChallenge(
  db: Db,
  challenge: { id: string; userId: number; createdAt: EpochMs; expiresAt: EpochMs },
): Promise<void> {
  await db.insertInto('loginChallenges').values(challenge).execute();
}

/**
 * Counts one try on a live challenge, if it has tries left (fewer than `maxAttempts` so far); answers the challenge
 * after the count, or undefined when it is unknown, expired or out of tries.
 */
export async function takeLoginChallengeAttempt(
  db: Db,
  id: string,
  now: EpochMs,
  maxAttempts: number,
): Promise<LoginChallengeRow | undefined> {
  return db
    .updateTable('loginChallenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('expiresAt', '>', now)
    .where('attempts', '<', maxAttempts)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteLoginChallenge(db: Db, id: string): Promise<void> {
  await db.deleteFrom('loginChallenges').where('id', '=', id).execute();
}

/** Removes expired challenges; answers how many. */
export async function deleteExpiredLoginChallenges(db: Db, now: EpochMs): Promise<number> {
  const result = await db.deleteFrom('loginChallenges').where('expiresAt', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
