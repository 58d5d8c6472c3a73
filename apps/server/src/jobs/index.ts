import type { Db } from '@rentfolio/db';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../env';
import { systemClock } from '../lib/clock';
import { writeDailySnapshotsJob } from './daily-snapshots';
import { bookRecurringTransactionsJob } from './recurring-bookings';
import { sendRentRemindersJob } from './rent-reminders';
import { purgeExpiredSessionsJob } from './session-cleanup';

const HOUR_MS = 60 * 60 * 1000;
/** The first snapshot run waits a little, so that start-up stays quick. */
const FIRST_SNAPSHOT_DELAY_MS = 10_000;

/**
 * Starts the scheduled work of this server; returns a function that stops it. Each job is idempotent, so several
 * instances may run them at once. The snapshot job runs hourly and writes each user's row once a day (the first run
 * after midnight UTC writes the day's row; the others find it there). Recurring transactions are booked at start and
 * hourly, so a day's bookings appear within the hour after midnight UTC. The receipts folder (SQLite) is swept of files
 * no row names at start and hourly (services/receipt-store.ts). The rent roll's reminders (jobs/rent-reminders.ts) are
 * looked for at start and hourly, each sent once.
 */
export function startJobs(app: FastifyInstance, deps: { db: Db; config: AppConfig }): () => void {
  const purgeSessions = () =>
    purgeExpiredSessionsJob(deps.db, deps.config, systemClock).then(
      (removed) => removed > 0 && app.log.info({ removed }, 'expired sessions removed'),
      (error: unknown) => app.log.error({ err: error }, 'session cleanup failed'),
    );
  const writeSnapshots = () =>
    writeDailySnapshotsJob(deps.db, systemClock).then(
      (written) => written > 0 && app.log.info({ written }, 'daily portfolio snapshots written'),
      (error: unknown) => app.log.error({ err: error }, 'daily portfolio snapshots failed'),
    );
  const bookRecurring = () =>
    bookRecurringTransactionsJob(deps.db, systemClock, (userId, error) =>
      app.log.error({ err: error, userId }, 'recurring transactions of a user could not be booked'),
    ).then(
      ({ booked }) => booked > 0 && app.log.info({ booked }, 'recurring transactions booked'),
      (error: unknown) => app.log.error({ err: error }, 'recurring transactions could not be booked'),
    );
  const sendRentReminders = () =>
    sendRentRemindersJob(deps.db, systemClock, (userId, error) =>
      app.log.error({ err: error, userId }, 'rent roll reminders of a user could not be sent'),
    ).then(
      ({ sent }) => sent > 0 && app.log.info({ sent }, 'rent roll reminders sent'),
      (error: unknown) => app.log.error({ err: error }, 'rent roll reminders could not be sent'),
    );
  const sweepReceipts = () =>
    app.rentfolio.receipts.sweep(deps.db, systemClock()).then(
      (removed) => removed > 0 && app.log.info({ removed }, 'receipt files no row names removed'),
      (error: unknown) => app.log.error({ err: error }, 'the receipts folder could not be swept'),
    );
  const timers = [
    setInterval(sweepReceipts, HOUR_MS),
    setTimeout(sweepReceipts, FIRST_SNAPSHOT_DELAY_MS),
    setInterval(purgeSessions, HOUR_MS),
    setInterval(writeSnapshots, HOUR_MS),
    setTimeout(writeSnapshots, FIRST_SNAPSHOT_DELAY_MS),
    setInterval(bookRecurring, HOUR_MS),
    setTimeout(bookRecurring, FIRST_SNAPSHOT_DELAY_MS),
    setInterval(sendRentReminders, HOUR_MS),
    setTimeout(sendRentReminders, FIRST_SNAPSHOT_DELAY_MS),
  ];
  for (const timer of timers) timer.unref();
  return () => {
    for (const timer of timers) clearTimeout(timer);
  };
}
