import type { Kysely } from 'kysely';
import type { SqlDialect } from '../dialect';

// The built-in market data set (docs/product.md "Market data"): loaded at start-up from packages/market-data when the
// shipped set is newer than the stored one, and served from SQL. Money in cents, months 'YYYY-MM'.
export function marketData(_dialect: SqlDialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('market_dataset')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('version', 'text', (c) => c.notNull())
        .addColumn('vintages', 'text', (c) => c.notNull())
        .addColumn('loaded_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('market_metros')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('full_name', 'text')
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.notNull())
        .addColumn('size_rank', 'integer', (c) => c.notNull())
        .addColumn('latest_value_cents', 'bigint')
        .addColumn('latest_value_month', 'text')
        .addColumn('latest_rent_cents', 'bigint')
        .addColumn('latest_rent_month', 'text')
        .execute();
      await db.schema
        .createIndex('market_metros_name_key')
        .on('market_metros')
        .columns(['name_key'])
        .execute();
      await db.schema
        .createTable('market_cities')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.notNull())
        .addColumn('metro_id', 'integer')
        .addColumn('metro_name', 'text')
        .addColumn('county', 'text')
        .addColumn('size_rank', 'integer', (c) => c.notNull())
        .addColumn('latest_rent_cents', 'bigint')
        .addColumn('latest_rent_month', 'text')
        .execute();
      await db.schema
        .createIndex('market_cities_name_key')
        .on('market_cities')
        .columns(['name_key'])
        .execute();
      await db.schema
        .createTable('market_zips')
        .addColumn('zip', 'text', (c) => c.primaryKey())
        .addColumn('city', 'text')
        .addColumn('state', 'text')
        .addColumn('metro_id', 'integer')
        .addColumn('metro_name', 'text')
        .addColumn('county', 'text')
        .addColumn('lat', 'double precision')
        .addColumn('lng', 'double precision')
        .addColumn('latest_rent_cents', 'bigint')
        .addColumn('latest_rent_month', 'text')
        .addColumn('rent_growth', 'double precision')
        .execute();
      await db.schema.createIndex('market_zips_metro').on('market_zips').columns(['metro_id']).execute();
      await db.schema
        .createTable('market_series')
        .addColumn('region_kind', 'text', (c) => c.notNull())
        .addColumn('region_id', 'text', (c) => c.notNull())
        .addColumn('series', 'text', (c) => c.notNull())
        .addColumn('start_month', 'text', (c) => c.notNull())
        .addColumn('vals', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('market_series_pk', ['region_kind', 'region_id', 'series'])
        .execute();
      await db.schema
        .createTable('market_fair_rents')
        .addColumn('zip', 'text', (c) => c.notNull())
        .addColumn('area_code', 'text', (c) => c.notNull())
        .addColumn('area_name', 'text', (c) => c.notNull())
        .addColumn('rent0_cents', 'bigint', (c) => c.notNull())
        .addColumn('rent1_cents', 'bigint', (c) => c.notNull())
        .addColumn('rent2_cents', 'bigint', (c) => c.notNull())
        .addColumn('rent3_cents', 'bigint', (c) => c.notNull())
        .addColumn('rent4_cents', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('market_fair_rents_pk', ['zip', 'area_code'])
        .execute();
      await db.schema
        .createTable('market_neighbourhoods')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('lat', 'double precision')
        .addColumn('lng', 'double precision')
        .addColumn('median_rent_cents', 'bigint')
        .addColumn('median_value_cents', 'bigint')
        .addColumn('vacancy_rate', 'double precision')
        .addColumn('housing_units', 'integer')
        .addColumn('median_income_cents', 'bigint')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of [
        'market_neighbourhoods',
        'market_fair_rents',
        'market_series',
        'market_zips',
        'market_cities',
        'market_metros',
        'market_dataset',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
