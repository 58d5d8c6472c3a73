import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type DbConfig, type DbHandle, migrateToLatest, type SqlDialect } from '@rentfolio/db';
import pg from 'pg';

/** The databases the API suite runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const TEST_DIALECTS: SqlDialect[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export type TestDb = { handle: DbHandle; config: DbConfig; drop(): Promise<void> };

/** An empty database of `dialect`: a new SQLite file, or a new PostgreSQL schema; `drop` removes it. */
export async function createEmptyTestDb(dialect: SqlDialect): Promise<TestDb> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'rentfolio-test-'));
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
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema if exists ${schema} cascade`);
      await c.end();
    },
  };
}

/** A migrated, empty database. */
export async function createTestDb(dialect: SqlDialect): Promise<TestDb> {
  const db = await createEmptyTestDb(dialect);
  await migrateToLatest(db.handle);
  return db;
}
