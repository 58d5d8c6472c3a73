import { afterEach, describe, expect, it } from 'vitest';
import { holdWriteLock, holdWriteLockRepeatedly } from '../../../apps/server/test/setup/sqlite-lock';
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

  it('waits without holding the event loop: timers run while the other writer keeps the lock', async () => {
    db = await createTestDb('sqlite');
    if (db.config.dialect !== 'sqlite') throw new Error('not SQLite');
    const lock = holdWriteLock(db.config.filename, 300);
    await lock.locked;
    // A timer every 10 ms: with better-sqlite3's own wait (busy_timeout) none of them ran until the lock was free.
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 10);
    try {
      await db.handle.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ name: 'Waited' }).where('role', '=', 'admin').execute();
      });
    } finally {
      clearInterval(timer);
    }
    await lock.released;
    expect(ticks).toBeGreaterThanOrEqual(10);
  });

  it('gets its turn beside a writer that takes the lock again as soon as it commits', async () => {
    db = await createTestDb('sqlite');
    if (db.config.dialect !== 'sqlite') throw new Error('not SQLite');
    const writer = holdWriteLockRepeatedly(db.config.filename, { holdMs: 100, forMs: 2500 });
    await writer.started;
    // Five transactions one after another, each waiting for a gap between the other writer's transactions.
    for (let round = 0; round < 5; round += 1)
      await db.handle.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ name: `Round ${round}` })
          .where('role', '=', 'admin')
          .execute();
      });
    await writer.done;
  });

  it('a write outside a transaction waits the same way: timers run, and it gets a gap beside a busy writer', async () => {
    db = await createTestDb('sqlite');
    if (db.config.dialect !== 'sqlite') throw new Error('not SQLite');
    const lock = holdWriteLock(db.config.filename, 300);
    await lock.locked;
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 10);
    try {
      await db.handle.db
        .updateTable('users')
        .set({ name: 'Waited alone' })
        .where('role', '=', 'admin')
        .execute();
    } finally {
      clearInterval(timer);
    }
    await lock.released;
    // With busy_timeout's own wait, no timer ran until the lock was free.
    expect(ticks).toBeGreaterThanOrEqual(10);
    const writer = holdWriteLockRepeatedly(db.config.filename, { holdMs: 100, forMs: 2500 });
    await writer.started;
    for (let round = 0; round < 5; round += 1)
      await db.handle.db
        .updateTable('users')
        .set({ name: `Alone ${round}` })
        .where('role', '=', 'admin')
        .execute();
    await writer.done;
    const admin = await db.handle.db
      .selectFrom('users')
      .select('name')
      .where('role', '=', 'admin')
      .executeTakeFirst();
    expect(admin?.name).toBe('Alone 4');
  });
});
