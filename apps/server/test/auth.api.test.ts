import { MESSAGES } from '@rentfolio/contracts';
import { countUsers } from '@rentfolio/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  newUserInput,
  RELAXED_LIMITS,
  send,
  sessionCookieOf,
  signUpAndIn,
  type TestApp,
} from './setup/test-app';
import { TEST_DIALECTS } from './setup/test-db';

const DAY = 24 * 60 * 60 * 1000;

describe.each(TEST_DIALECTS)('accounts and sessions on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { rateLimits: RELAXED_LIMITS });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('POST /api/auth/register', () => {
    it('creates an account without signing in, with the name falling back to the username', async () => {
      const input = newUserInput({ username: 'Maria_Lopez' });
      const response = await send(t.app, 'POST', '/api/auth/register', { body: input });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.user).toMatchObject({
        username: 'Maria_Lopez',
        email: input.email,
        name: 'Maria_Lopez',
        plan: 'free',
        role: 'user',
        twoFactorEnabled: false,
        profilePicture: null,
      });
      expect(body.user.joinDate).toBe('2026-11-21T10:00:00.000Z');
      expect(body.user).not.toHaveProperty('passwordHash');
      expect(sessionCookieOf(response)).toBeUndefined();
    });

    it('keeps the full name when given and stores the password as an argon2id hash', async () => {
      const input = newUserInput({ name: '  Dana Whitfield ' });
      const response = await send(t.app, 'POST', '/api/auth/register', { body: input });
      expect(response.statusCode).toBe(201);
      expect(response.json().user.name).toBe('Dana Whitfield');
      const row = await t.db.handle.db
        .selectFrom('users')
        .select('passwordHash')
        .where('username', '=', input.username)
        .executeTakeFirstOrThrow();
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row.passwordHash).not.toContain(input.password);
    });

    const invalid: [string, Record<string, unknown>, string, string][] = [
      [
        'no username',
        { email: 'a@example.com', password: 'a-long-passphrase' },
        MESSAGES.fillAllRequired,
        'username',
      ],
      [
        'an empty username',
        { username: '  ', email: 'a@example.com', password: 'a-long-passphrase' },
        MESSAGES.fillAllRequired,
        'username',
      ],
      [
        'no e-mail',
        { username: 'someone', password: 'a-long-passphrase' },
        MESSAGES.fillAllRequired,
        'email',
      ],
      ['no password', { username: 'someone', email: 'a@example.com' }, MESSAGES.fillAllRequired, 'password'],
      [
        'an empty password',
        { username: 'someone', email: 'a@example.com', password: '' },
        MESSAGES.fillAllRequired,
        'password',
      ],
      [
        'a malformed e-mail',
        { username: 'someone', email: 'not-an-email', password: 'a-long-passphrase' },
        MESSAGES.invalidEmail,
        'email',
      ],
      [
        'a 7-character password',
        { username: 'someone', email: 'a@example.com', password: 'abc1234' },
        MESSAGES.passwordTooShort,
        'password',
      ],
      [
        'a 129-character password',
        { username: 'someone', email: 'a@example.com', password: 'x'.repeat(129) },
        MESSAGES.passwordTooLong,
        'password',
      ],
      [
        'a common password',
        { username: 'someone', email: 'a@example.com', password: 'Password123' },
        MESSAGES.passwordTooCommon,
        'password',
      ],
      [
        'a username with spaces',
        { username: 'john smith', email: 'a@example.com', password: 'a-long-passphrase' },
        MESSAGES.usernameRule,
        'username',
      ],
      [
        'a 2-character username',
        { username: 'jo', email: 'a@example.com', password: 'a-long-passphrase' },
        MESSAGES.usernameRule,
        'username',
      ],
      [
        'the reserved username admin',
        { username: 'Admin', email: 'a@example.com', password: 'a-long-passphrase' },
        MESSAGES.usernameReserved,
        'username',
      ],
      [
        'a username that is a number',
        { username: 12345, email: 'a@example.com', password: 'a-long-passphrase' },
        MESSAGES.fillAllRequired,
        'username',
      ],
      [
        'a 101-character name',
        { username: 'someone', email: 'a@example.com', password: 'a-long-passphrase', name: 'n'.repeat(101) },
        MESSAGES.nameTooLong,
        'name',
      ],
    ];
    it.each(invalid)(
      'refuses %s with its message and creates nothing',
      async (_case, body, message, field) => {
        const before = await countUsers(t.db.handle.db);
        const response = await send(t.app, 'POST', '/api/auth/register', { body });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          error: 'Bad Request',
          message,
          details: { [field]: message },
        });
        expect(await countUsers(t.db.handle.db)).toBe(before);
      },
    );

    it('accepts a password of exactly 8 and of exactly 128 characters', async () => {
      for (const password of ['k7#mQ2vz', `${'k'.repeat(127)}7`]) {
        const response = await send(t.app, 'POST', '/api/auth/register', {
          body: newUserInput({ password }),
        });
        expect(response.statusCode).toBe(201);
      }
    });

    it('answers a body that is not an object with the required-fields message', async () => {
      for (const body of [[], 'text', 42, null]) {
        const response = await send(t.app, 'POST', '/api/auth/register', { body });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(MESSAGES.fillAllRequired);
      }
    });

    it('refuses a taken username in any case with 409', async () => {
      const first = newUserInput({ username: 'TakenName' });
      expect((await send(t.app, 'POST', '/api/auth/register', { body: first })).statusCode).toBe(201);
      const before = await countUsers(t.db.handle.db);
      const response = await send(t.app, 'POST', '/api/auth/register', {
        body: newUserInput({ username: 'takenNAME' }),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ error: 'Conflict', message: MESSAGES.usernameTaken });
      expect(await countUsers(t.db.handle.db)).toBe(before);
    });

    it('refuses a taken e-mail in any case with 409', async () => {
      const first = newUserInput({ email: 'Owner@Example.com' });
      expect((await send(t.app, 'POST', '/api/auth/register', { body: first })).statusCode).toBe(201);
      const response = await send(t.app, 'POST', '/api/auth/register', {
        body: newUserInput({ email: 'owner@EXAMPLE.com' }),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(MESSAGES.emailTaken);
    });
  });

  describe('POST /api/auth/login', () => {
    it('signs in by username and by e-mail, in any case', async () => {
      const input = newUserInput({ username: 'CaseUser', email: 'Case.User@Example.com' });
      await send(t.app, 'POST', '/api/auth/register', { body: input });
      for (const usernameOrEmail of [
        'CaseUser',
        'caseuser',
        'CASEUSER',
        'case.user@example.com',
        'CASE.USER@EXAMPLE.COM',
        ' caseuser ',
      ]) {
        const response = await send(t.app, 'POST', '/api/auth/login', {
          body: { usernameOrEmail, password: input.password },
        });
        expect(response.statusCode, usernameOrEmail).toBe(200);
        expect(response.json().username).toBe('CaseUser');
        const cookie = response.cookies.find((c) => c.name === 'rentfolio_session');
        expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
        expect(cookie?.secure).toBeFalsy();
        expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      }
    });

    it('sets a Secure cookie when served over HTTPS', async () => {
      const https = await createTestApp(dialect, {
        env: { TRUST_PROXY: 'true' },
        rateLimits: RELAXED_LIMITS,
      });
      try {
        const input = newUserInput();
        await send(https.app, 'POST', '/api/auth/register', { body: input });
        const response = await send(https.app, 'POST', '/api/auth/login', {
          body: { usernameOrEmail: input.username, password: input.password },
          headers: { 'x-forwarded-proto': 'https' },
        });
        expect(response.cookies.find((c) => c.name === 'rentfolio_session')?.secure).toBe(true);
      } finally {
        await https.close();
      }
    });

    it('refuses a wrong password and an unknown account with the same 401 message', async () => {
      const input = newUserInput();
      await send(t.app, 'POST', '/api/auth/register', { body: input });
      const wrong = await send(t.app, 'POST', '/api/auth/login', {
        body: { usernameOrEmail: input.username, password: 'not-the-password' },
      });
      const unknown = await send(t.app, 'POST', '/api/auth/login', {
        body: { usernameOrEmail: 'nobody-here', password: 'not-the-password' },
      });
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({
          error: 'Unauthorized',
          message: MESSAGES.invalidCredentials,
        });
        expect(sessionCookieOf(response)).toBeUndefined();
      }
    });

    it.each([
      [{}, 'usernameOrEmail'],
      [{ usernameOrEmail: 'someone' }, 'password'],
      [{ password: 'whatever-1' }, 'usernameOrEmail'],
      [{ usernameOrEmail: '', password: '' }, 'usernameOrEmail'],
    ])('answers %j with "Please fill in all fields"', async (body, field) => {
      const response = await send(t.app, 'POST', '/api/auth/login', { body });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: MESSAGES.fillAllFields,
        details: { [field]: MESSAGES.fillAllFields },
      });
    });

    it('gives a new token at every sign-in and ends the session the browser had', async () => {
      const input = newUserInput();
      await send(t.app, 'POST', '/api/auth/register', { body: input });
      const credentials = { usernameOrEmail: input.username, password: input.password };
      const first = sessionCookieOf(await send(t.app, 'POST', '/api/auth/login', { body: credentials }));
      const second = sessionCookieOf(
        await send(t.app, 'POST', '/api/auth/login', { body: credentials, cookie: first }),
      );
      expect(first).toBeDefined();
      expect(second).toBeDefined();
      expect(second).not.toBe(first);
      expect((await send(t.app, 'GET', '/api/auth/user', { cookie: second })).statusCode).toBe(200);
      expect((await send(t.app, 'GET', '/api/auth/user', { cookie: first })).statusCode).toBe(401);
    });

    it('stores only a keyed hash of the token', async () => {
      const { cookie } = await signUpAndIn(t.app);
      const token = cookie.split('=')[1] as string;
      const rows = await t.db.handle.db.selectFrom('sessions').select('id').execute();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.some((r) => r.id === token)).toBe(false);
    });
  });

  describe('GET /api/auth/user', () => {
    it('answers 401 when signed out, with the error shape and no-store', async () => {
      const response = await send(t.app, 'GET', '/api/auth/user');
      expect(response.statusCode).toBe(401);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        error: 'Unauthorized',
        code: 'UNAUTHENTICATED',
        message: MESSAGES.notSignedIn,
        requestId: expect.any(String),
        messageCode: { code: 'messages.notSignedIn' },
      });
    });

    it('answers the signed-in user', async () => {
      const { user, cookie } = await signUpAndIn(t.app, { name: 'Sam Carter' });
      const response = await send(t.app, 'GET', '/api/auth/user', { cookie });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(user);
      expect(response.json().name).toBe('Sam Carter');
    });

    it('answers 401 for a forged or malformed token', async () => {
      for (const cookie of [
        `rentfolio_session=${'A'.repeat(43)}`,
        'rentfolio_session=short',
        'rentfolio_session=',
      ]) {
        expect((await send(t.app, 'GET', '/api/auth/user', { cookie })).statusCode).toBe(401);
      }
    });
  });

  describe('POST /api/auth/logout', () => {
    it('ends the session on the server, so the old token no longer works', async () => {
      const { cookie } = await signUpAndIn(t.app);
      const response = await send(t.app, 'POST', '/api/auth/logout', { cookie });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
      const cleared = response.cookies.find((c) => c.name === 'rentfolio_session');
      expect(cleared?.value).toBe('');
      expect((await send(t.app, 'GET', '/api/auth/user', { cookie })).statusCode).toBe(401);
    });

    it('is harmless when already signed out', async () => {
      expect((await send(t.app, 'POST', '/api/auth/logout')).statusCode).toBe(200);
    });
  });

  describe('session timeouts', () => {
    it('ends a session left idle for 7 days, but not one used within them', async () => {
      const { cookie } = await signUpAndIn(t.app);
      t.clock.advance(6 * DAY);
      expect((await send(t.app, 'GET', '/api/auth/user', { cookie })).statusCode).toBe(200);
      t.clock.advance(6 * DAY);
      expect((await send(t.app, 'GET', '/api/auth/user', { cookie })).statusCode).toBe(200);
      t.clock.advance(7 * DAY);
      expect((await send(t.app, 'GET', '/api/auth/user', { cookie })).statusCode).toBe(401);
    });

    it('ends even an active session 30 days after sign-in', async () => {
      const { cookie } = await signUpAndIn(t.app);
      for (let day = 0; day < 29; day += 1) {
        t.clock.advance(DAY);
        expect((await send(t.app, 'GET', '/api/auth/user', { cookie })).statusCode).toBe(200);
      }
      t.clock.advance(DAY);
      expect((await send(t.app, 'GET', '/api/auth/user', { cookie })).statusCode).toBe(401);
    });

    it('follows SESSION_IDLE_TIMEOUT_DAYS', async () => {
      const short = await createTestApp(dialect, {
        env: { SESSION_IDLE_TIMEOUT_DAYS: '1' },
        rateLimits: RELAXED_LIMITS,
      });
      try {
        const { cookie } = await signUpAndIn(short.app);
        short.clock.advance(DAY + 1);
        expect((await send(short.app, 'GET', '/api/auth/user', { cookie })).statusCode).toBe(401);
      } finally {
        await short.close();
      }
    });
  });
});
