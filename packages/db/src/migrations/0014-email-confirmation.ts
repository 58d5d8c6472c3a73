import { type Kysely, sql } from 'kysely';
import type { SqlDialect } from '../dialect';

// E-mail goes only to an address its owner confirmed by a signed link (docs/product.md "E-mail address").
// - email_confirmed_at: when `email` was confirmed; null until it is. Addresses stored before this were never
//   confirmed, so they start unconfirmed: Rentfolio cannot know they belong to their accounts.
// - pending_email: a new address asked for while `email` is confirmed; `email` stays in use until the new one is
//   confirmed.
// - email_nonce: part of every confirmation link's signature; raised when a link is used or the address changes, so
//   that each link works once and only for the address it was sent to.
export function emailConfirmation(_dialect: SqlDialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('users').addColumn('email_confirmed_at', 'bigint').execute();
      await db.schema.alterTable('users').addColumn('pending_email', 'text').execute();
      await db.schema
        .alterTable('users')
        .addColumn('email_nonce', 'integer', (c) => c.notNull().defaultTo(sql`0`))
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('users').dropColumn('email_nonce').execute();
      await db.schema.alterTable('users').dropColumn('pending_email').execute();
      await db.schema.alterTable('users').dropColumn('email_confirmed_at').execute();
    },
  };
}
