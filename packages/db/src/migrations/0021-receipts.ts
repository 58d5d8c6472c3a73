import type { Kysely } from 'kysely';
import type { SqlDialect } from '../dialect';

/**
 * Receipts (docs/product.md "Receipts"; docs/operations.md "Receipts"): one per transaction in ledger_receipts, which
 * goes with its transaction, property and account by cascade. On PostgreSQL the bytes are in the row (`bytes`); on
 * SQLite they are a file beside the database (`file_key`), because better-sqlite3 writes on the event loop and a
 * 10 MB commit holds it for 30-65 ms. What the list shows of a receipt (name, type, size) sits on the transaction's
 * own row, so no list reads this table.
 */
export function receipts(dialect: SqlDialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('ledger_transactions').addColumn('receipt_name', 'text').execute();
      await db.schema.alterTable('ledger_transactions').addColumn('receipt_type', 'text').execute();
      await db.schema.alterTable('ledger_transactions').addColumn('receipt_size', 'integer').execute();
      await db.schema
        .createTable('ledger_receipts')
        .addColumn('transaction_id', 'integer', (c) =>
          c.primaryKey().references('ledger_transactions.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('file_key', 'text')
        .addColumn('bytes', dialect === 'sqlite' ? 'blob' : 'bytea')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      // An account's total (its quota) read from the index alone.
      await db.schema
        .createIndex('ledger_receipts_user_idx')
        .on('ledger_receipts')
        .columns(['user_id', 'size'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('ledger_receipts').execute();
      for (const column of ['receipt_name', 'receipt_type', 'receipt_size'])
        await db.schema.alterTable('ledger_transactions').dropColumn(column).execute();
    },
  };
}
