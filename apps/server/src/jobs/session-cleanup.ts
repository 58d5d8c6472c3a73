import {
  type Db,
  deleteExpiredAttemptCounters,
  deleteExpiredLoginChallenges,
  deleteExpiredSessions,
} from '@rentfolio/db';
import type { AppConfig } from '../env';
import type { Clock } from '../lib/clock';

/**
 * Deletes sessions past their idle or absolute timeout, half-finished two-factor sign-ins past theirs, and the ended
 * windows of the attempt limits. Idempotent: running it twice, or on two instances at once,
 * deletes the same rows once.
 */
export async function purgeExpiredSessionsJob(db: Db, config: AppConfig, now: Clock): Promise<number> {
  const at = now();
  const sessions = await deleteExpiredSessions(db, {
    idleBefore: at - config.sessionIdleTimeoutMs,
    createdBefore: at - config.sessionAbsoluteTimeoutMs,
  });
  return (
    sessions + (await deleteExpiredLoginChallenges(db, at)) + (await deleteExpiredAttemptCounters(db, at))
  );
}
