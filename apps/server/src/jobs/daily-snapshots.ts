import { type Db, findPropertyOwnerIds, getPortfolioTotals, insertSnapshotIfMissing } from '@rentfolio/db';
import { type Clock, toDay } from '../lib/clock';
import { toMetrics } from '../services/goal-progress';
import { toSnapshotValues } from '../services/portfolio.service';

/**
 * Writes today's portfolio snapshot (docs/product.md "Portfolio figures") for every user who owns properties and has none for today yet.
 * A property change writes its own snapshot of the day, so the job fills only the days without a change, and never
 * replaces a change's snapshot with figures read before it. Idempotent: run twice, or on two instances at once, it
 * writes one row per user per day (the primary key is user and day). Answers how many rows it wrote.
 */
export async function writeDailySnapshotsJob(db: Db, now: Clock): Promise<number> {
  const at = now();
  const day = toDay(at);
  let written = 0;
  for (const userId of await findPropertyOwnerIds(db)) {
    const metrics = toMetrics(await getPortfolioTotals(db, userId));
    if (await insertSnapshotIfMissing(db, userId, day, toSnapshotValues(metrics), at)) written += 1;
  }
  return written;
}
