import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { duePeriod, runDueMonthlyReports, runMonthlyReports } from '../src/services/mail/monthly-schedule';
import {
  adminCookie,
  createTestApp,
  RELAXED_LIMITS,
  send,
  signUpConfirmed,
  type TestApp,
} from './setup/test-app';
import { TEST_DIALECTS } from './setup/test-db';

// The monthly reports' schedule survives kills and several instances (docs/operations.md "Scheduled jobs"): a run is
// about the month that ended, a run cut short or missed is run again and queues only what is missing, one instance
// runs it at a time, and the admin's re-run queues the same month under the same keys, never a second report.

const START = '2026-11-21T10:00:00Z';
const MAIL_ENV = {
  // Queueing needs a mail server configured; no worker sends anything in these tests.
  SMTP_URL: 'smtp://127.0.0.1:2525',
  APP_URL: 'https://rentfolio.test',
  ADMIN_PIN: '4321',
  REPORT_SCHEDULE: '0 8 1 * *',
};

describe('duePeriod', () => {
  it("is the month before the schedule's latest run at or before now", () => {
    expect(duePeriod('0 8 1 * *', Date.parse('2026-11-21T10:00:00Z'))).toBe('2026-10');
    expect(duePeriod('0 8 1 * *', Date.parse('2026-11-01T08:00:30Z'))).toBe('2026-10');
    expect(duePeriod('0 8 1 * *', Date.parse('2026-11-01T07:59:00Z'))).toBe('2026-09');
    expect(duePeriod('0 8 1 * *', Date.parse('2027-01-15T00:00:00Z'))).toBe('2026-12');
  });
});

describe.each(TEST_DIALECTS)('the monthly schedule on %s', (dialect) => {
  let t: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      rateLimits: RELAXED_LIMITS,
      env: { ...MAIL_ENV, INSTANCE_NAME: 'alpha' },
    });
    other = await createTestApp(dialect, {
      rateLimits: RELAXED_LIMITS,
      env: { ...MAIL_ENV, INSTANCE_NAME: 'beta' },
      sameDatabaseAs: t,
    });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });
  afterEach(async () => {
    t.clock.set(START);
    await t.db.handle.db.deleteFrom('jobRuns').execute();
    await t.db.handle.db.deleteFrom('mailOutbox').execute();
  });

  /** The monthly reports in the outbox, as `period:userId`, sorted. */
  async function monthlyKeys(): Promise<string[]> {
    const rows = await t.db.handle.db
      .selectFrom('mailOutbox')
      .select('dedupeKey')
      .where('kind', '=', 'monthly_report')
      .execute();
    return rows.map((row) => String(row.dedupeKey).replace(/^monthly:/, '')).sort();
  }

  async function threeReaders(): Promise<number[]> {
    const users = [await signUpConfirmed(t), await signUpConfirmed(t), await signUpConfirmed(t)];
    return users.map((u) => u.user.id);
  }

  it('resumes a run that a kill cut short: only the missing reports are queued, then it is complete', async () => {
    const ids = await threeReaders();
    // An earlier start of this instance died mid-run: its lease still runs, one report was queued.
    await t.db.handle.db
      .insertInto('jobRuns')
      .values({
        job: 'monthly_reports',
        period: '2026-10',
        claimedBy: 'alpha#dead-boot',
        leaseUntil: t.clock.now() + 60_000,
        completedAt: null,
      })
      .execute();
    const first = await runMonthlyReports(t.app.rentfolio, '2026-10');
    expect(first.ran).toBe(true);
    const queuedBefore = await monthlyKeys();
    expect(queuedBefore.filter((key) => ids.some((id) => key === `2026-10:${id}`))).toHaveLength(3);
    // Cut short again (the row made not complete), and run at the next start: nothing is queued twice.
    await t.db.handle.db.updateTable('jobRuns').set({ completedAt: null, leaseUntil: null }).execute();
    const again = await runDueMonthlyReports(t.app.rentfolio);
    expect(again).toMatchObject({ period: '2026-10', ran: true, queued: 0 });
    expect(await monthlyKeys()).toEqual(queuedBefore);
    // Complete now: the hourly check does nothing.
    expect(await runDueMonthlyReports(t.app.rentfolio)).toBeNull();
    const row = await t.db.handle.db.selectFrom('jobRuns').selectAll().executeTakeFirstOrThrow();
    expect(row.completedAt).not.toBeNull();
  });

  it('catches up a missed run at start: the month that ended is queued once', async () => {
    const ids = await threeReaders();
    const run = await runDueMonthlyReports(t.app.rentfolio);
    expect(run).toMatchObject({ period: '2026-10', ran: true });
    const keys = await monthlyKeys();
    for (const id of ids) expect(keys).toContain(`2026-10:${id}`);
    expect(keys.every((key) => key.startsWith('2026-10:'))).toBe(true);
  });

  it("leaves a run to the instance that holds it, and takes it over when that instance's lease has run out", async () => {
    await threeReaders();
    await t.db.handle.db
      .insertInto('jobRuns')
      .values({
        job: 'monthly_reports',
        period: '2026-10',
        claimedBy: 'beta#live-boot',
        leaseUntil: t.clock.now() + 120_000,
        completedAt: null,
      })
      .execute();
    expect(await runDueMonthlyReports(t.app.rentfolio)).toMatchObject({ ran: false, queued: 0 });
    expect(await monthlyKeys()).toEqual([]);
    t.clock.advance(121_000);
    expect(await runDueMonthlyReports(t.app.rentfolio)).toMatchObject({ ran: true });
  });

  it('runs on one of two instances that start it at once', async () => {
    const ids = await threeReaders();
    const [a, b] = await Promise.all([
      runDueMonthlyReports(t.app.rentfolio),
      runDueMonthlyReports(other.app.rentfolio),
    ]);
    expect([a?.ran, b?.ran].filter(Boolean)).toHaveLength(1);
    const keys = await monthlyKeys();
    for (const id of ids) expect(keys.filter((key) => key === `2026-10:${id}`)).toHaveLength(1);
  });

  it("queues the admin's re-run for the month that ended, so the schedule adds no second report", async () => {
    const ids = await threeReaders();
    const answer = await send(t.app, 'POST', '/api/reports/send-all-monthly', {
      cookie: await adminCookie(t.app, '4321'),
      body: {},
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const afterAdmin = await monthlyKeys();
    for (const id of ids) expect(afterAdmin).toContain(`2026-10:${id}`);
    expect(await runDueMonthlyReports(t.app.rentfolio)).toMatchObject({ ran: true, queued: 0 });
    expect(await monthlyKeys()).toEqual(afterAdmin);
  });
});
