import { type Kysely, sql } from 'kysely';
import type { SqlDialect } from '../dialect';
import { addIdColumn } from './helpers';

// Users, sessions and usage counters (issue: foundation).
export function foundation(dialect: SqlDialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('users')
        .$call((t) => addIdColumn(t, dialect))
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('username_key', 'text', (c) => c.notNull().unique())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('email_key', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text')
        .addColumn('role', 'text', (c) => c.notNull().defaultTo('user').check(sql`role in ('user', 'admin')`))
        .addColumn('plan', 'text', (c) => c.notNull().defaultTo('free'))
        .addColumn('profile_picture', 'text')
        .addColumn('two_factor_enabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('two_factor_secret', 'text')
        .addColumn('two_factor_last_step', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
        .addColumn('user_agent', 'text')
        .execute();
      await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
      await db.schema
        .createIndex('sessions_last_seen_at_idx')
        .on('sessions')
        .column('last_seen_at')
        .execute();

      await db.schema
        .createTable('usage_counters')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('metric', 'text', (c) => c.notNull())
        .addColumn('period', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('usage_counters_pk', ['user_id', 'metric', 'period'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('usage_counters').execute();
      await db.schema.dropTable('sessions').execute();
      await db.schema.dropTable('users').execute();
    },
  };
}
