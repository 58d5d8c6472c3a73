import { MESSAGES } from '@rentfolio/contracts';
import { incrementUsage } from '@rentfolio/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEAL_ANALYSIS_METRIC } from '../src/services/user.service';
import { createTestApp, RELAXED_LIMITS, send, signUpAndIn, type TestApp } from './setup/test-app';
import { TEST_DIALECTS } from './setup/test-db';

describe.each(TEST_DIALECTS)('user routes on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { rateLimits: RELAXED_LIMITS });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('GET /api/user/:id', () => {
    it('answers the caller their own record', async () => {
      const { user, cookie } = await signUpAndIn(t.app, { name: 'Own Record' });
      const response = await send(t.app, 'GET', `/api/user/${user.id}`, { cookie });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(user);
    });

    it("answers 404 for another user's record, the same as for no record", async () => {
      const a = await signUpAndIn(t.app);
      const b = await signUpAndIn(t.app);
      const other = await send(t.app, 'GET', `/api/user/${b.user.id}`, { cookie: a.cookie });
      const missing = await send(t.app, 'GET', '/api/user/999999', { cookie: a.cookie });
      expect(other.statusCode).toBe(404);
      expect(missing.statusCode).toBe(404);
      expect(other.json().message).toBe('User not found.');
      expect(other.body).not.toContain(b.user.email);
    });

    it('answers 401 when signed out and 400 for an id that is not a positive whole number', async () => {
      const { user, cookie } = await signUpAndIn(t.app);
      expect((await send(t.app, 'GET', `/api/user/${user.id}`)).statusCode).toBe(401);
      for (const id of ['abc', '-1', '0', '1.5']) {
        const response = await send(t.app, 'GET', `/api/user/${id}`, { cookie });
        expect(response.statusCode, id).toBe(400);
        expect(response.json().message).toBe('The user id must be a positive whole number.');
      }
    });
  });

  describe('PATCH /api/user/profile', () => {
    it('changes the name and the e-mail', async () => {
      const { cookie, password } = await signUpAndIn(t.app);
      const response = await send(t.app, 'PATCH', '/api/user/profile', {
        cookie,
        body: { name: '  Renamed Investor ', email: 'New.Address@Example.com', currentPassword: password },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ name: 'Renamed Investor', email: 'New.Address@Example.com' });
      const me = await send(t.app, 'GET', '/api/auth/user', { cookie });
      expect(me.json()).toMatchObject({ name: 'Renamed Investor', email: 'New.Address@Example.com' });
    });

    it('lets the user sign in with the new e-mail', async () => {
      const { user, cookie, password } = await signUpAndIn(t.app);
      await send(t.app, 'PATCH', '/api/user/profile', {
        cookie,
        body: { email: `moved-${user.id}@example.com`, currentPassword: password },
      });
      const login = await send(t.app, 'POST', '/api/auth/login', {
        body: { usernameOrEmail: `MOVED-${user.id}@example.com`, password },
      });
      expect(login.statusCode).toBe(200);
    });

    it("refuses another user's e-mail with 409 and changes nothing", async () => {
      const a = await signUpAndIn(t.app);
      const b = await signUpAndIn(t.app);
      const response = await send(t.app, 'PATCH', '/api/user/profile', {
        cookie: a.cookie,
        body: { name: 'Should Not Stick', email: b.user.email.toUpperCase(), currentPassword: a.password },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(MESSAGES.emailTaken);
      expect((await send(t.app, 'GET', '/api/auth/user', { cookie: a.cookie })).json()).toEqual(a.user);
    });

    it('refuses an e-mail change without the current password, or with a wrong one, and changes nothing', async () => {
      const { user, cookie, password } = await signUpAndIn(t.app);
      for (const [body, message] of [
        [{ email: `elsewhere-${user.id}@example.com` }, MESSAGES.currentPasswordRequired],
        [
          { email: `elsewhere-${user.id}@example.com`, currentPassword: '' },
          MESSAGES.currentPasswordRequired,
        ],
        [
          { email: `elsewhere-${user.id}@example.com`, currentPassword: 'not-my-password' },
          MESSAGES.currentPasswordWrong,
        ],
        [
          { name: 'Also Renamed', email: `elsewhere-${user.id}@example.com` },
          MESSAGES.currentPasswordRequired,
        ],
      ] as const) {
        const response = await send(t.app, 'PATCH', '/api/user/profile', { cookie, body });
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'VALIDATION',
          message,
          details: { currentPassword: message },
        });
        expect((await send(t.app, 'GET', '/api/auth/user', { cookie })).json()).toEqual(user);
      }
      // The old e-mail still signs in; the one asked for does not.
      const old = await send(t.app, 'POST', '/api/auth/login', {
        body: { usernameOrEmail: user.email, password },
      });
      expect(old.statusCode).toBe(200);
    });

    it('changes only the name without asking for the password', async () => {
      const { cookie } = await signUpAndIn(t.app);
      const response = await send(t.app, 'PATCH', '/api/user/profile', {
        cookie,
        body: { name: 'Just A Name' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().name).toBe('Just A Name');
    });

    it.each([
      [{}, MESSAGES.profileNothingToUpdate],
      [{ name: '' }, MESSAGES.nameRequired],
      [{ name: '   ' }, MESSAGES.nameRequired],
      [{ name: 'x'.repeat(101) }, MESSAGES.nameTooLong],
      [{ email: 'nope' }, MESSAGES.invalidEmail],
      [{ email: '' }, MESSAGES.invalidEmail],
      [{ name: 42 }, MESSAGES.nameRequired],
      [[], MESSAGES.profileNothingToUpdate],
    ])('refuses %j with a clear message and changes nothing', async (body, message) => {
      const { user, cookie } = await signUpAndIn(t.app);
      const response = await send(t.app, 'PATCH', '/api/user/profile', { cookie, body });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect((await send(t.app, 'GET', '/api/auth/user', { cookie })).json()).toEqual(user);
    });

    it('answers 401 when signed out', async () => {
      const response = await send(t.app, 'PATCH', '/api/user/profile', { body: { name: 'Nobody' } });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('GET /api/user/usage', () => {
    it('counts deal analyses of the current calendar month only, with an unlimited default plan', async () => {
      t.clock.set('2026-11-30T23:59:00Z');
      const { user, cookie } = await signUpAndIn(t.app);
      const db = t.db.handle.db;
      await incrementUsage(db, user.id, DEAL_ANALYSIS_METRIC, '2026-10');
      await incrementUsage(db, user.id, DEAL_ANALYSIS_METRIC, '2026-11');
      await incrementUsage(db, user.id, DEAL_ANALYSIS_METRIC, '2026-11');
      const november = await send(t.app, 'GET', '/api/user/usage', { cookie });
      expect(november.statusCode).toBe(200);
      expect(november.json()).toEqual({ dealAnalysesUsed: 2, dealAnalysesLimit: -1, period: '2026-11' });
      t.clock.set('2026-12-01T00:00:30Z');
      const december = await send(t.app, 'GET', '/api/user/usage', { cookie });
      expect(december.json()).toEqual({ dealAnalysesUsed: 0, dealAnalysesLimit: -1, period: '2026-12' });
    });

    it('reports the limit of a limited plan and keeps users apart', async () => {
      const a = await signUpAndIn(t.app);
      const b = await signUpAndIn(t.app);
      await t.db.handle.db
        .updateTable('users')
        .set({ plan: 'limited' })
        .where('id', '=', a.user.id)
        .execute();
      await incrementUsage(t.db.handle.db, b.user.id, DEAL_ANALYSIS_METRIC, '2026-12');
      const usage = await send(t.app, 'GET', '/api/user/usage', { cookie: a.cookie });
      expect(usage.json()).toMatchObject({ dealAnalysesUsed: 0, dealAnalysesLimit: 3 });
    });

    it('answers 401 when signed out', async () => {
      expect((await send(t.app, 'GET', '/api/user/usage')).statusCode).toBe(401);
    });
  });
});
