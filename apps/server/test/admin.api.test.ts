import { MESSAGES } from '@rentfolio/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  RELAXED_LIMITS,
  send,
  sessionCookieOf,
  signUpAndIn,
  type TestApp,
} from './setup/test-app';
import { TEST_DIALECTS } from './setup/test-db';

const PIN = '7Q2x';

describe.each(TEST_DIALECTS)('POST /api/auth/admin on %s', (dialect) => {
  describe('without ADMIN_PIN', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect, { rateLimits: RELAXED_LIMITS });
    });
    afterAll(async () => {
      await t.close();
    });

    it('is disabled, and the public config says so', async () => {
      const response = await send(t.app, 'POST', '/api/auth/admin', { body: { pin: '0000' } });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(MESSAGES.adminDisabled);
      expect(sessionCookieOf(response)).toBeUndefined();
      expect((await send(t.app, 'GET', '/api/config')).json()).toMatchObject({ adminEnabled: false });
    });
  });

  describe('with ADMIN_PIN set', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect, { env: { ADMIN_PIN: PIN } });
    });
    afterAll(async () => {
      await t.close();
    });

    it('never reveals the PIN in the public config', async () => {
      const response = await send(t.app, 'GET', '/api/config');
      expect(response.json()).toMatchObject({ adminEnabled: true });
      expect(response.body).not.toContain(PIN);
    });

    it('refuses a PIN that is not 4 characters with 400', async () => {
      for (const pin of ['123', '12345', '']) {
        const response = await send(t.app, 'POST', '/api/auth/admin', {
          body: { pin },
          headers: { 'x-forwarded-for': '1.1.1.1' },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(MESSAGES.pinLength);
      }
    });

    it("answers 'Invalid PIN' to a wrong PIN, and signs the admin in with the right one", async () => {
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/auth/admin',
        remoteAddress: '10.2.0.1',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ pin: '7q2x' }),
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().message).toBe('Invalid PIN');
      expect(sessionCookieOf(wrong)).toBeUndefined();

      const right = await t.app.inject({
        method: 'POST',
        url: '/api/auth/admin',
        remoteAddress: '10.2.0.1',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ pin: PIN }),
      });
      expect(right.statusCode).toBe(200);
      expect(right.json()).toMatchObject({ username: 'admin', role: 'admin' });
      const cookie = sessionCookieOf(right);
      expect(cookie).toBeDefined();
      const me = await send(t.app, 'GET', '/api/auth/user', { cookie });
      expect(me.json().role).toBe('admin');

      // The admin may read any user; signing in again reuses the one admin account.
      const other = await signUpAndIn(t.app);
      const read = await send(t.app, 'GET', `/api/user/${other.user.id}`, { cookie });
      expect(read.statusCode).toBe(200);
      expect(read.json().username).toBe(other.user.username);
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/auth/admin',
        remoteAddress: '10.2.0.1',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ pin: PIN }),
      });
      expect(again.json().id).toBe(right.json().id);
    });

    it('cannot be reached with a password: the admin account has none', async () => {
      for (const password of ['', 'admin', PIN]) {
        const response = await send(t.app, 'POST', '/api/auth/login', {
          body: { usernameOrEmail: 'admin', password },
        });
        expect([400, 401]).toContain(response.statusCode);
        expect(sessionCookieOf(response)).toBeUndefined();
      }
    });

    it('allows 5 attempts per 15 minutes from one address, then 429 even for the right PIN', async () => {
      const attempt = (pin: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/admin',
          remoteAddress: '10.3.0.1',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ pin }),
        });
      for (let i = 0; i < 5; i += 1) expect((await attempt(`000${i}`)).statusCode).toBe(401);
      const blocked = await attempt(PIN);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
      expect(sessionCookieOf(blocked)).toBeUndefined();
    });
  });
});
