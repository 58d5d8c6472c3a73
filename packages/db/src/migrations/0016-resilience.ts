import { type Kysely, sql } from 'kysely';
import type { SqlDialect } from '../dialect';

// What a crash, a retry or a second instance must not break (docs/operations.md "Scheduled jobs", "Several instances"):
// - job_runs: one row per scheduled job and period (the monthly reports of 2026-10), with the instance that holds it
//   (a lease that runs out) and when it completed, so a run that a kill cut short, or that no instance was up for,
//   is run again at the next start, and only one instance runs it at a time;
// - property_imports.claimed_by / claim_boot: which instance, and which start of it, claimed an import key, so the
//   same instance started again takes over at once the keys its earlier life left 'processing';
// - create_keys: a client's Idempotency-Key on a create, with what it created, so a create sent again after a lost
//   answer answers the first one instead of storing a second.
export function resilience(_dialect: SqlDialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('job_runs')
        .addColumn('job', 'text', (c) => c.notNull())
        .addColumn('period', 'text', (c) => c.notNull())
        .addColumn('claimed_by', 'text')
        .addColumn('lease_until', 'bigint')
        .addColumn('completed_at', 'bigint')
        .addColumn('queued', 'integer', (c) => c.notNull().defaultTo(sql`0`))
        .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(sql`0`))
        .addPrimaryKeyConstraint('job_runs_pk', ['job', 'period'])
        .execute();
      await db.schema.alterTable('property_imports').addColumn('claimed_by', 'text').execute();
      await db.schema.alterTable('property_imports').addColumn('claim_boot', 'text').execute();
      await db.schema
        .createTable('create_keys')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('idempotency_key', 'text', (c) => c.notNull())
        .addColumn('request_hash', 'text', (c) => c.notNull())
        .addColumn('resource_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('create_keys_pk', ['user_id', 'idempotency_key'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('create_keys').execute();
      await db.schema.alterTable('property_imports').dropColumn('claim_boot').execute();
      await db.schema.alterTable('property_imports').dropColumn('claimed_by').execute();
      await db.schema.dropTable('job_runs').execute();
    },
  };
}
