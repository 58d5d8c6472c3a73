import type { Kysely } from 'kysely';
import type { SqlDialect } from '../dialect';

// Each user's settings (docs/product.md "Settings") as one JSON document: the browser keeps the same document, and
// the server reads only the notification preferences out of it.
export function userSettings(_dialect: SqlDialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('user_settings')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('settings', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('user_settings').execute();
    },
  };
}
