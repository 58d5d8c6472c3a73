import { pingDatabase } from '@rentfolio/db';
import type { AppContext } from '../context';

/** GET /api/health: the server is up when its database answers a trivial query. */
export async function checkHealth(ctx: AppContext): Promise<{ status: 'ok' }> {
  await pingDatabase(ctx.db);
  return { status: 'ok' };
}
