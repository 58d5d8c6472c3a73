import { afterEach, describe, expect, it } from 'vitest';
import { holdWriteLock } from '../../../apps/server/test/setup/sqlite-lock';
import { createTestDb, type TestDb } from '../../../apps/server/test/setup/test-db';

// Another process writing the same SQLite file (db:migrate, db:seed-demo, a sqlite3 session, a second server):
// a transaction of ours that reads first and then writes must wait for the lock, not fail. With Kysely's plain BEGIN
// it read a snapshot, waited for the other writer, and then failed at once with "database is locked", because the
// other writer's commit had made that snapshot stale. BEGIN IMMEDIATE (create-db.ts) takes the lock first.

describe('SQLite transactions beside another writer', () => {
  let db: TestDb | undefined;
  afterEach(async () => {
    await db?.drop();
    db = undefined;
  });

  it('a transaction that reads, then writes, waits for the lock and commits', async () => {
    db = await createTestDb('sqlite');
    if (db.config.dialect !== 'sqlite') throw new Error('not SQLite');
    const lock = holdWriteLock(db.config.filename, 200);
    await lock.locked;
    const renamed = await db.handle.db.transaction().execute(async (trx) => {
      const admin = await trx
        .selectFrom('users')
        .select(['id', 'name'])
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('users')
        .set({ name: 'Renamed beside a writer' })
        .where('id', '=', admin.id)
        .execute();
      return admin.id;
    });
    await lock.released;
    const row = await db.handle.db
      .selectFrom('users')
      .select('name')
      .where('id', '=', renamed)
      .executeTakeFirst();
    expect(row?.name).toBe('Renamed beside a writer');
  });
});
