import type { Kysely } from 'kysely';

/**
 * How each property was used in a tax year, for Schedule E (docs/product.md "Schedule E"): line 2's fair rental and
 * personal-use days, and the part of the property that is rented (IRS Publication 527). One row per property and
 * year, kept only once the user sets something; without one, the property is wholly rented and never used personally.
 */
export function propertyYearUses() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('property_year_uses')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('property_id', 'integer', (c) =>
          c.notNull().references('properties.id').onDelete('cascade'),
        )
        // YYYY
        .addColumn('year', 'text', (c) => c.notNull())
        .addColumn('fair_rental_days', 'integer')
        .addColumn('personal_use_days', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('rental_percent', 'double precision', (c) => c.notNull().defaultTo(100))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('property_year_uses_pk', ['property_id', 'year'])
        .execute();
      await db.schema
        .createIndex('property_year_uses_user_year_idx')
        .on('property_year_uses')
        .columns(['user_id', 'year'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('property_year_uses').execute();
    },
  };
}
