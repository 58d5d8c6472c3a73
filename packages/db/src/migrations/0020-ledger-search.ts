import { type Kysely, sql } from 'kysely';
import type { SqlDialect } from '../dialect';

/**
 * An index for the ledger's text filter (docs/operations.md "Ledger text search"), so that a search reads the rows
 * that hold the text instead of every row of the user (bench/README.md "Ledger").
 *
 * SQLite: an FTS5 table with the trigram tokenizer over search_text, whose content is ledger_transactions itself (it
 * stores only the index), kept by triggers on insert, update and delete (a property's or an account's cascade
 * deletes fire them too). A text of three characters or more is matched through it.
 *
 * PostgreSQL: a GIN index with pg_trgm's trigram operator class, which serves `like '%text%'`. pg_trgm is a trusted
 * extension of PostgreSQL's own distribution, created in the public schema; where it cannot be created, the
 * migration goes on without the index and the filter reads the rows as before.
 */
export function ledgerSearch(dialect: SqlDialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'sqlite') {
        await sql`create virtual table ledger_search using fts5(
          search_text, content = 'ledger_transactions', content_rowid = 'id', tokenize = 'trigram'
        )`.execute(db);
        await sql`insert into ledger_search (ledger_search) values ('rebuild')`.execute(db);
        await sql`create trigger ledger_search_insert after insert on ledger_transactions begin
          insert into ledger_search (rowid, search_text) values (new.id, new.search_text);
        end`.execute(db);
        await sql`create trigger ledger_search_delete after delete on ledger_transactions begin
          insert into ledger_search (ledger_search, rowid, search_text) values ('delete', old.id, old.search_text);
        end`.execute(db);
        await sql`create trigger ledger_search_update after update of search_text on ledger_transactions begin
          insert into ledger_search (ledger_search, rowid, search_text) values ('delete', old.id, old.search_text);
          insert into ledger_search (rowid, search_text) values (new.id, new.search_text);
        end`.execute(db);
        return;
      }
      await sql`savepoint ledger_search_extension`.execute(db);
      try {
        await sql`create extension if not exists pg_trgm with schema public`.execute(db);
        await sql`release savepoint ledger_search_extension`.execute(db);
      } catch {
        await sql`rollback to savepoint ledger_search_extension`.execute(db);
        return;
      }
      const { rows } = await sql<{ schema: string }>`select extnamespace::regnamespace::text as schema
        from pg_extension where extname = 'pg_trgm'`.execute(db);
      const schema = rows[0]?.schema;
      if (!schema) return;
      await sql`create index ledger_search_trgm_idx on ledger_transactions
        using gin (search_text ${sql.id(schema)}.gin_trgm_ops)`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'sqlite') {
        for (const trigger of ['ledger_search_insert', 'ledger_search_delete', 'ledger_search_update'])
          await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
        await sql`drop table if exists ledger_search`.execute(db);
        return;
      }
      await sql`drop index if exists ledger_search_trgm_idx`.execute(db);
    },
  };
}
