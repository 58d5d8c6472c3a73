import type { Kysely } from 'kysely';
import type { SqlDialect } from '../dialect';
import { addIdColumn } from './helpers';

// CSV imports that a retry cannot repeat, and achievements earned from real activity (docs/product.md "CSV import and
// export", "Achievements"), with the time zone the browser reports, in which days and weeks are counted.
export function importsAndAchievements(dialect: SqlDialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('users').addColumn('time_zone', 'text').execute();

      // One row per (user, import key): the unique key is what makes a resent or doubled request store nothing.
      await db.schema
        .createTable('property_imports')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('import_key', 'text', (c) => c.notNull())
        .addColumn('content_hash', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('result', 'text')
        .addColumn('started_at', 'bigint', (c) => c.notNull())
        .addColumn('finished_at', 'bigint')
        .addPrimaryKeyConstraint('property_imports_pk', ['user_id', 'import_key'])
        .execute();

      await db.schema
        .createTable('achievements')
        .$call((table) => addIdColumn(table, dialect))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('value', 'double precision', (c) => c.notNull())
        .addColumn('earned_at', 'bigint', (c) => c.notNull())
        .addColumn('viewed_at', 'bigint')
        .addUniqueConstraint('achievements_user_key', ['user_id', 'key'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('achievements').execute();
      await db.schema.dropTable('property_imports').execute();
      await db.schema.alterTable('users').dropColumn('time_zone').execute();
    },
  };
}
