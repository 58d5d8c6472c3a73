import { GOAL_MESSAGES } from '@rentfolio/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { writeDailySnapshotsJob } from '../src/jobs/daily-snapshots';
import {
  createTestApp,
  RELAXED_LIMITS,
  send,
  sessionCookieOf,
  signUpAndIn,
  type TestApp,
} from './setup/test-app';
import { TEST_DIALECTS } from './setup/test-db';

// The product's default targets, with the end of the year after the test clock's (2026-11-21) as the default date.
const GOAL_DEFAULTS = {
  targetValue: 3_300_000,
  targetCashFlow: 25_000,
  targetProperties: 15,
  targetDate: '2027-12-31',
  targetROI: 15,
};

/** Where the test clock starts (createTestClock). */
const SUITE_START = '2026-11-21T10:00:00Z';

/** Three properties whose totals are easy to check by hand (no loan: 100% down, no closing costs). */
const CASH_DEAL = { downPayment: 100, closingCosts: 0, vacancy: 0 };
const A = {
  address: 'A St',
  city: 'Denver',
  state: 'CO',
  propertyType: 'single-family',
  purchasePrice: 200_000,
  monthlyRent: 2000,
  operatingExpenses: 500,
  ...CASH_DEAL,
};
const B = {
  address: 'B St',
  city: 'Austin',
  state: 'TX',
  propertyType: 'duplex',
  purchasePrice: 300_000,
  monthlyRent: 2500,
  operatingExpenses: 500,
  currentValue: 350_000,
  ...CASH_DEAL,
};
const C = {
  address: 'C St',
  city: 'Phoenix',
  state: 'AZ',
  propertyType: 'condo',
  purchasePrice: 100_000,
  monthlyRent: 1000,
  operatingExpenses: 1000,
  isOccupied: false,
  ...CASH_DEAL,
};

