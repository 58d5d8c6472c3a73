import type { Db } from '@rentfolio/db';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../env';
import { systemClock } from '../lib/clock';
import { purgeExpiredSessionsJob } from './session-cleanup';

const HOUR_MS = 60 * 60 * 1000;

/** Starts the scheduled work of this server; returns a function that stops it. */
export function startJobs(app: FastifyInstance, deps: { db: Db; config: AppConfig }): () => void {
  const run = () =>
    purgeExpiredSessionsJob(deps.db, deps.config, systemClock).then(
      (removed) => removed > 0 && app.log.info({ removed }, 'expired sessions removed'),
      (error: unknown) => app.log.error({ err: error }, 'session cleanup failed'),
    );
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
