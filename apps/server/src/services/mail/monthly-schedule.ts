import { claimJobRun, completeJobRun, getJobRun, releaseJobRun, renewJobRun } from '@rentfolio/db';
import { Cron } from 'croner';
import type { AppContext } from '../../context';
import { previousPeriod, queueMonthlyReports } from './mail.service';

// The monthly reports' schedule (docs/operations.md "Scheduled jobs"): each run is about the month that ended before
// it, is recorded in job_runs, runs on one instance at a time (a lease), and is run again at the next start or check
// when a kill cut it short or no instance was up at its time. Each user's report has its own key in the outbox, so a
// run that starts again queues only the reports still missing.

export const MONTHLY_REPORTS_JOB = 'monthly_reports';
/** How long a claim holds without renewal: an instance that dies mid-run frees the run this long after. */
const LEASE_MS = 2 * 60_000;
const RENEW_EVERY_MS = 30_000;

/** The period the schedule's latest run at or before `now` reports on (the month before that run); null before any. */
export function duePeriod(pattern: string, now: number): string | null {
  const [latest] = new Cron(pattern, { paused: true }).previousRuns(1, new Date(now));
  return latest ? previousPeriod(latest.getTime()) : null;
}

export type MonthlyRun = { period: string; ran: boolean; queued: number; failed: number };

/** Runs the reports of `period` unless the run completed or another instance holds it now. */
export async function runMonthlyReports(ctx: AppContext, period: string): Promise<MonthlyRun> {
  const run = { job: MONTHLY_REPORTS_JOB, period };
  const { holder } = ctx.instance;
  if (!(await claimJobRun(ctx.db, run, holder, ctx.now(), ctx.now() + LEASE_MS))) {
    return { period, ran: false, queued: 0, failed: 0 };
  }
  let renewedAt = ctx.now();
  try {
    const { queued, failed } = await queueMonthlyReports(ctx, period, async () => {
      if (ctx.now() - renewedAt < RENEW_EVERY_MS) return;
      renewedAt = ctx.now();
      await renewJobRun(ctx.db, run, holder, renewedAt + LEASE_MS);
    });
    await completeJobRun(ctx.db, run, holder, { completedAt: ctx.now(), queued, failed });
    return { period, ran: true, queued, failed };
  } catch (error) {
    await releaseJobRun(ctx.db, run, holder).catch(() => undefined);
    throw error;
  }
}

/** The due run, if it has not completed: called by the schedule, at start, and by the hourly check. */
export async function runDueMonthlyReports(ctx: AppContext): Promise<MonthlyRun | null> {
  const period = duePeriod(ctx.config.reportSchedule, ctx.now());
  if (period === null) return null;
  const stored = await getJobRun(ctx.db, { job: MONTHLY_REPORTS_JOB, period });
  if (stored?.completedAt != null) return null;
  return runMonthlyReports(ctx, period);
}
