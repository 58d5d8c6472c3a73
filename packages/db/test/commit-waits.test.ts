import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createEmptyTestDb, TEST_DIALECTS } from '../../../apps/server/test/setup/test-db';
import { commitWaits, createDb } from '../src';

// commitWaits (docs/operations.md "Bank import workers"): relaxed commits do not wait for the disk, durable ones do,
// read back from the database's own setting on the connection (a pool of one on PostgreSQL, as the worker's).
describe.each(TEST_DIALECTS)('commit waits on %s', (dialect) => {
  it('turns the wait for the disk off and on again on its own connection', async () => {
    const db = await createEmptyTestDb(dialect);
    const own = createDb(db.config.dialect === 'postgres' ? { ...db.config, poolSize: 1 } : db.config);
    try {
      const setting = async () =>
        dialect === 'sqlite'
          ? // SQLite's numbers: 1 NORMAL (no fsync at commit in WAL mode), 2 FULL.
            String(
              (await sql<{ synchronous: number }>`pragma synchronous`.execute(own.db)).rows[0]?.synchronous,
            )
          : String(
              (await sql<{ synchronousCommit: string }>`show synchronous_commit`.execute(own.db)).rows[0]
                ?.synchronousCommit,
            );
      const waits = commitWaits(own);
      // The server's SQLite connections wait for the disk (createDb); the test databases of PostgreSQL do not
      // (docs/testing.md), so there the first setting read is the relaxed one's opposite only after durable().
      if (dialect === 'sqlite') expect(await setting()).toBe('2');
      await waits.relaxed();
      expect(await setting()).toBe(dialect === 'sqlite' ? '1' : 'off');
      await waits.durable();
      expect(await setting()).toBe(dialect === 'sqlite' ? '2' : 'on');
    } finally {
      await own.close();
      await db.drop();
    }
  });
});
