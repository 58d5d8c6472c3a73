import type { Db } from '../create-db';
import type { JobRunsTable } from '../schema';

/**
 * Claims the run of `job` for `period` for the instance `holder` ('<name>#<boot>') until `leaseUntil`: true when
 * this instance may run it now. Refused when the run completed, or another live instance holds an unexpired lease;
 * a lease of an earlier start of the same instance name is taken over at once (that process is gone).
 */
export async function claimJobRun(
  db: Db,
  run: { job: string; period: string },
  holder: string,
  now: number,
  leaseUntil: number,
): Promise<boolean> {
  await db
    .insertInto('jobRuns')
    .values({ ...run, claimedBy: null, leaseUntil: null, completedAt: null })
    .onConflict((oc) => oc.columns(['job', 'period']).doNothing())
    .execute();
  const sameName = `${holder.slice(0, holder.lastIndexOf('#') + 1)}%`;
  const result = await db
    .updateTable('jobRuns')
    .set({ claimedBy: holder, leaseUntil })
    .where('job', '=', run.job)
    .where('period', '=', run.period)
    .where('completedAt', 'is', null)
    .where((eb) =>
      eb.or([
        eb('leaseUntil', 'is', null),
        eb('leaseUntil', '<', now),
        eb('claimedBy', '=', holder),
        eb('claimedBy', 'like', sameName),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Extends the holder's lease while its run goes on. */
export async function renewJobRun(
  db: Db,
  run: { job: string; period: string },
  holder: string,
  leaseUntil: number,
): Promise<void> {
  await db
    .updateTable('jobRuns')
    .set({ leaseUntil })
    .where('job', '=', run.job)
    .where('period', '=', run.period)
    .where('claimedBy', '=', holder)
    .execute();
}

/** Marks the run complete with its counts; the lease goes. */
export async function completeJobRun(
  db: Db,
  run: { job: string; period: string },
  holder: string,
  outcome: { completedAt: number; queued: number; failed: number },
): Promise<void> {
  await db
    .updateTable('jobRuns')
    .set({ ...outcome, leaseUntil: null })
    .where('job', '=', run.job)
    .where('period', '=', run.period)
    .where('claimedBy', '=', holder)
    .execute();
}

/** Gives the lease back when a run stopped before completing, so another instance may take it at once. */
export async function releaseJobRun(
  db: Db,
  run: { job: string; period: string },
  holder: string,
): Promise<void> {
  await db
    .updateTable('jobRuns')
    .set({ leaseUntil: null })
    .where('job', '=', run.job)
    .where('period', '=', run.period)
    .where('claimedBy', '=', holder)
    .where('completedAt', 'is', null)
    .execute();
}

export async function getJobRun(
  db: Db,
  run: { job: string; period: string },
): Promise<JobRunsTable | undefined> {
  return db
    .selectFrom('jobRuns')
    .selectAll()
    .where('job', '=', run.job)
    .where('period', '=', run.period)
    .executeTakeFirst() as Promise<JobRunsTable | undefined>;
}
