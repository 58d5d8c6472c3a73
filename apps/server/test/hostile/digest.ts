import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db, SqlDialect } from '@rentfolio/db';
import { sql } from 'kysely';

// Everything stored about one user, read in one query (every row of every table with a user_id column, every column,
// found in the database's own schema, so that a table or column added later is covered without editing this file), so
// that the suite can compare it before and after each request it sends: a refused request must change nothing of it.
// The number of users and admins and the newest row of each table with an id come with it, so that a refused request
// cannot add rows elsewhere either (a registration, an e-mail, someone else's property); another user's rows are
// compared whole by the suite. Bytes (a receipt kept in its row on PostgreSQL) are digested as their SHA-256, so that
// a 10 MB receipt is not read as 20 MB of hex at every digest; on SQLite a receipt's bytes are a file in the user's
// folder beside the database, so that folder's files (names, sizes, SHA-256 of contents) are part of the digest too.

export type UserDigest = {
  /** The database's write position when the digest was read (readWriteMark), read first. */
  mark: string;
  /** SHA-256 of everything below. */
  hash: string;
  /** SHA-256 of each table's rows (the counts under `global`), to say what changed. */
  parts: Record<string, string>;
  /** The user's row (its columns by their names in the database: snake_case), or undefined when the account is gone. */
  user: Record<string, unknown> | undefined;
  /** The number of users (`allUsers`) and of admins (`admins`), and the newest id of each table (`last:<table>`). */
  global: Record<string, string>;
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const sha256Bytes = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * On PostgreSQL, a sequence that every statement writing a table of the test's schema moves (a statement trigger on
 * each table), the limits' attempt counters aside: on PostgreSQL every write request counts there (docs/api.md
 * "Limits"), and those counters are nobody's rows. Sequences are not transactional, so a write that rolled back moves
 * it too; the suite then only reads the rows again. SQLite needs none: its total_changes() counts every row written on
 * the one connection the app and the suite share.
 */
export async function installWriteCounter(db: Db, dialect: SqlDialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`create sequence hostile_writes`.execute(db);
  await sql`create function hostile_count_write() returns trigger language plpgsql
    as $$ begin perform nextval('hostile_writes'); return null; end $$`.execute(db);
  const { rows } = await sql<{ name: string }>`select tablename as name from pg_tables
    where schemaname = current_schema() and tablename <> 'attempt_counters'`.execute(db);
  for (const { name } of rows) {
    await sql`create trigger hostile_count_write after insert or update or delete or truncate on ${sql.id(name)}
      for each statement execute function hostile_count_write()`.execute(db);
  }
}

/**
 * A value that moves whenever a row of a user may have been written: SQLite's total_changes() (every row inserted,
 * updated or deleted on the one connection), PostgreSQL's write sequence (installWriteCounter). While it stands still,
 * no such row changed, so the suite reads a user's rows again only after a request that wrote something.
 */
export async function readWriteMark(db: Db, dialect: SqlDialect): Promise<string> {
  const query =
    dialect === 'postgres'
      ? sql<{ mark: string }>`select last_value::text || ':' || is_called::text as mark from hostile_writes`
      : sql<{ mark: string }>`select total_changes() as mark`;
  const { rows } = await query.execute(db);
  return String(rows[0]?.mark);
}

type Table = {
  name: string;
  owner: 'id' | 'user_id';
  columns: { name: string; isBlob: boolean }[];
  hasId: boolean;
};

/** The part of a digest that holds the user's files outside the database. */
export const USER_FILES_PART = 'files';

/** The tables of the current schema with their columns, read from the database itself. */
async function readTables(db: Db, dialect: SqlDialect): Promise<Table[]> {
  const query =
    dialect === 'postgres'
      ? sql<{
          table: string;
          column: string;
          type: string;
        }>`select table_name as "table", column_name as "column",
          data_type as "type" from information_schema.columns where table_schema = current_schema()
          order by table_name, ordinal_position`
      : sql<{ table: string; column: string; type: string }>`select m.name as "table", c.name as "column",
          lower(c.type) as "type" from sqlite_master m, pragma_table_info(m.name) c
          where m.type = 'table' and m.name not like 'sqlite_%' order by m.name, c.cid`;
  const tables = new Map<string, Table>();
  for (const row of (await query.execute(db)).rows) {
    const table = tables.get(row.table) ?? { name: row.table, owner: 'user_id', columns: [], hasId: false };
    table.columns.push({ name: row.column, isBlob: row.type === 'blob' || row.type === 'bytea' });
    if (row.column === 'id') table.hasId = true;
    tables.set(row.table, table);
  }
  return [...tables.values()].map((table) => (table.name === 'users' ? { ...table, owner: 'id' } : table));
}

/** Reads users' digests: one statement over every table that holds users' rows, built once from the schema. */
export class DigestReader {
  private constructor(
    private readonly db: Db,
    private readonly dialect: SqlDialect,
    private readonly owned: Table[],
    private readonly withIds: Table[],
    private readonly userFolder: ((userId: number) => string | undefined) | undefined,
  ) {}

