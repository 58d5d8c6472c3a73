import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, RELAXED_LIMITS, send, signUpAndIn, type TestApp } from './setup/test-app';

// Two instances on one PostgreSQL database (docs/operations.md "Several instances"): each reuses a session it has read,
// here for a whole minute, and a sign-out or a change of the user on one instance still reaches the other at once,
// announced over LISTEN/NOTIFY. Before, the other instance went on answering for the cache's time-to-live.

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
const LONG_CACHE = { SESSION_CACHE_TTL_SECONDS: '60' };

onPostgres('two instances on one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp('postgres', {
      rateLimits: RELAXED_LIMITS,
      env: { ...LONG_CACHE, INSTANCE_NAME: 'a' },
    });
    b = await createTestApp('postgres', {
      rateLimits: RELAXED_LIMITS,
      env: { ...LONG_CACHE, INSTANCE_NAME: 'b' },
      sameDatabaseAs: a,
    });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const statusOn = async (t: TestApp, cookie: string) =>
    (await send(t.app, 'GET', '/api/auth/user', { cookie })).statusCode;

  it('ends a session on the other instance at once when it is signed out on one', async () => {
    const { cookie } = await signUpAndIn(a.app);
    // B reads the session and keeps it for a minute.
    expect(await statusOn(b, cookie)).toBe(200);
    expect(await statusOn(b, cookie)).toBe(200);
    expect((await send(a.app, 'POST', '/api/auth/logout', { cookie, body: {} })).statusCode).toBeLessThan(
      300,
    );
    await expect.poll(() => statusOn(b, cookie), { timeout: 5_000, interval: 50 }).toBe(401);
    expect(await statusOn(a, cookie)).toBe(401);
  });

  it("shows a user's change made on one instance on the other at once", async () => {
    const { cookie } = await signUpAndIn(a.app);
    expect((await send(b.app, 'GET', '/api/auth/user', { cookie })).json().name).not.toBe('Renamed On A');
    const renamed = await send(a.app, 'PATCH', '/api/user/profile', {
      cookie,
      body: { name: 'Renamed On A' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await expect
      .poll(async () => (await send(b.app, 'GET', '/api/auth/user', { cookie })).json().name, {
        timeout: 5_000,
        interval: 50,
      })
      .toBe('Renamed On A');
  });

  it('answers plan against actual on one instance with a transaction just added on the other', async () => {
    const { cookie } = await signUpAndIn(a.app);
    const property = await send(a.app, 'POST', '/api/properties', {
      cookie,
      body: {
        address: '5 Shared Street',
        city: 'Denver',
        state: 'CO',
        propertyType: 'single-family',
        purchasePrice: 200_000,
        purchaseDate: '2025-06-10',
      },
    });
    const propertyId = property.json().id as number;
    const income = async () =>
      (await send(b.app, 'GET', '/api/plan-actual', { cookie })).json().properties[0].lines.income.actual;
    // B reads (and keeps) the answer first; A then books a rent inside the trailing 12 months.
    expect(await income()).toBe(0);
    const rent = await send(a.app, 'POST', '/api/transactions', {
      cookie,
      body: { date: '2026-09-01', parts: [{ propertyId, category: 'rents', amount: 1800 }] },
    });
    expect(rent.statusCode, rent.body).toBe(201);
    expect(await income()).toBe(1800);
  });

  it("counts a user's writes over both instances: five a minute allowed, the sixth refused wherever it goes", async () => {
    const limits = { ...RELAXED_LIMITS, writesPerUser: { max: 5, windowMs: 60_000 } };
    const c = await createTestApp('postgres', {
      rateLimits: limits,
      env: { INSTANCE_NAME: 'c' },
      sameDatabaseAs: a,
    });
    const d = await createTestApp('postgres', {
      rateLimits: limits,
      env: { INSTANCE_NAME: 'd' },
      sameDatabaseAs: a,
    });
    try {
      const { cookie } = await signUpAndIn(c.app);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const answer = await send((i % 2 === 0 ? c : d).app, 'PATCH', '/api/user/profile', {
          cookie,
          body: { name: `Writer ${i}` },
        });
        statuses.push(answer.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await d.close();
      await c.close();
    }
  });

  it('signs out everywhere: a password change ends the other sessions on both instances', async () => {
    const signed = await signUpAndIn(a.app);
    const other = await send(a.app, 'POST', '/api/auth/login', {
      body: { usernameOrEmail: signed.user.username, password: signed.password },
    });
    const otherCookie = `rentfolio_session=${other.cookies.find((c) => c.name === 'rentfolio_session')?.value}`;
    expect(await statusOn(b, otherCookie)).toBe(200);
    const changed = await send(a.app, 'PATCH', '/api/user/password', {
      cookie: signed.cookie,
      body: {
        currentPassword: signed.password,
        newPassword: 'another-long-passphrase-2',
        confirmPassword: 'another-long-passphrase-2',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await expect.poll(() => statusOn(b, otherCookie), { timeout: 5_000, interval: 50 }).toBe(401);
  });
});
