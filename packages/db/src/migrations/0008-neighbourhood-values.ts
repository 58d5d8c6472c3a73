import type { Kysely } from 'kysely';
import type { SqlDialect } from '../dialect';

// Values a user imports for the heat map's metrics that have no open data (docs/product.md "Market data"): one row per
// user, place ('zip:80205' or 'nbhd:Five Points') and metric. Nobody else ever sees them.
export function neighbourhoodValues(_dialect: SqlDialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('neighbourhood_values')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('place_id', 'text', (c) => c.notNull())
        .addColumn('metric', 'text', (c) => c.notNull())
        .addColumn('value', 'double precision', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('neighbourhood_values_pk', ['user_id', 'place_id', 'metric'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('neighbourhood_values').execute();
    },
  };
}
