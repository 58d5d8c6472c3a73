import type { CreateTableBuilder } from 'kysely';
import type { SqlDialect } from '../dialect';

/**
 * The one place where the two databases differ in DDL: an auto-numbered integer key. SQLite's AUTOINCREMENT keeps
 * ids of deleted rows from being reused, as PostgreSQL's identity columns do.
 */
export function addIdColumn<T extends string>(table: CreateTableBuilder<T, never>, dialect: SqlDialect) {
  return table.addColumn('id', 'integer', (c) =>
    dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity(),
  );
}
