import { type Db, deleteExpiredSessions } from '@rentfolio/db';
import type { AppConfig } from '../env';
import type { Clock } from '../lib/clock';

/**
 * Deletes sessions past their idle or absolute timeout. Idempotent: running it twice, or on two instances at once,
 * deletes the same rows once.
 */
export async function purgeExpiredSessionsJob(db: Db, config: AppConfig, now: Clock): Promise<number> {
  const at = now();
  return deleteExpiredSessions(db, {
    idleBefore: at - config.sessionIdleTimeoutMs,
    createdBefore: at - config.sessionAbsoluteTimeoutMs,
  });
}
