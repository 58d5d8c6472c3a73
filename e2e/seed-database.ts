import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createDb,
  type DbHandle,
  getUserByUsernameKey,
  normalizeLoginKey,
  updateUser,
  upsertSnapshot,
} from '@rentfolio/db';

/**
 * The typed seed module of the browser tests: the few facts no API writes (a plan, a snapshot of the past) are
 * written into the e2e server's SQLite database through the product's own queries (@rentfolio/db), never through
 * SQL of the specs. Everything else is seeded through the API (fixtures.ts).
 */

/**
 * The e2e server's database: in E2E_DATA_DIR (playwright.config.ts sets it for the server and the tests), else where
 * start-server.mjs puts it without one (e2e/.tmp/data for port 5199, e2e/.tmp/data-<port> otherwise).
 */
const E2E_PORT = process.env.E2E_PORT ?? '5199';
export const E2E_DATABASE = process.env.E2E_DATA_DIR
  ? join(process.env.E2E_DATA_DIR, 'rentfolio.db')
  : resolve(
      dirname(fileURLToPath(import.meta.url)),
      E2E_PORT === '5199' ? '.tmp/data/rentfolio.db' : `.tmp/data-${E2E_PORT}/rentfolio.db`,
    );

async function withDatabase<T>(work: (handle: DbHandle) => Promise<T>): Promise<T> {
  const handle = createDb({ dialect: 'sqlite', filename: E2E_DATABASE });
  try {
    return await work(handle);
  } finally {
    await handle.close();
  }
}

/** Plan ids of @rentfolio/contracts: 'free' (the default, unlimited), 'limited' (3 analyses a month), 'pro'. */
export type PlanId = 'free' | 'limited' | 'pro';

/**
 * Puts a registered account on `plan`: no API changes a plan. Call it after registering and before signing in,
 * since the server caches a session's user for a few seconds once it has read it.
 */
export async function setPlan(username: string, plan: PlanId): Promise<void> {
  await withDatabase(async ({ db }) => {
    const user = await getUserByUsernameKey(db, normalizeLoginKey(username));
    if (!user) throw new Error(`no user ${username} in ${E2E_DATABASE}`);
    await updateUser(db, user.id, { plan });
  });
}

/** A portfolio snapshot's figures, in dollars and percentages as the metrics API answers them. */
export type SnapshotFigures = {
  totalValue: number;
  totalCashFlow: number;
  avgROI: number;
  occupancyRate: number;
  count: number;
};

/**
 * Writes a portfolio snapshot `daysAgo` days old for the user, as the daily job would have written it then: no API
 * writes the past, and month-over-month needs a snapshot at least 28 days old (docs/product.md "Portfolio figures").
 */
export async function writeSnapshot(
  userId: number,
  daysAgo: number,
  figures: SnapshotFigures,
): Promise<void> {
  const writtenAt = Date.now() - daysAgo * 86_400_000;
  await withDatabase(({ db }) =>
    upsertSnapshot(
      db,
      userId,
      new Date(writtenAt).toISOString().slice(0, 10),
      {
        totalValueCents: Math.round(figures.totalValue * 100),
        totalCashFlowCents: Math.round(figures.totalCashFlow * 100),
        avgRoi: figures.avgROI,
        averageCapRate: 0,
        occupancyRate: figures.occupancyRate,
        totalProperties: figures.count,
      },
      writtenAt,
    ),
  );
}
