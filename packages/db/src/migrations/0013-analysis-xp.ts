import { type Kysely, sql } from 'kysely';
import type { SqlDialect } from '../dialect';

// Achievements count analyses of their own (`analysis_xp`: a distinct deal at most once a minute, a few an hour),
// apart from the plan's `deal_analysis` count. The analyses counted before start the new count, so that no one's
// progress goes back.
export function analysisXp(_dialect: SqlDialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`
        insert into usage_counters (user_id, metric, period, count)
        select user_id, 'analysis_xp', period, count from usage_counters where metric = 'deal_analysis'
      `.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`delete from usage_counters where metric = 'analysis_xp'`.execute(db);
    },
  };
}
