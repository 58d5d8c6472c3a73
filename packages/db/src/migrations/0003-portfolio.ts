import type { Kysely } from 'kysely';
import type { SqlDialect } from '../dialect';
import { addIdColumn } from './helpers';

/**
 * The portfolio (issue: portfolio): properties with their computed figures stored beside the inputs, so that search
 * and metrics run in SQL; one snapshot per user per day; the goals; the notifications and their seen/read state.
 */
export function portfolio(dialect: SqlDialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('properties')
        .$call((t) => addIdColumn(t, dialect))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('state', 'text')
        .addColumn('zip_code', 'text')
        .addColumn('property_type', 'text', (c) => c.notNull())
        .addColumn('bedrooms', 'integer')
        .addColumn('bathrooms', 'double precision')
        .addColumn('square_feet', 'integer')
        .addColumn('purchase_price_cents', 'bigint', (c) => c.notNull())
        .addColumn('monthly_rent_cents', 'bigint', (c) => c.notNull())
        .addColumn('operating_expenses_cents', 'bigint', (c) => c.notNull())
        .addColumn('property_taxes_cents', 'bigint', (c) => c.notNull())
        .addColumn('insurance_cents', 'bigint', (c) => c.notNull())
        .addColumn('maintenance_cents', 'bigint', (c) => c.notNull())
        .addColumn('rehab_costs_cents', 'bigint', (c) => c.notNull())
        .addColumn('vacancy_pct', 'double precision', (c) => c.notNull())
        .addColumn('down_payment_pct', 'double precision', (c) => c.notNull())
        .addColumn('interest_rate_pct', 'double precision', (c) => c.notNull())
        .addColumn('loan_term_years', 'double precision', (c) => c.notNull())
        .addColumn('closing_costs_pct', 'double precision', (c) => c.notNull())
        .addColumn('purchase_date', 'text')
        .addColumn('current_value_cents', 'bigint')
        .addColumn('is_occupied', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('notes', 'text')
        // address, city, state and ZIP code, lower-cased, for the search box: one LIKE instead of four.
        .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
        // Computed by @rentfolio/finance on every write (docs/product.md "Portfolio figures"), never entered.
        .addColumn('cap_rate', 'double precision')
        .addColumn('annual_cash_flow_cents', 'bigint', (c) => c.notNull())
        .addColumn('monthly_cash_flow_cents', 'bigint', (c) => c.notNull())
        .addColumn('roi', 'double precision')
        .addColumn('cash_on_cash_return', 'double precision')
        .execute();
      // Every query names the owner first: these serve the list (newest first) and each search filter.
      for (const [name, columns] of [
        ['properties_user_created_idx', ['user_id', 'created_at', 'id']],
        ['properties_user_state_idx', ['user_id', 'state']],
        ['properties_user_type_idx', ['user_id', 'property_type']],
        ['properties_user_price_idx', ['user_id', 'purchase_price_cents']],
        ['properties_user_roi_idx', ['user_id', 'roi']],
        // Covers the text search's count: it reads the narrow index instead of every wide row.
        ['properties_user_search_idx', ['user_id', 'search_text']],
      ] as const) {
        await db.schema
          .createIndex(name)
          .on('properties')
          .columns([...columns])
          .execute();
      }

      await db.schema
        .createTable('portfolio_snapshots')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('total_value_cents', 'bigint', (c) => c.notNull())
        .addColumn('total_cash_flow_cents', 'bigint', (c) => c.notNull())
        .addColumn('avg_roi', 'double precision', (c) => c.notNull())
        .addColumn('average_cap_rate', 'double precision', (c) => c.notNull())
        .addColumn('occupancy_rate', 'double precision', (c) => c.notNull())
        .addColumn('total_properties', 'integer', (c) => c.notNull())
        .addColumn('written_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('portfolio_snapshots_pk', ['user_id', 'day'])
        .execute();

      await db.schema
        .createTable('portfolio_goals')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('target_value_cents', 'bigint', (c) => c.notNull())
        .addColumn('target_cash_flow_cents', 'bigint', (c) => c.notNull())
        .addColumn('target_properties', 'integer', (c) => c.notNull())
        .addColumn('target_date', 'text', (c) => c.notNull())
        .addColumn('target_roi', 'double precision', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('notifications')
        .$call((t) => addIdColumn(t, dialect))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('read_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('notifications_user_created_idx')
        .on('notifications')
        .columns(['user_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('notification_state')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('seen_at', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of [
        'notification_state',
        'notifications',
        'portfolio_goals',
        'portfolio_snapshots',
        'properties',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
