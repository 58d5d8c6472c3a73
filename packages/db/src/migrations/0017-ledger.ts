import { type Kysely, sql } from 'kysely';
import type { SqlDialect } from '../dialect';
import { addIdColumn } from './helpers';

/**
 * The ledger (docs/product.md "Ledger"): what really happened, one row per property and category of a payment. A
 * payment split over several categories or properties is several rows that share a split_id. Amounts are cents in
 * the category's own direction (finance's LEDGER_CATEGORIES), negative for a refund or a reversal. `source` says how
 * the row came (typed, booked by a schedule, imported from a bank file); `booking_key` is what makes a scheduled or
 * imported booking happen once (the day and the schedule, or the bank's transaction id), unique per user.
 */
export function ledger(dialect: SqlDialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('ledger_transactions')
        .$call((t) => addIdColumn(t, dialect))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('property_id', 'integer', (c) =>
          c.notNull().references('properties.id').onDelete('cascade'),
        )
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'bigint', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('payee', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('memo', 'text')
        .addColumn('split_id', 'text')
        .addColumn('source', 'text', (c) => c.notNull().defaultTo('manual'))
        .addColumn('booking_key', 'text')
        // Lower-cased payee and memo, for the text filter.
        .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      // Every read names the owner first: the portfolio's list by date, a property's list by date, the sums by
      // category over a period (covered, so they read no row), and the parts of a split.
      for (const [name, columns] of [
        ['ledger_user_date_idx', ['user_id', 'date', 'id']],
        ['ledger_property_date_idx', ['property_id', 'date', 'id']],
        ['ledger_user_category_idx', ['user_id', 'category', 'date', 'property_id', 'amount_cents']],
        ['ledger_user_split_idx', ['user_id', 'split_id']],
      ] as const) {
        await db.schema
          .createIndex(name)
          .on('ledger_transactions')
          .columns([...columns])
          .execute();
      }
      await db.schema
        .createIndex('ledger_user_booking_key_idx')
        .on('ledger_transactions')
        .columns(['user_id', 'booking_key'])
        .unique()
        .where(sql.ref('booking_key'), 'is not', null)
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('ledger_transactions').execute();
    },
  };
}
