import { type Kysely, sql } from 'kysely';
import type { SqlDialect } from '../dialect';
import { addIdColumn } from './helpers';

// E-mail that is never lost (docs/product.md "E-mail"): every message is stored in an outbox before it is sent, with a
// stable Message-ID, its state and its attempts; a unique key makes a monthly report once per user and month. Plus
// when each user last marked the release notes read, and the nonce of their unsubscribe link.
export function mailOutbox(dialect: SqlDialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('mail_outbox')
        .$call((table) => addIdColumn(table, dialect))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('dedupe_key', 'text', (c) => c.unique())
        .addColumn('message_id', 'text', (c) => c.notNull())
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text_body', 'text', (c) => c.notNull())
        .addColumn('html_body', 'text', (c) => c.notNull())
        .addColumn('unsubscribe_url', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
        .addColumn('claimed_at', 'bigint')
        .addColumn('sent_at', 'bigint')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('mail_outbox_due')
        .on('mail_outbox')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await db.schema
        .createIndex('mail_outbox_user')
        .on('mail_outbox')
        .columns(['user_id', 'created_at'])
        .execute();
      await db.schema
        .createTable('update_reads')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('read_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .alterTable('users')
        .addColumn('unsubscribe_nonce', 'integer', (c) => c.notNull().defaultTo(sql`0`))
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('users').dropColumn('unsubscribe_nonce').execute();
      await db.schema.dropTable('update_reads').execute();
      await db.schema.dropTable('mail_outbox').execute();
    },
  };
}
