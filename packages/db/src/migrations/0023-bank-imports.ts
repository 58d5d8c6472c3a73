import type { Kysely } from 'kysely';
import type { SqlDialect } from '../dialect';
import { addIdColumn } from './helpers';

/**
 * Bank statements in (docs/product.md "Bank statements"): payee rules; each bank's CSV mapping, remembered by the
 * file's header line; and a kind on import keys, which the property and the bank imports share (one key, one import).
 */
export function bankImports(dialect: SqlDialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('ledger_rules')
        .$call((t) => addIdColumn(t, dialect))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('payee_contains', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('property_id', 'integer', (c) => c.references('properties.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('ledger_rules_user_idx')
        .on('ledger_rules')
        .columns(['user_id', 'id'])
        .execute();
      await db.schema
        .createTable('bank_mappings')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('signature', 'text', (c) => c.notNull())
        .addColumn('mapping', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('bank_mappings_pk', ['user_id', 'signature'])
        .execute();
      await db.schema
        .alterTable('property_imports')
        .addColumn('kind', 'text', (c) => c.notNull().defaultTo('properties'))
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('bank_mappings').execute();
      await db.schema.dropTable('ledger_rules').execute();
      await db.schema.alterTable('property_imports').dropColumn('kind').execute();
    },
  };
}
