import { type Kysely, sql } from 'kysely';
import type { SqlDialect } from '../dialect';

// Goal targets gained a range and a precision (docs/product.md "Input rules"): an ROI target between 0.01% and
// 1,000% to 2 decimals, at most 50,000 properties. Targets stored before are brought into those ranges, so that no
// stored goal can make progress infinite (an ROI target of 5e-324 did, and every goal route of its user failed).
export function goalRanges(_dialect: SqlDialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`update portfolio_goals set target_roi = 0.01 where target_roi < 0.01`.execute(db);
      await sql`update portfolio_goals set target_roi = 1000 where target_roi > 1000`.execute(db);
      await sql`update portfolio_goals set target_properties = 50000 where target_properties > 50000`.execute(
        db,
      );
    },
    async down(): Promise<void> {
      // The old values are not kept: they were outside what the product can compute with.
    },
  };
}