describe.each(TEST_DIALECTS)('portfolio on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { rateLimits: RELAXED_LIMITS });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async (cookie: string, url: string) => {
    const response = await send(t.app, 'GET', url, { cookie });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const add = async (cookie: string, body: Record<string, unknown>) => {
    const response = await send(t.app, 'POST', '/api/properties', { cookie, body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number };
  };
  const signInAgain = async (username: string, password: string) => {
    const login = await send(t.app, 'POST', '/api/auth/login', {
      body: { usernameOrEmail: username, password },
    });
    return sessionCookieOf(login) as string;
  };

  describe('GET /api/portfolio/metrics', () => {
    it('is all zeros for an empty portfolio', async () => {
      const { cookie } = await signUpAndIn(t.app);
      expect(await get(cookie, '/api/portfolio/metrics')).toEqual({
        totalValue: 0,
        totalCashFlow: 0,
        avgROI: 0,
        portfolioROI: 0,
        totalProperties: 0,
        occupancyRate: 0,
        averageCapRate: 0,
        monthOverMonth: null,
        actual: { properties: 0, monthlyCashFlow: null },
      });
    });

    it('sums and averages a known portfolio (docs/product.md "Portfolio figures")', async () => {
      const { cookie } = await signUpAndIn(t.app);
      const properties = [await add(cookie, A), await add(cookie, B), await add(cookie, C)] as unknown as {
        roi: number;
        capRate: number;
        monthlyCashFlow: number;
      }[];
      // By hand: cash flow A 2000-500 = 1500, B 2500-500 = 2000, C 1000-1000 = 0 a month (no loan, no vacancy).
      expect(properties.map((p) => p.monthlyCashFlow)).toEqual([1500, 2000, 0]);
      // Cap rate = NOI / price: A 18000/200000 = 9%, B 24000/300000 = 8%, C 0%. ROI = annual cash flow / cash in: the same.
      expect(properties.map((p) => p.capRate)).toEqual([9, 8, 0]);
      expect(properties.map((p) => p.roi)).toEqual([9, 8, 0]);
      expect(await get(cookie, '/api/portfolio/metrics')).toEqual({
        totalValue: 200_000 + 350_000 + 100_000, // B counts at its current value
        totalCashFlow: 3500,
        avgROI: 5.67, // (9 + 8 + 0) / 3
        // All cash: cash in = price. (18,000 + 24,000 + 0) a year / (200,000 + 300,000 + 100,000) = 7%.
        portfolioROI: 7,
        totalProperties: 3,
        occupancyRate: 66.67, // 2 of 3
        averageCapRate: 5.67,
        monthOverMonth: null,
        // No ledger: nothing actual yet.
        actual: { properties: 0, monthlyCashFlow: null },
      });
    });

    it('serves each user only their own figures', async () => {
      const owner = await signUpAndIn(t.app);
      await add(owner.cookie, A);
      const other = await signUpAndIn(t.app);
      expect((await get(other.cookie, '/api/portfolio/metrics')).totalProperties).toBe(0);
      expect((await get(owner.cookie, '/api/portfolio/metrics')).totalProperties).toBe(1);
    });

    it('answers every server from the portfolio as it is now: a change on one is seen at once on another', async () => {
      // Two servers on one database, each keeping figures by portfolio revision (no time-to-live).
      const other = await createTestApp(dialect, { rateLimits: RELAXED_LIMITS, sameDatabaseAs: t });
      try {
        const { cookie } = await signUpAndIn(t.app);
        const read = async (app: typeof t.app, path: string) =>
          (await send(app, 'GET', path, { cookie })).json();
        // Both servers have computed (and kept) the empty portfolio's figures.
        for (const app of [t.app, other.app]) {
          expect((await read(app, '/api/portfolio/metrics')).totalProperties).toBe(0);
          expect(await read(app, '/api/insights')).toEqual([]);
        }
        // A vacant property added through the first server…
        const created = await send(t.app, 'POST', '/api/properties', {
          cookie,
          body: { ...A, isOccupied: false },
        });
        expect(created.statusCode).toBe(201);
        // …is counted by the second at once, in the metrics and in the insights.
        expect((await read(other.app, '/api/portfolio/metrics')).totalProperties).toBe(1);
        const insights = await read(other.app, '/api/insights');
        expect(insights.map((insight: { rule: string }) => insight.rule)).toContain('vacant');
        // A goal saved on the second server changes the goal figures on the first.
        await send(other.app, 'POST', '/api/portfolio/goals', {
          cookie,
          body: {
            targetValue: 1_000_000,
            targetCashFlow: 5000,
            targetProperties: 1,
            targetDate: '2030-01-01',
            targetROI: 8,
          },
        });
        const progress = await read(t.app, '/api/goals/progress');
        expect(progress.find((goal: { goalType: string }) => goal.goalType === 'properties')).toMatchObject({
          isReached: true,
        });
      } finally {
        await other.close();
      }
    });

    it('stays fresh after every change, reading kept figures while nothing changed', async () => {
      const cached = await createTestApp(dialect, { rateLimits: RELAXED_LIMITS });
      try {
        const { cookie } = await signUpAndIn(cached.app);
        const metrics = async () =>
          (await send(cached.app, 'GET', '/api/portfolio/metrics', { cookie })).json();
        expect((await metrics()).totalProperties).toBe(0);
        const created = (await send(cached.app, 'POST', '/api/properties', { cookie, body: A })).json();
        const computed = await metrics();
        expect(computed.totalProperties).toBe(1);
        // Read again: the kept figures, the same answer.
        expect(await metrics()).toEqual(computed);
        await send(cached.app, 'PATCH', `/api/properties/${created.id}`, {
          cookie,
          body: { currentValue: 250_000 },
        });
        expect((await metrics()).totalValue).toBe(250_000);
        await send(cached.app, 'DELETE', `/api/properties/${created.id}`, { cookie });
        expect((await metrics()).totalProperties).toBe(0);
      } finally {
        await cached.close();
      }
    });
  });

  describe('snapshots and month-over-month change', () => {
    // Each test pins its own dates; the clock goes back to the suite's start even when one fails.
    afterEach(() => {
      t.clock.set(SUITE_START);
    });

    it('compares today with the latest snapshot at least 28 days old', async () => {
      t.clock.set('2026-01-01T12:00:00Z');
      const { user, cookie, password } = await signUpAndIn(t.app);
      await add(cookie, A); // snapshot of 2026-01-01: value 200,000, cash flow 1,500, ROI 9, 1 property

      t.clock.set('2026-01-20T12:00:00Z');
      let session = await signInAgain(user.username, password);
      const b = await add(session, B); // snapshot of 2026-01-20: 550,000, 3,500, ROI 8.5, 2 properties
      // Only 19 days of history: no change yet.
      expect((await get(session, '/api/portfolio/metrics')).monthOverMonth).toBeNull();

      t.clock.set('2026-01-29T12:00:00Z'); // 28 days after the first snapshot
      session = await signInAgain(user.username, password);
      expect((await get(session, '/api/portfolio/metrics')).monthOverMonth).toEqual({
        since: '2026-01-01',
        totalValue: 175, // 550,000 against 200,000
        totalCashFlow: 133.33, // 3,500 against 1,500
        avgROI: -0.5, // 8.5 against 9 (points)
        averageCapRate: -0.5,
        occupancyRate: 0,
        totalProperties: 1,
      });

      t.clock.set('2026-02-20T12:00:00Z'); // now the 2026-01-20 snapshot is the latest one 28 days old
      session = await signInAgain(user.username, password);
      await send(t.app, 'DELETE', `/api/properties/${b.id}`, { cookie: session });
      const metrics = await get(session, '/api/portfolio/metrics');
      expect(metrics.totalValue).toBe(200_000);
      expect(metrics.monthOverMonth).toEqual({
        since: '2026-01-20',
        totalValue: -63.64,
        totalCashFlow: -57.14,
        avgROI: 0.5,
        averageCapRate: 0.5,
        occupancyRate: 0,
        totalProperties: -1,
      });
    });

    it('gives no relative change where last month was 0', async () => {
      t.clock.set('2026-03-01T12:00:00Z');
      const { user, cookie, password } = await signUpAndIn(t.app);
      const a = await add(cookie, A);
      await send(t.app, 'DELETE', `/api/properties/${a.id}`, { cookie }); // the day's snapshot: an empty portfolio
      t.clock.set('2026-04-01T12:00:00Z');
      const session = await signInAgain(user.username, password);
      await add(session, A);
      const { monthOverMonth } = await get(session, '/api/portfolio/metrics');
      expect(monthOverMonth).toMatchObject({
        since: '2026-03-01',
        totalValue: null,
        totalCashFlow: null,
        totalProperties: 1,
      });
    });

    it('writes one row per user per day, from changes and from the daily job run twice', async () => {
      t.clock.set('2026-05-01T08:00:00Z');
      const { user, cookie, password } = await signUpAndIn(t.app);
      await add(cookie, A);
      t.clock.advance(60_000);
      await add(cookie, B);
      const db = t.db.handle.db;
      const rows = () =>
        db
          .selectFrom('portfolioSnapshots')
          .selectAll()
          .where('userId', '=', user.id)
          .orderBy('day')
          .execute();
      expect((await rows()).map((r) => [r.day, r.totalProperties])).toEqual([['2026-05-01', 2]]);

      // The job on the same day keeps the change's snapshot (other users' rows of the day may be written).
      const before = await rows();
      await writeDailySnapshotsJob(db, t.clock.now);
      expect(await rows()).toEqual(before);
      // The next day, twice at once (two instances): one new row.
      t.clock.set('2026-05-02T00:30:00Z');
      const [first, second] = await Promise.all([
        writeDailySnapshotsJob(db, t.clock.now),
        writeDailySnapshotsJob(db, t.clock.now),
      ]);
      expect(first + second).toBeGreaterThanOrEqual(1);
      const mine = await rows();
      expect(mine.map((r) => [r.day, r.totalProperties, r.totalValueCents])).toEqual([
        ['2026-05-01', 2, 55_000_000],
        ['2026-05-02', 2, 55_000_000],
      ]);
      expect(await writeDailySnapshotsJob(db, t.clock.now)).toBe(0);
      const session = await signInAgain(user.username, password);
      expect((await get(session, '/api/portfolio/metrics')).totalProperties).toBe(2);
    });
  });

  describe('goals', () => {
    afterEach(() => {
      t.clock.set(SUITE_START);
    });

    const GOALS = {
      targetValue: 1_000_000,
      targetCashFlow: 3500,
      targetProperties: 4,
      targetDate: '2027-06-30',
      targetROI: 12.5,
    };

    it('answers the product’s defaults until goals are saved, then the saved goals', async () => {
      const { cookie } = await signUpAndIn(t.app);
      expect(await get(cookie, '/api/portfolio/goals')).toEqual({ ...GOAL_DEFAULTS, isDefault: true });
      const saved = await send(t.app, 'POST', '/api/portfolio/goals', {
        cookie,
        body: { ...GOALS, targetValue: '1,000,000' },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual({ ...GOALS, isDefault: false });
      expect(await get(cookie, '/api/portfolio/goals')).toEqual({ ...GOALS, isDefault: false });
      const other = await signUpAndIn(t.app);
      expect((await get(other.cookie, '/api/portfolio/goals')).isDefault).toBe(true);
    });

    it('refuses bad goals with a message per field and keeps the saved ones', async () => {
      const { cookie } = await signUpAndIn(t.app);
      await send(t.app, 'POST', '/api/portfolio/goals', { cookie, body: GOALS });
      for (const [change, field, message] of [
        [{ targetValue: -1 }, 'targetValue', 'Target portfolio value cannot be negative.'],
        [{ targetCashFlow: 'a lot' }, 'targetCashFlow', 'Monthly cash flow target must be a number.'],
        [
          { targetProperties: 2.5 },
          'targetProperties',
          'Target number of properties must be a whole number.',
        ],
        [{ targetDate: '2027-13-01' }, 'targetDate', GOAL_MESSAGES.targetDate],
        [{ targetROI: undefined }, 'targetROI', 'Target average ROI is required.'],
      ] as const) {
        const body: Record<string, unknown> = { ...GOALS, ...change };
        if (field in change && (change as Record<string, unknown>)[field] === undefined) delete body[field];
        const response = await send(t.app, 'POST', '/api/portfolio/goals', { cookie, body });
        expect(response.statusCode, JSON.stringify(change)).toBe(400);
        expect(response.json().details?.[field]).toBe(message);
      }
      expect(await get(cookie, '/api/portfolio/goals')).toEqual({ ...GOALS, isDefault: false });
    });

    it('keeps every target in its documented range and precision', async () => {
      const { cookie } = await signUpAndIn(t.app);
      await send(t.app, 'POST', '/api/portfolio/goals', { cookie, body: GOALS });
      for (const [change, field, message] of [
        // Rounded to 2 decimals first: 5e-324 and 0.004 are 0.00, which is not a target.
        [{ targetROI: 5e-324 }, 'targetROI', 'Target average ROI must be more than 0.'],
        [{ targetROI: 0.004 }, 'targetROI', 'Target average ROI must be more than 0.'],
        [{ targetROI: 1000.01 }, 'targetROI', 'Target average ROI must be at most 1,000.'],
        [{ targetValue: 0.004 }, 'targetValue', 'Target portfolio value must be more than 0.'],
        [
          { targetCashFlow: 1e300 },
          'targetCashFlow',
          'Monthly cash flow target must be at most 1,000,000,000.',
        ],
        [
          { targetProperties: 50_001 },
          'targetProperties',
          'Target number of properties must be at most 50,000.',
        ],
      ] as const) {
        const response = await send(t.app, 'POST', '/api/portfolio/goals', {
          cookie,
          body: { ...GOALS, ...change },
        });
        expect(response.statusCode, JSON.stringify(change)).toBe(400);
        expect(response.json().details?.[field]).toBe(message);
      }
      expect(await get(cookie, '/api/portfolio/goals')).toEqual({ ...GOALS, isDefault: false });
      const kept = await send(t.app, 'POST', '/api/portfolio/goals', {
        cookie,
        body: { ...GOALS, targetROI: 0.005, targetProperties: 50_000 },
      });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json()).toMatchObject({ targetROI: 0.01, targetProperties: 50_000 });
      expect((await send(t.app, 'GET', '/api/goals/progress', { cookie })).statusCode).toBe(200);
    });

    it('reports progress to 1 decimal, uncapped', async () => {
      const { cookie } = await signUpAndIn(t.app);
      await add(cookie, A);
      await add(cookie, B);
      // Current: value 550,000; cash flow 3,500; 2 properties; ROI 8.5.
      await send(t.app, 'POST', '/api/portfolio/goals', {
        cookie,
        body: {
          targetValue: 275_000,
          targetCashFlow: 1000,
          targetProperties: 3,
          targetDate: '2027-01-01',
          targetROI: 8.5,
        },
      });
      expect(await get(cookie, '/api/goals/progress')).toEqual([
        { goalType: 'portfolio_value', current: 550_000, target: 275_000, progress: 200, isReached: true },
        { goalType: 'cash_flow', current: 3500, target: 1000, progress: 350, isReached: true },
        { goalType: 'properties', current: 2, target: 3, progress: 66.7, isReached: false },
        { goalType: 'roi', current: 8.5, target: 8.5, progress: 100, isReached: true },
      ]);
      expect(await get(cookie, '/api/user/goals')).toEqual([
        { goalType: 'portfolio_value', title: 'Portfolio Value Target', current: 550_000, target: 275_000 },
        { goalType: 'cash_flow', title: 'Monthly Cash Flow Target', current: 3500, target: 1000 },
        { goalType: 'properties', title: 'Properties Count Target', current: 2, target: 3 },
        { goalType: 'roi', title: 'Average ROI Target', current: 8.5, target: 8.5 },
      ]);
    });

    it('refuses a target of 0 and a date that is not in the future, keeping the saved goals', async () => {
      const { cookie } = await signUpAndIn(t.app);
      await send(t.app, 'POST', '/api/portfolio/goals', { cookie, body: GOALS });
      // The test clock reads 2026-11-21.
      for (const [change, field, message] of [
        [{ targetValue: 0 }, 'targetValue', 'Target portfolio value must be more than 0.'],
        [{ targetCashFlow: '0' }, 'targetCashFlow', 'Monthly cash flow target must be more than 0.'],
        [{ targetProperties: 0 }, 'targetProperties', 'Target number of properties must be more than 0.'],
        [{ targetROI: 0 }, 'targetROI', 'Target average ROI must be more than 0.'],
        [{ targetDate: '2026-11-21' }, 'targetDate', 'Target date must be in the future.'],
        [{ targetDate: '2025-12-31' }, 'targetDate', 'Target date must be in the future.'],
      ] as const) {
        const response = await send(t.app, 'POST', '/api/portfolio/goals', {
          cookie,
          body: { ...GOALS, ...change },
        });
        expect(response.statusCode, JSON.stringify(change)).toBe(400);
        expect(response.json().details?.[field]).toBe(message);
      }
      expect(await get(cookie, '/api/portfolio/goals')).toEqual({ ...GOALS, isDefault: false });
      const tomorrow = await send(t.app, 'POST', '/api/portfolio/goals', {
        cookie,
        body: { ...GOALS, targetDate: '2026-11-22' },
      });
      expect(tomorrow.statusCode).toBe(200);
    });

    it('defaults the target date to 31 December of next year, on the server clock', async () => {
      const { cookie } = await signUpAndIn(t.app);
      expect((await get(cookie, '/api/portfolio/goals')).targetDate).toBe('2027-12-31');
      t.clock.set('2027-01-01T00:00:00Z');
      const later = await signUpAndIn(t.app);
      expect((await get(later.cookie, '/api/portfolio/goals')).targetDate).toBe('2028-12-31');
    });
  });

  describe('notifications', () => {
    it('records real events; opening the panel clears the indicator, mark-all-read the unread state', async () => {
      const { cookie } = await signUpAndIn(t.app);
      expect(await get(cookie, '/api/notifications')).toEqual({
        items: [],
        unreadCount: 0,
        hasUnseen: false,
      });

      await send(t.app, 'POST', '/api/portfolio/goals', {
        cookie,
        body: { ...GOAL_DEFAULTS, targetProperties: 2 },
      });
      const a = await add(cookie, A);
      t.clock.advance(1000);
      await send(t.app, 'POST', '/api/properties/bulk', { cookie, body: { properties: [B] } }); // reaches 2 properties
      let list = await get(cookie, '/api/notifications');
      expect(list.hasUnseen).toBe(true);
      // The achievements these events earned are notified too (achievements.api.test.ts); here, the portfolio's own.
      const unread = list.items.length;
      expect(list.unreadCount).toBe(unread);
      const portfolioEvents = list.items.filter((n: { type: string }) => n.type !== 'achievement_earned');
      expect(portfolioEvents.map((n: { type: string; data: unknown }) => [n.type, n.data])).toEqual([
        ['goal_reached', { goalType: 'properties' }],
        ['properties_added', { count: 1 }],
        ['property_added', { propertyId: a.id, address: 'A St' }],
      ]);

      t.clock.advance(1000);
      const seen = await send(t.app, 'POST', '/api/notifications/seen', { cookie });
      expect(seen.statusCode).toBe(200);
      list = await get(cookie, '/api/notifications');
      expect(list).toMatchObject({ hasUnseen: false, unreadCount: unread });

      t.clock.advance(1000);
      await add(cookie, C);
      expect((await get(cookie, '/api/notifications')).hasUnseen).toBe(true);

      t.clock.advance(1000);
      const read = await send(t.app, 'POST', '/api/notifications/read-all', { cookie });
      expect(read.json()).toMatchObject({ hasUnseen: false, unreadCount: 0 });
      expect(read.json().items.every((n: { isRead: boolean }) => n.isRead)).toBe(true);

      // Another user sees none of them, and their actions touch nothing here.
      const other = await signUpAndIn(t.app);
      expect((await get(other.cookie, '/api/notifications')).items).toEqual([]);
    });

    it('reports a goal reached only once, when it is reached', async () => {
      const { cookie } = await signUpAndIn(t.app);
      await send(t.app, 'POST', '/api/portfolio/goals', {
        cookie,
        body: { ...GOAL_DEFAULTS, targetProperties: 1 },
      });
      await add(cookie, A);
      await add(cookie, B);
      const goals = (await get(cookie, '/api/notifications')).items.filter(
        (n: { type: string }) => n.type === 'goal_reached',
      );
      expect(goals).toHaveLength(1);
    });
  });

  it('needs a signed-in user', async () => {
    for (const [method, url] of [
      ['GET', '/api/portfolio/metrics'],
      ['GET', '/api/portfolio/goals'],
      ['GET', '/api/goals/progress'],
      ['GET', '/api/user/goals'],
      ['GET', '/api/notifications'],
      ['POST', '/api/notifications/seen'],
      ['POST', '/api/notifications/read-all'],
    ] as const) {
      expect((await send(t.app, method, url)).statusCode, url).toBe(401);
    }
    const goals = await send(t.app, 'POST', '/api/portfolio/goals', { body: GOAL_DEFAULTS });
    expect(goals.statusCode).toBe(401);
  });
});
