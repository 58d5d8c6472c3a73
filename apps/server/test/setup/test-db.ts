import { randomBytes } from 'node:crypto';
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type DbConfig, type DbHandle, migrateToLatest, type SqlDialect } from '@rentfolio/db';
import pg from 'pg';

/** The databases the API suite runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const TEST_DIALECTS: SqlDialect[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export type TestDb = { handle: DbHandle; config: DbConfig; drop(): Promise<void> };

/**
 * Where the SQLite test databases go: a memory file system (/dev/shm) where the machine has one, so that the suite's
 * thousands of commits do not each wait for a disk's fsync; the system's temporary folder otherwise. The files are
 * real SQLite databases either way (the reliability suite, not this one, tests what a crash leaves on disk).
 */
function sqliteTestDir(): string {
  try {
    accessSync('/dev/shm', constants.W_OK);
    return '/dev/shm';
  } catch {
    return tmpdir();
  }
}

/** An empty database of `dialect`: a new SQLite file, or a new PostgreSQL schema; `drop` removes it. */
export async function createEmptyTestDb(dialect: SqlDialect): Promise<TestDb> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(sqliteTestDir(), 'rentfolio-test-'));
    const config: DbConfig = { dialect: 'sqlite', filename: join(dir, 'test.db') };
    const handle = createDb(config);
    return {
      handle,
      config,
      async drop() {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const config: DbConfig = {
    dialect: 'postgres',
    connectionString: url,
    schema,
    poolSize: 4,
    // Its own name in pg_stat_activity, so a test can cut exactly this database's connections.
    applicationName: `rentfolio-${schema}`,
  };
  const handle = createDb(config);
  return {
    handle,
    config,
    async drop() {
      await handle.close();
      await withSchemaLock(url, 'exclusive', (c) => c.query(`drop schema if exists ${schema} cascade`));
    },
  };
}

/**
 * The test files run side by side, each in its own schema of one database. Kysely's migrator reads the tables of every
 * schema (its introspection calls pg_get_serial_sequence on each), so a schema dropped by another file at that moment
 * fails the migration with "schema … does not exist". Migrations hold this advisory lock shared and drops hold it
 * alone: any number of files migrate at once, and a drop waits for them.
 */
const SCHEMA_LOCK_KEY = 7_202_611;

async function withSchemaLock<T>(
  url: string,
  mode: 'shared' | 'exclusive',
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      mode === 'shared' ? 'select pg_advisory_lock_shared($1)' : 'select pg_advisory_lock($1)',
      [SCHEMA_LOCK_KEY],
    );
    return await work(client);
  } finally {
    // Ending the session releases its advisory locks.
    await client.end();
  }
}

/** Runs a migration of a test database (`work`): on PostgreSQL, under the shared schema lock. */
export async function whileMigrating<T>(db: TestDb, work: () => Promise<T>): Promise<T> {
  const url = process.env.TEST_DATABASE_URL;
  return db.config.dialect === 'postgres' && url ? withSchemaLock(url, 'shared', work) : work();
}

/** A migrated, empty database. */
export async function createTestDb(dialect: SqlDialect): Promise<TestDb> {
  const db = await createEmptyTestDb(dialect);
  await whileMigrating(db, () => migrateToLatest(db.handle));
  return db;
}
