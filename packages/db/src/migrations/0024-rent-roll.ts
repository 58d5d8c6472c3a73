import type { Kysely } from 'kysely';
import type { SqlDialect } from '../dialect';
import { addIdColumn } from './helpers';

/**
 * The rent roll (docs/product.md "Rent roll"): a property's units, each with its tenant, lease, rent, deposit and due
 * day; a ledger row may name the unit it was for (`ledger_transactions.unit_id`, emptied when the unit goes); the
 * user's grace period; and a key on notifications, so that a reminder the daily job sends (a lease ending, rent late)
 * is sent once, whatever runs the job and however often.
 */
export function rentRoll(dialect: SqlDialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('property_units')
        .$call((t) => addIdColumn(t, dialect))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('property_id', 'integer', (c) =>
          c.notNull().references('properties.id').onDelete('cascade'),
        )
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('tenant_name', 'text', (c) => c.notNull().defaultTo(''))
        // YYYY-MM-DD; no start is a vacant unit.
        .addColumn('lease_start', 'text')
        // YYYY-MM-DD; no end is a month-to-month lease.
        .addColumn('lease_end', 'text')
        .addColumn('rent_cents', 'bigint', (c) => c.notNull())
        .addColumn('deposit_cents', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('due_day', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('property_units_user_property_idx')
        .on('property_units')
        .columns(['user_id', 'property_id', 'id'])
        .execute();
      await db.schema
        .alterTable('ledger_transactions')
        .addColumn('unit_id', 'integer', (c) => c.references('property_units.id').onDelete('set null'))
        .execute();
      await db.schema
        .createIndex('ledger_transactions_unit_idx')
        .on('ledger_transactions')
        .columns(['unit_id'])
        .execute();
      await db.schema
        .createTable('rent_roll_settings')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('grace_days', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.alterTable('notifications').addColumn('dedupe_key', 'text').execute();
      await db.schema
        .createIndex('notifications_user_dedupe_idx')
        .on('notifications')
        .columns(['user_id', 'dedupe_key'])
        .unique()
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('notifications_user_dedupe_idx').execute();
      await db.schema.alterTable('notifications').dropColumn('dedupe_key').execute();
      await db.schema.dropTable('rent_roll_settings').execute();
      await db.schema.dropIndex('ledger_transactions_unit_idx').execute();
      await db.schema.alterTable('ledger_transactions').dropColumn('unit_id').execute();
      await db.schema.dropTable('property_units').execute();
    },
  };
}
