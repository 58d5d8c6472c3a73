import type { Kysely } from 'kysely';
import type { SqlDialect } from '../dialect';

// Counters of the limits on guessing (sign-in, registration, two-factor codes, the admin PIN), kept in the database so
// that every server sharing it counts the same attempts (docs/api.md "Limits"). One row per limit and key, a fixed
// window: `count` attempts until `reset_at`. Expired rows are removed by the clean-up job.
export function attemptCounters(_dialect: SqlDialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('attempt_counters')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('reset_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('attempt_counters_reset_at')
        .on('attempt_counters')
        .column('reset_at')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('attempt_counters').execute();
    },
  };
}
