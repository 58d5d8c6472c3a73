import type { Kysely } from 'kysely';
import type { SqlDialect } from '../dialect';
import { addIdColumn } from './helpers';

// Two-factor sign-in (docs/product.md "Two-factor sign-in"): the users table already holds the encrypted secret and the
// last accepted time step; this adds the hashed backup codes and the half-finished sign-ins.
export function twoFactor(dialect: SqlDialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('backup_codes')
        .$call((t) => addIdColumn(t, dialect))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('backup_codes_user_hash_idx')
        .on('backup_codes')
        .columns(['user_id', 'code_hash'])
        .execute();
      await db.schema
        .createTable('login_challenges')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('login_challenges_expires_at_idx')
        .on('login_challenges')
        .column('expires_at')
        .execute();
      await db.schema
        .createIndex('login_challenges_user_id_idx')
        .on('login_challenges')
        .column('user_id')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('login_challenges').execute();
      await db.schema.dropTable('backup_codes').execute();
    },
  };
}
