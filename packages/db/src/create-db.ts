import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CamelCasePlugin,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  sql,
} from 'kysely';
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
      /** Connections at most (DATABASE_POOL_SIZE); default POSTGRES_DEFAULTS.poolSize. */
      poolSize?: number;
      /** How long a new connection may take before the request fails (DATABASE_CONNECT_TIMEOUT_MS). */
      connectTimeoutMs?: number;
      /** How long one statement may run before PostgreSQL cancels it (DATABASE_STATEMENT_TIMEOUT_MS). */
      statementTimeoutMs?: number;
      /** Shown in pg_stat_activity; the tests give each database their own, to cut exactly their connections. */
      applicationName?: string;
    };

/**
 * The PostgreSQL pool's defaults (docs/operations.md "PostgreSQL"): ten connections, five seconds to connect, thirty
 * to run a statement, and a transaction left idle is ended after a minute, so a lost client never holds a row lock.
 */
export const POSTGRES_DEFAULTS = {
  poolSize: 10,
  connectTimeoutMs: 5_000,
  statementTimeoutMs: 30_000,
  idleInTransactionTimeoutMs: 60_000,
} as const;

/** Told of a connection that failed outside any query (the database restarted, a proxy cut an idle connection). */
export type DbEvents = { onConnectionError?: (error: Error) => void };

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

export function createDb(config: DbConfig, events: DbEvents = {}): DbHandle {
  if (config.dialect === 'sqlite') {
    if (config.filename !== ':memory:') mkdirSync(dirname(config.filename), { recursive: true });
    const sqlite = new SQLite(config.filename);
    // Durability first: WAL with a full fsync per commit; a second process's write lock is waited for up to 10 s.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma(`busy_timeout = ${SQLITE_LOCK_WAIT_MS}`);
    const db = new Kysely<Database>({
      dialect: new PatientSqliteDialect(sqlite),
      plugins: [new CamelCasePlugin()],
    });
    return { db, dialect: 'sqlite', close: () => db.destroy() };
  }

  const statementTimeoutMs = config.statementTimeoutMs ?? POSTGRES_DEFAULTS.statementTimeoutMs;
  const pool = new pg.Pool({
    connectionString: config.connectionString,
    max: config.poolSize ?? POSTGRES_DEFAULTS.poolSize,
    connectionTimeoutMillis: config.connectTimeoutMs ?? POSTGRES_DEFAULTS.connectTimeoutMs,
    statement_timeout: statementTimeoutMs,
    // The client gives up a little after the server would have: a database that is gone never answers at all.
    query_timeout: statementTimeoutMs + 5_000,
    idle_in_transaction_session_timeout: POSTGRES_DEFAULTS.idleInTransactionTimeoutMs,
    application_name: config.applicationName ?? 'rentfolio',
    keepAlive: true,
    types: pgTypes,
    ...(config.schema ? { options: `-c search_path=${quoteIdent(config.schema)}` } : {}),
  });
  // A connection that fails while idle in the pool, or while a request holds it between two queries, emits 'error';
  // with no listener that would end the process. The pool drops such a connection and opens a new one when asked;
  // a request whose query failed answers 503 (isDatabaseUnavailable).
  const report = (error: Error) => events.onConnectionError?.(error);
  pool.on('error', report);
  pool.on('connect', (client) => client.on('error', report));
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
 * How long a statement waits for another process's write lock before it fails (answered 503): 10 s, so that a
 * request that starts while a script (db:seed-demo, a migration, a sqlite3 session) writes in bursts for a few seconds
 * outlasts it rather than failing as it ends; waiting never holds the event loop.
 */
export const SQLITE_LOCK_WAIT_MS = 10_000;
/** How often a transaction that waits for the write lock tries again. */
const SQLITE_LOCK_POLL_MS = 1;

const isSqliteBusy = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'SQLITE_BUSY';

/**
 * A transaction waits for another process's write lock without holding the server: better-sqlite3 waits out
 * busy_timeout synchronously, so the whole event loop stopped for up to 5 s, and SQLite's own retries (sleeps growing
 * to 100 ms) rarely caught a writer that takes the lock again at once. BEGIN IMMEDIATE is tried without waiting, then
 * again every millisecond on a free event loop, for up to SQLITE_LOCK_WAIT_MS (docs/operations.md "SQLite"). The one
 * connection is this transaction's meanwhile (Kysely's mutex), so its busy_timeout can be lowered for the tries.
 */
class PatientSqliteDriver extends SqliteDriver {
  readonly #sqlite: SQLite.Database;
  readonly #statements: ReturnType<typeof withStatementCache>;
  #inTransaction = false;

  constructor(sqlite: SQLite.Database) {
    const statements = withStatementCache(sqlite);
    super({ database: statements });
    this.#sqlite = sqlite;
    this.#statements = statements;
  }

  /** Tries `work` without waiting for another process's write lock, then again every millisecond, for up to 10 s. */
  async #patiently<T>(work: () => Promise<T>): Promise<T> {
    const deadline = Date.now() + SQLITE_LOCK_WAIT_MS;
    this.#sqlite.pragma('busy_timeout = 0');
    try {
      for (;;) {
        try {
          return await work();
        } catch (error) {
          if (!isSqliteBusy(error) || Date.now() >= deadline) throw error;
          await new Promise((resolve) => setTimeout(resolve, SQLITE_LOCK_POLL_MS));
        }
      }
    } finally {
      this.#sqlite.pragma(`busy_timeout = ${SQLITE_LOCK_WAIT_MS}`);
    }
  }

  /**
   * A write outside a transaction (a session's touch, a counter) waits the same way as BEGIN IMMEDIATE: with
   * busy_timeout it stopped the event loop, and beside a writer that takes the lock again at once it could miss every
   * gap for 5 s and fail. A refused statement did nothing, so trying it again is safe. Reads (WAL) never wait.
   */
  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await super.acquireConnection();
    return {
      executeQuery: <R>(query: CompiledQuery) => {
        if (this.#inTransaction || this.#statements.prepare(query.sql).reader)
          return connection.executeQuery<R>(query);
        return this.#patiently(() => connection.executeQuery<R>(query));
      },
      streamQuery: <R>(query: CompiledQuery, chunkSize?: number) =>
        connection.streamQuery<R>(query, chunkSize),
    };
  }

  // BEGIN (IMMEDIATE: withStatementCache) is a statement outside a transaction, so it waits as above.
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await super.beginTransaction(connection);
    this.#inTransaction = true;
  }

  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await super.commitTransaction(connection);
    } finally {
      this.#inTransaction = false;
    }
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await super.rollbackTransaction(connection);
    } finally {
      this.#inTransaction = false;
    }
  }
}

