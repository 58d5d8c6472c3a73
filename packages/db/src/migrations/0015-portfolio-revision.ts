import { type Kysely, sql } from 'kysely';
import type { SqlDialect } from '../dialect';

// Each user's portfolio revision: raised in the transaction of every change to their properties or goals
// (changePortfolio, savePortfolioGoals). A figure computed from the whole portfolio (the insights) is kept with the
// revision it was computed from and reused while the revision stands, on every server sharing the database: a read
// needs one primary-key lookup, not a time-to-live (docs/operations.md "Several instances").
export function portfolioRevision(_dialect: SqlDialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('users')
        .addColumn('portfolio_revision', 'integer', (c) => c.notNull().defaultTo(sql`0`))
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('users').dropColumn('portfolio_revision').execute();
    },
  };
}
