import type { Kysely } from 'kysely';
import type { SqlDialect } from '../dialect';
import { addIdColumn } from './helpers';

/**
 * Recurring transactions (docs/product.md "Recurring transactions"): a schedule books rent or a loan payment on its day
 * each month. `booked_through` is the last month it booked ('YYYY-MM'), `next_date` the next day it books (null once
 * its end date has passed), which is what the booking job looks for. A booking's row carries the key
 * `s<schedule id>:<day>` (ledger_transactions.booking_key, unique per user), so no day is booked twice, whatever runs
 * the job and however often.
 */
export function ledgerSchedules(dialect: SqlDialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('ledger_schedules')
        .$call((t) => addIdColumn(t, dialect))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('property_id', 'integer', (c) =>
          c.notNull().references('properties.id').onDelete('cascade'),
        )
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('day_of_month', 'integer', (c) => c.notNull())
        // Rent's amount; null for a loan payment, whose amount comes from the property's loan.
        .addColumn('amount_cents', 'bigint')
        .addColumn('payee', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('start_date', 'text', (c) => c.notNull())
        .addColumn('end_date', 'text')
        .addColumn('booked_through', 'text')
        .addColumn('next_date', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('ledger_schedules_user_idx')
        .on('ledger_schedules')
        .columns(['user_id', 'id'])
        .execute();
      await db.schema
        .createIndex('ledger_schedules_next_idx')
        .on('ledger_schedules')
        .columns(['next_date', 'user_id'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('ledger_schedules').execute();
    },
  };
}
