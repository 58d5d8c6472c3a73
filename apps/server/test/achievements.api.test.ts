import { awardAchievements } from '@rentfolio/db';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { growOwnedRows } from './setup/grow-rows';
import { createTestApp, RELAXED_LIMITS, send, signUpAndIn, type TestApp } from './setup/test-app';
import { TEST_DIALECTS } from './setup/test-db';

// Achievements from real activity (docs/product.md "Achievements" and "Messages"). XP and level thresholds are the
// documented table: 100 XP an achievement (level-ups aside), 25 a property, 10 an analysis, 5 an active day; levels
// start at 0, 100, 250, 450, 700 XP.

const START = '2026-11-21T10:00:00Z';
const DAY = 86_400_000;

type Achievement = {
  id: number;
  key: string;
  title: string;
  achievementType: string;
  badge: string;
  color: string;
  goalType: string | null;
  value: number;
  isViewed: boolean;
};

const DEAL = { purchasePrice: '200000', monthlyRent: '1800', operatingExpenses: '400', vacancy: '5' };

describe.each(TEST_DIALECTS)('achievements on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { rateLimits: RELAXED_LIMITS });
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    t.clock.set(START);
  });

  const list = async (cookie: string) =>
    (await send(t.app, 'GET', '/api/achievements', { cookie })).json() as Achievement[];
  const keys = async (cookie: string) => (await list(cookie)).map((a) => a.key).sort();
  const check = async (cookie: string) => {
    const response = await send(t.app, 'POST', '/api/achievements/check', { cookie });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { awarded: Achievement[] }).awarded;
  };
  const addProperty = (cookie: string, body: Record<string, unknown> = {}) =>
    send(t.app, 'POST', '/api/properties', {
      cookie,
      body: { address: '1 Main St', city: 'Denver', propertyType: 'condo', purchasePrice: 100_000, ...body },
    });

  it('answers for the largest valid portfolio: 50,000 properties worth $1 billion each', async () => {
    const { cookie, user } = await signUpAndIn(t.app);
    const billion = { purchasePrice: 1_000_000_000, currentValue: 1_000_000_000, monthlyRent: 10_000_000 };
    expect((await addProperty(cookie, billion)).statusCode).toBe(201);
    await growOwnedRows(t.db.handle.db, 'properties', user.id, 49_999);
    // The 50,000th through the API writes the day's snapshot: $50 trillion, 5 x 10^15 cents.
    expect((await addProperty(cookie, billion)).statusCode).toBe(201);
    const progress = await send(t.app, 'GET', '/api/achievements/progress', { cookie });
    expect(progress.statusCode, progress.body).toBe(200);
    expect(progress.json().sources.properties).toEqual({ count: 50_000, xp: 50_000 * 25 });
    await check(cookie);
  }, 60_000);

  it('starts empty and awards First Property when the first property is added, with a notification', async () => {
    const { cookie } = await signUpAndIn(t.app);
    expect(await list(cookie)).toEqual([]);
    expect((await addProperty(cookie)).statusCode).toBe(201);
    const [first, ...rest] = (await list(cookie)).filter((a) => a.achievementType === 'milestone');
    expect(rest).toEqual([]);
    expect(first).toMatchObject({
      key: 'properties-1',
      title: 'First Property',
      achievementType: 'milestone',
      badge: 'home',
      goalType: 'properties',
      value: 1,
      isViewed: false,
    });
    const notifications = (await send(t.app, 'GET', '/api/notifications', { cookie })).json();
    expect(notifications.items).toContainEqual(
      expect.objectContaining({
        type: 'achievement_earned',
        data: { achievementKey: 'properties-1', value: 1 },
      }),
    );
  });

  it('never awards an achievement twice, even when evaluations race', async () => {
    const { cookie } = await signUpAndIn(t.app);
    await addProperty(cookie);
    await addProperty(cookie, { address: '2 Main St' });
    const results = await Promise.all([check(cookie), check(cookie), check(cookie)]);
    expect(results.flat()).toEqual([]);
    const all = await keys(cookie);
    expect(all).toEqual([...new Set(all)]);
    expect(all.filter((key) => key === 'properties-1')).toHaveLength(1);
    const notifications = (await send(t.app, 'GET', '/api/notifications', { cookie })).json();
    const earned = notifications.items.filter((n: { type: string }) => n.type === 'achievement_earned');
    expect(earned).toHaveLength(all.length);
  });

  it('awards value and cash-flow milestones from the real portfolio', async () => {
    const { cookie } = await signUpAndIn(t.app);
    // Bought for cash, $1,200 rent, nothing else: $1,200 − 5% vacancy = $1,140 a month of cash flow.
    await addProperty(cookie, { purchasePrice: 520_000, monthlyRent: 1200, downPayment: 100 });
    const earned = await list(cookie);
    expect(earned.map((a) => a.key)).toEqual(
      expect.arrayContaining(['portfolio-value-500000', 'cash-flow-1000', 'properties-1']),
    );
    expect(earned.map((a) => a.key)).not.toContain('portfolio-value-1000000');
    expect(earned.find((a) => a.key === 'portfolio-value-500000')).toMatchObject({
      value: 500_000,
      goalType: 'portfolio_value',
    });
    expect(earned.find((a) => a.key === 'cash-flow-1000')).toMatchObject({
      value: 1000,
      goalType: 'cash_flow',
    });
  });

  it('awards the analysis milestones after analyses are stored', async () => {
    const { cookie } = await signUpAndIn(t.app);
    // Ten distinct deals: each counts (the same deal again within a minute would not).
    for (let i = 0; i < 10; i += 1) {
      const body = { ...DEAL, purchasePrice: String(200_000 + i * 1000) };
      expect((await send(t.app, 'POST', '/api/analyze-deal', { cookie, body })).statusCode).toBe(200);
    }
    const awarded = (await check(cookie)).map((a) => a.key);
    const all = await keys(cookie);
    expect(all).toEqual(expect.arrayContaining(['analyses-1', 'analyses-10']));
    expect(all).not.toContain('analyses-50');
    // Whichever evaluation stored them (the usage flush or the check), nothing is awarded twice.
    expect(awarded.every((key) => all.includes(key))).toBe(true);
  });

  it('counts a deal once a minute and 30 analyses an hour towards achievements, so a script earns no levels', async () => {
    const { cookie } = await signUpAndIn(t.app);
    const analyse = (body: Record<string, string>) =>
      send(t.app, 'POST', '/api/analyze-deal', { cookie, body });
    for (let i = 0; i < 60; i += 1) expect((await analyse(DEAL)).statusCode).toBe(200);
    const analysesOf = async () =>
      (await send(t.app, 'GET', '/api/achievements/progress', { cookie })).json().sources.analyses.count;
    expect(await analysesOf()).toBe(1);
    // The same deal a minute later counts again.
    t.clock.advance(60_000);
    await analyse(DEAL);
    expect(await analysesOf()).toBe(2);
    // 40 distinct deals in the same hour: 28 more count, to 30 in the hour.
    for (let i = 0; i < 40; i += 1) await analyse({ ...DEAL, purchasePrice: String(300_000 + i) });
    expect(await analysesOf()).toBe(30);
    t.clock.advance(60 * 60_000);
    await analyse({ ...DEAL, purchasePrice: '123456' });
    expect(await analysesOf()).toBe(31);
  });

  it('counts one active day per real day, however the time zone is moved', async () => {
    const { cookie } = await signUpAndIn(t.app);
    const visit = () => send(t.app, 'GET', '/api/auth/user', { cookie });
    const zone = (timeZone: string) =>
      send(t.app, 'PUT', '/api/user/time-zone', { cookie, body: { timeZone } });
    const activeDays = async () => {
      await t.app.rentfolio.usageBuffer.flush();
      return (await send(t.app, 'GET', '/api/achievements/progress', { cookie })).json().sources.activeDays
        .count;
    };
    // 2026-11-21 10:00 UTC: the 21st in UTC, already the 22nd at UTC+14.
    await zone('UTC');
    await visit();
    await zone('Pacific/Kiritimati');
    await visit();
    expect(await activeDays()).toBe(1);
    // A real day later (22 hours past the counted day's midnight), the next day counts.
    t.clock.set('2026-11-22T10:00:00Z');
    await visit();
    expect(await activeDays()).toBe(2);
  });

  it('awards a goal once the goals the user set are reached, and not for the default goals', async () => {
    const { cookie } = await signUpAndIn(t.app);
    await addProperty(cookie, { purchasePrice: 300_000 });
    expect((await keys(cookie)).some((key) => key.startsWith('goal-'))).toBe(false);
    const goals = await send(t.app, 'POST', '/api/portfolio/goals', {
      cookie,
      body: {
        targetValue: 250_000,
        targetCashFlow: 50_000,
        targetProperties: 1,
        targetDate: '2027-12-31',
        targetROI: 99,
      },
    });
    expect(goals.statusCode, goals.body).toBe(200);
    const earned = await list(cookie);
    const goalKeys = earned
      .filter((a) => a.achievementType === 'goal_reached')
      .map((a) => a.key)
      .sort();
    expect(goalKeys).toEqual(['goal-portfolio_value', 'goal-properties']);
    expect(earned.find((a) => a.key === 'goal-portfolio_value')).toMatchObject({
      value: 250_000,
      badge: 'trophy',
    });
  });

  it('counts sign-in days in the user’s time zone and awards the 7-day streak', async () => {
    const { cookie } = await signUpAndIn(t.app);
    const zone = await send(t.app, 'PUT', '/api/user/time-zone', {
      cookie,
      body: { timeZone: 'America/Denver' },
    });
    expect(zone.json()).toMatchObject({ timeZone: 'America/Denver' });
    // The sign-in counted 2026-11-21. Visits at 10:00 UTC (03:00 in Denver) on the next five days make six days in a
    // row; a visit at 02:00 UTC on 11-28 is still 11-27 in Denver (19:00), the seventh day. In UTC it would be 11-28,
    // after a gap.
    const visits = [1, 2, 3, 4, 5].map((day) => new Date(Date.parse(START) + day * DAY).toISOString());
    for (const at of [...visits, '2026-11-28T02:00:00Z']) {
      t.clock.set(at);
      expect((await send(t.app, 'GET', '/api/auth/user', { cookie })).statusCode).toBe(200);
    }
    await check(cookie);
    const progress = (await send(t.app, 'GET', '/api/achievements/progress', { cookie })).json();
    expect(progress.streaks.signInDays).toEqual({ current: 7, best: 7 });
    expect(progress.timeZone).toBe('America/Denver');
    expect(await keys(cookie)).toContain('sign-in-streak-7');
    // Two days without a visit end the current streak; the best is kept, and so is the achievement.
    t.clock.set('2026-11-29T18:00:00Z');
    const later = (await send(t.app, 'GET', '/api/achievements/progress', { cookie })).json();
    expect(later.streaks.signInDays).toEqual({ current: 0, best: 7 });
  });

  it('counts weeks with an analysis, and days of portfolio growth from the snapshots', async () => {
    const { cookie } = await signUpAndIn(t.app);
    // 2026-11-21 is a Saturday: analyses on it, on the next Tuesday and on the Monday after are three weeks in a row.
    for (const at of ['2026-11-21T10:00:00Z', '2026-11-24T10:00:00Z', '2026-11-30T10:00:00Z']) {
      t.clock.set(at);
      await send(t.app, 'POST', '/api/analyze-deal', { cookie, body: DEAL });
      await check(cookie);
    }
    // A property a day for 8 days: the value grows on 7 days in a row.
    for (let day = 1; day <= 8; day += 1) {
      t.clock.set(`2026-12-0${day}T12:00:00Z`);
      await addProperty(cookie, { address: `${day} Growth St` });
    }
    const progress = (await send(t.app, 'GET', '/api/achievements/progress', { cookie })).json();
    // On Tuesday 12-08 the last analysed week (from Monday 11-30) is last week: the run still counts until this week
    // ends without one.
    expect(progress.streaks.analysisWeeks).toEqual({ current: 3, best: 3 });
    expect(progress.streaks.growthDays).toEqual({ current: 7, best: 7 });
    expect(await keys(cookie)).toEqual(expect.arrayContaining(['analysis-streak-3', 'growth-streak-7']));
  });

  it('gives XP from achievements and activity, and awards the level-ups it reaches', async () => {
    const { cookie } = await signUpAndIn(t.app);
    await addProperty(cookie);
    await check(cookie);
    // 1 visit (5) + 1 property (25) + First Property (100) = 130 XP: level 2 (100–250).
    const progress = (await send(t.app, 'GET', '/api/achievements/progress', { cookie })).json();
    expect(progress).toMatchObject({
      level: 2,
      xp: 130,
      levelStartXp: 100,
      nextLevelXp: 250,
      sources: {
        achievements: { count: 1, xp: 100 },
        properties: { count: 1, xp: 25 },
        analyses: { count: 0, xp: 0 },
        activeDays: { count: 1, xp: 5 },
      },
    });
    const levelUps = (await list(cookie)).filter((a) => a.achievementType === 'level_up');
    expect(levelUps).toEqual([
      expect.objectContaining({ key: 'level-2', title: 'Level 2', value: 2, badge: 'star' }),
    ]);
  });

  it('lets only the owner mark an achievement read', async () => {
    const owner = await signUpAndIn(t.app);
    const stranger = await signUpAndIn(t.app);
    await addProperty(owner.cookie);
    const [achievement] = await list(owner.cookie);
    if (!achievement) throw new Error('no achievement');
    const theirs = await send(t.app, 'PATCH', `/api/achievements/${achievement.id}/view`, {
      cookie: stranger.cookie,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Achievement not found.');
    expect((await list(owner.cookie)).find((a) => a.id === achievement.id)?.isViewed).toBe(false);
    expect(await list(stranger.cookie)).toEqual([]);
    const mine = await send(t.app, 'PATCH', `/api/achievements/${achievement.id}/view`, {
      cookie: owner.cookie,
    });
    expect(mine.json()).toMatchObject({ id: achievement.id, isViewed: true });
    expect(
      (await send(t.app, 'PATCH', '/api/achievements/abc/view', { cookie: owner.cookie })).statusCode,
    ).toBe(400);
    expect(
      (await send(t.app, 'PATCH', '/api/achievements/999999/view', { cookie: owner.cookie })).statusCode,
    ).toBe(404);
    expect((await send(t.app, 'GET', '/api/achievements')).statusCode).toBe(401);
    expect((await send(t.app, 'POST', '/api/achievements/check')).statusCode).toBe(401);
  });

  it('marks all of the caller’s achievements read at once (thirty level-ups), and no one else’s', async () => {
    const owner = await signUpAndIn(t.app);
    const stranger = await signUpAndIn(t.app);
    const levelUps = (userId: number) =>
      Array.from({ length: 30 }, (_, index) => ({
        userId,
        key: `level-${index + 2}`,
        value: index + 2,
        earnedAt: Date.parse(START),
      }));
    await awardAchievements(t.db.handle.db, levelUps(owner.user.id));
    await awardAchievements(t.db.handle.db, levelUps(stranger.user.id));
    await addProperty(owner.cookie);
    const before = await list(owner.cookie);
    expect(before.length).toBeGreaterThanOrEqual(31);
    expect(before.every((a) => !a.isViewed)).toBe(true);

    expect((await send(t.app, 'POST', '/api/achievements/read-all')).statusCode).toBe(401);
    const response = await send(t.app, 'POST', '/api/achievements/read-all', { cookie: owner.cookie });
    expect(response.statusCode, response.body).toBe(200);
    const answered = response.json() as Achievement[];
    expect(answered.map((a) => a.id).sort()).toEqual(before.map((a) => a.id).sort());
    expect(answered.every((a) => a.isViewed)).toBe(true);
    expect((await list(owner.cookie)).every((a) => a.isViewed)).toBe(true);

    const theirs = await list(stranger.cookie);
    expect(theirs).toHaveLength(30);
    expect(theirs.every((a) => !a.isViewed)).toBe(true);

    // A second Mark all as read changes nothing and still answers the list.
    const again = await send(t.app, 'POST', '/api/achievements/read-all', { cookie: owner.cookie });
    expect(again.statusCode).toBe(200);
    expect((again.json() as Achievement[]).every((a) => a.isViewed)).toBe(true);
  });

  it('refuses a time zone that is not an IANA name, changing nothing', async () => {
    const { cookie } = await signUpAndIn(t.app);
    for (const timeZone of ['Mars/Olympus', 'UTC+5', '', '../../etc', 'x'.repeat(100)]) {
      const response = await send(t.app, 'PUT', '/api/user/time-zone', { cookie, body: { timeZone } });
      expect(response.statusCode, timeZone).toBe(400);
      expect(response.json().message).toBe('The time zone must be an IANA name such as America/Denver.');
    }
    expect((await send(t.app, 'GET', '/api/auth/user', { cookie })).json().timeZone).toBeNull();
  });
});
