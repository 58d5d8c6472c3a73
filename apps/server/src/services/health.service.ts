import { isDatabaseUnavailable, pingDatabase } from '@rentfolio/db';
import type { AppContext } from '../context';

export type Health = { status: 'ok'; database: 'up' } | { status: 'unavailable'; database: 'down' };

/** GET /api/health: up when the database answers a trivial query; down (503) while it cannot be reached. */
export async function checkHealth(ctx: AppContext): Promise<Health> {
  try {
    await pingDatabase(ctx.db);
    return { status: 'ok', database: 'up' };
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return { status: 'unavailable', database: 'down' };
  }
}
