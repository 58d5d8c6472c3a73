import { type Kysely, sql } from 'kysely';
import type { SqlDialect } from '../dialect';

/**
 * The ledger's sums by property, year and category, kept in the same transaction as every write to the ledger, so
 * that a list's totals read one row per property, year and category instead of every transaction (60,000 rows of a
 * 50-door, 10-year ledger become about 5,000; bench/README.md "Ledger"). Filled from the rows already stored.
 */
export function ledgerYearTotals(_dialect: SqlDialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('ledger_year_totals')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('property_id', 'integer', (c) =>
          c.notNull().references('properties.id').onDelete('cascade'),
        )
        .addColumn('year', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('row_count', 'bigint', (c) => c.notNull())
        .addColumn('amount_cents', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('ledger_year_totals_pk', ['user_id', 'property_id', 'year', 'category'])
        .execute();
      await db.schema
        .createIndex('ledger_year_totals_user_year_idx')
        .on('ledger_year_totals')
        .columns(['user_id', 'year', 'category', 'row_count', 'amount_cents'])
        .execute();
      // One property's page, newest first, owner first like every read (the index on property_id alone serves the
      // cascade when a property is deleted; PostgreSQL chose the owner's date index and filtered 49 rows in 50).
      await db.schema
        .createIndex('ledger_user_property_date_idx')
        .on('ledger_transactions')
        .columns(['user_id', 'property_id', 'date', 'id'])
        .execute();
      await sql`
        insert into ledger_year_totals (user_id, property_id, year, category, row_count, amount_cents)
        select user_id, property_id, substr(date, 1, 4), category, count(*), sum(amount_cents)
        from ledger_transactions
        group by user_id, property_id, substr(date, 1, 4), category
      `.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('ledger_user_property_date_idx').execute();
      await db.schema.dropTable('ledger_year_totals').execute();
    },
  };
}