  /** `userFolder`: where the user's files are kept outside the database, if anywhere (SQLite's receipts). */
  static async open(
    db: Db,
    dialect: SqlDialect,
    userFolder?: (userId: number) => string | undefined,
  ): Promise<DigestReader> {
    const tables = await readTables(db, dialect);
    const owned = tables.filter(
      (table) => table.name === 'users' || table.columns.some((column) => column.name === 'user_id'),
    );
    const withIds = tables.filter((table) => table.hasId && !table.name.startsWith('kysely_'));
    if (!owned.some((table) => table.name === 'properties'))
      throw new Error('the schema has no properties table');
    return new DigestReader(db, dialect, owned, withIds, userFolder);
  }

  /** The names of the tables whose rows make up a user's digest. */
  get tableNames(): string[] {
    return this.owned.map((table) => table.name);
  }

  /**
   * One row as JSON text, keys in a fixed order: PostgreSQL's jsonb sorts them, SQLite's json_object keeps ours. Bytes
   * go in as their SHA-256 on PostgreSQL; SQLite has no hash function, and holds no receipt's bytes in a row (hex).
   */
  #rowJson(table: Table) {
    if (this.dialect === 'postgres') {
      const blobs = table.columns.filter((column) => column.isBlob);
      if (blobs.length === 0) return sql`to_jsonb(x)::text`;
      const hashes = blobs.map(
        (column) => sql`${sql.lit(column.name)}, encode(sha256(x.${sql.id(column.name)}), 'hex')`,
      );
      const names = blobs.map((column) => sql.lit(column.name));
      return sql`((to_jsonb(x) - array[${sql.join(names)}]::text[]) || jsonb_build_object(${sql.join(hashes)}))::text`;
    }
    const pairs = [...table.columns]
      .sort((a, b) => (a.name < b.name ? -1 : 1))
      .map((column) =>
        column.isBlob
          ? sql`${sql.lit(column.name)}, hex(x.${sql.id(column.name)})`
          : sql`${sql.lit(column.name)}, x.${sql.id(column.name)}`,
      );
    return sql`json_object(${sql.join(pairs)})`;
  }

  /**
   * The user's files outside the database, one line each: name, size, modification time (`withContents`: the SHA-256
   * of the contents instead of the time). Empty when there are none.
   */
  async #files(userId: number, withContents: boolean): Promise<string[]> {
    const folder = this.userFolder?.(userId);
    if (!folder) return [];
    const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    });
    const lines: string[] = [];
    for (const name of names.sort()) {
      const path = join(folder, name);
      const info = await stat(path);
      const detail = withContents ? sha256Bytes(await readFile(path)) : String(info.mtimeMs);
      lines.push(`${name}:${info.size}:${detail}`);
    }
    return lines;
  }

  /**
   * What moves when anything of the user's may have changed: the database's write mark (readWriteMark) and, where the
   * user has files outside it, their names, sizes and times. While it stands still, the user's digest is the same.
   */
  async mark(userId: number): Promise<string> {
    const database = await readWriteMark(this.db, this.dialect);
    return this.userFolder ? `${database}|${(await this.#files(userId, false)).join('/')}` : database;
  }

  async read(userId: number): Promise<UserDigest> {
    // The mark first: whatever is written after it moves it, whether or not the rows below saw it.
    const mark = await this.mark(userId);
    const selects = [
      ...this.owned.map(
        (table) => sql`select ${sql.lit(table.name)} as part, ${this.#rowJson(table)} as value
          from ${sql.id(table.name)} x where x.${sql.id(table.owner)} = ${userId}`,
      ),
      sql`select '#allUsers' as part, cast(count(*) as text) as value from users`,
      sql`select '#admins' as part, cast(count(*) as text) as value from users where role = 'admin'`,
      ...this.withIds.map(
        (table) =>
          sql`select ${sql.lit(`#last:${table.name}`)} as part, cast(max(id) as text) as value
            from ${sql.id(table.name)}`,
      ),
    ];
    const { rows } = await sql<{
      part: string;
      value: string | null;
    }>`${sql.join(selects, sql` union all `)}`.execute(this.db);
    const rowsByTable = new Map<string, string[]>(this.owned.map((table) => [table.name, []]));
    const global: Record<string, string> = {};
    for (const row of rows) {
      if (row.part.startsWith('#')) global[row.part.slice(1)] = row.value ?? '';
      else rowsByTable.get(row.part)?.push(String(row.value));
    }
    const parts: Record<string, string> = {};
    for (const [name, texts] of rowsByTable) parts[name] = sha256(texts.sort().join('\n'));
    if (this.userFolder) parts[USER_FILES_PART] = sha256((await this.#files(userId, true)).join('\n'));
    parts.global = sha256(JSON.stringify(Object.entries(global).sort()));
    const hash = sha256(
      Object.keys(parts)
        .sort()
        .map((name) => `${name}:${parts[name]}`)
        .join('\n'),
    );
    const userRow = rowsByTable.get('users')?.[0];
    const user = userRow === undefined ? undefined : (JSON.parse(userRow) as Record<string, unknown>);
    return { mark, hash, parts, user, global };
  }
}

/** The tables whose rows differ between two digests. */
export function changedParts(before: UserDigest, after: UserDigest): string[] {
  return Object.keys({ ...before.parts, ...after.parts }).filter(
    (name) => before.parts[name] !== after.parts[name],
  );
}
