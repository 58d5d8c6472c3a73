import { describe, expect, it } from 'vitest';
import { createEmptyTestDb, TEST_DIALECTS, whileMigrating } from '../../../apps/server/test/setup/test-db';
import { getAppliedVersion, getLatestVersion, migrateToLatest } from '../src';

describe.each(TEST_DIALECTS)('migrations on %s', (dialect) => {
  it('bring a fresh database to the latest version, and a second run applies nothing', async () => {
    const db = await createEmptyTestDb(dialect);
    try {
      expect(await getAppliedVersion(db.handle)).toBeNull();
      const first = await whileMigrating(db, () => migrateToLatest(db.handle));
      expect(first.applied.length).toBeGreaterThan(0);
      expect(first.latest).toBe(getLatestVersion(dialect));
      expect(await getAppliedVersion(db.handle)).toBe(getLatestVersion(dialect));
      const second = await whileMigrating(db, () => migrateToLatest(db.handle));
      expect(second.applied).toEqual([]);
    } finally {
      await db.drop();
    }
  });

  it('store booleans, epoch milliseconds and cents the same way on both databases', async () => {
    const db = await createEmptyTestDb(dialect);
    try {
      await whileMigrating(db, () => migrateToLatest(db.handle));
      const at = Date.UTC(2030, 0, 1, 12, 30, 45, 123);
      const row = await db.handle.db
        .insertInto('users')
        .values({
          username: 'convention',
          usernameKey: 'convention',
          email: 'c@example.com',
          emailKey: 'c@example.com',
          name: 'Convention',
          passwordHash: null,
          role: 'user',
          plan: 'free',
          profilePicture: null,
          twoFactorEnabled: 1,
          twoFactorSecret: null,
          twoFactorLastStep: 2 ** 40,
          createdAt: at,
          updatedAt: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      expect(row.createdAt).toBe(at);
      expect(typeof row.createdAt).toBe('number');
      expect(row.twoFactorEnabled).toBe(1);
      expect(row.twoFactorLastStep).toBe(2 ** 40);
    } finally {
      await db.drop();
    }
  });

  it('enforce foreign keys: a session of a deleted user goes with it', async () => {
    const db = await createEmptyTestDb(dialect);
    try {
      await whileMigrating(db, () => migrateToLatest(db.handle));
      const user = await db.handle.db
        .insertInto('users')
        .values({
          username: 'fk',
          usernameKey: 'fk',
          email: 'fk@example.com',
          emailKey: 'fk@example.com',
          name: 'FK',
          passwordHash: null,
          role: 'user',
          plan: 'free',
          profilePicture: null,
          twoFactorSecret: null,
          twoFactorLastStep: null,
          createdAt: 1,
          updatedAt: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.handle.db
        .insertInto('sessions')
        .values({ id: 's1', userId: user.id, createdAt: 1, lastSeenAt: 1, userAgent: null })
        .execute();
      await expect(
        db.handle.db
          .insertInto('sessions')
          .values({ id: 's2', userId: 9999, createdAt: 1, lastSeenAt: 1, userAgent: null })
          .execute(),
      ).rejects.toThrow();
      await db.handle.db.deleteFrom('users').where('id', '=', user.id).execute();
      expect(await db.handle.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
    } finally {
      await db.drop();
    }
  });
});
