import type { Kysely } from 'kysely';
import type { SqlDialect } from '../dialect';
import { addIdColumn } from './helpers';

// Saved deal analyses (issue: deal analysis). Money in cents, percentages as double precision.
export function dealAnalyses(dialect: SqlDialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('deal_analyses')
        .$call((t) => addIdColumn(t, dialect))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('address', 'text')
        .addColumn('city', 'text')
        .addColumn('state', 'text')
        .addColumn('zip_code', 'text')
        .addColumn('property_type', 'text')
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
        .addColumn('notes', 'text')
        .execute();
      await db.schema
        .createIndex('deal_analyses_user_created_idx')
        .on('deal_analyses')
        .columns(['user_id', 'created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('deal_analyses').execute();
    },
  };
}