class PatientSqliteDialect extends SqliteDialect {
  readonly #sqlite: SQLite.Database;

  constructor(sqlite: SQLite.Database) {
    super({ database: sqlite });
    this.#sqlite = sqlite;
  }

  override createDriver(): Driver {
    return new PatientSqliteDriver(this.#sqlite);
  }
}

/**
 * Kysely prepares every query afresh; preparing was the largest single cost of a signed-in request on SQLite. The
 * queries are built from a fixed set of shapes, so their prepared statements are kept (up to 500, oldest dropped).
 */
function withStatementCache(sqlite: SQLite.Database) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(query: string) {
      // Kysely opens every transaction with a plain BEGIN, which takes the write lock only at the first write: when
      // another process (db:migrate, db:seed-demo, a sqlite3 session, a second server) holds it then, SQLite fails
      // at once with "database is locked" instead of waiting busy_timeout. BEGIN IMMEDIATE takes the lock first, so
      // the wait applies (docs/operations.md "SQLite").
      const sql = query === 'begin' ? 'begin immediate' : query;
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

/**
 * Commits that do not wait for the disk, then again ones that do, on a connection of its own (a pool of one): the
 * first durable commit makes every earlier one durable too, since SQLite's WAL is one file fsynced to its end and
 * PostgreSQL flushes its WAL up to that commit. For work that is idempotent and records its end in that last commit
 * (the server's bank import worker, docs/operations.md "Bank import workers"); never on a shared connection.
 */
export function commitWaits(handle: DbHandle): { relaxed(): Promise<void>; durable(): Promise<void> } {
  const set = (statement: ReturnType<typeof sql.raw>) => async () => {
    await statement.execute(handle.db);
  };
  return handle.dialect === 'sqlite'
    ? {
        relaxed: set(sql.raw('pragma synchronous = NORMAL')),
        durable: set(sql.raw('pragma synchronous = FULL')),
      }
    : {
        relaxed: set(sql.raw('set synchronous_commit = off')),
        durable: set(sql.raw('set synchronous_commit = on')),
      };
}
