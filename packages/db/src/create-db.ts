import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { SqlDialect } from './dialect';
import { getMigrations } from './migrations';
import type { Database } from './schema';

export type DbConfig =
  | { dialect: 'sqlite'; filename: string }
  | {
      dialect: 'postgres';
      connectionString: string;
      /** Schema to work in (tests give each file its own); default: the server's search_path. */
      schema?: string;
      poolSize?: number;
    };

export type Db = Kysely<Database>;

export type DbHandle = {
  db: Db;
  dialect: SqlDialect;
  /** The PostgreSQL schema worked in, when one was given. */
  schema?: string;
  close(): Promise<void>;
};

const PG_INT8_OID = 20;

/**
 * BIGINT holds epoch milliseconds and cents, both far below 2^53, so it is read as a number on PostgreSQL as on
 * SQLite. This parser is given to the pool only, not installed globally.
 */
const pgTypes = {
  getTypeParser(oid: number, format?: string) {
    if (oid === PG_INT8_OID) return (value: string) => Number(value);
    // biome-ignore lint/suspicious/noExplicitAny: pg's own overloads do not accept a union format
    return pg.types.getTypeParser(oid, format as any);
  },
};

export function createDb(config: DbConfig): DbHandle {
  if (config.dialect === 'sqlite') {
    if (config.filename !== ':memory:') mkdirSync(dirname(config.filename), { recursive: true });
    const sqlite = new SQLite(config.filename);
    // Durability first: WAL with a full fsync per commit; a second process waits up to 5 s for the write lock.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
      plugins: [new CamelCasePlugin()],
    });
    return { db, dialect: 'sqlite', close: () => db.destroy() };
  }

  const pool = new pg.Pool({
    connectionString: config.connectionString,
    max: config.poolSize ?? 10,
    types: pgTypes,
    ...(config.schema ? { options: `-c search_path=${quoteIdent(config.schema)}` } : {}),
  });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
  });
  return {
    db,
    dialect: 'postgres',
    ...(config.schema ? { schema: config.schema } : {}),
    close: () => db.destroy(),
  };
}

/**
 * Kysely prepares every query afresh; preparing was the largest single cost of a signed-in request on SQLite. The
 * queries are built from a fixed set of shapes, so their prepared statements are kept (up to 500, oldest dropped).
 */
function withStatementCache(sqlite: SQLite.Database) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (cache.size >= 500) cache.delete(cache.keys().next().value as string);
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe schema name: ${name}`);
  return name;
}

/**
 * Kysely finds its bookkeeping tables by introspecting every schema, so with several schemas in one database (the
 * tests give each file its own) it must be told which one to use.
 */
function createMigrator(handle: DbHandle): Migrator {
  return new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => getMigrations(handle.dialect) },
    ...(handle.schema ? { migrationTableSchema: handle.schema } : {}),
  });
}

export type MigrationReport = { applied: string[]; latest: string };

/** Applies every pending migration; fails with the migration's own error if one fails. */
export async function migrateToLatest(handle: DbHandle): Promise<MigrationReport> {
  const migrations = getMigrations(handle.dialect);
  const migrator = createMigrator(handle);
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  const names = Object.keys(migrations).sort();
  return {
    applied: (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName),
    latest: names[names.length - 1] ?? '',
  };
}

/** The name of the newest migration applied to this database, or null for an empty one. */
export async function getAppliedVersion(handle: DbHandle): Promise<string | null> {
  const all = await createMigrator(handle).getMigrations();
  const applied = all.filter((m) => m.executedAt !== undefined).map((m) => m.name);
  return applied.length > 0 ? (applied.sort().at(-1) ?? null) : null;
}

export function getLatestVersion(dialect: SqlDialect): string {
  return Object.keys(getMigrations(dialect)).sort().at(-1) ?? '';
}
