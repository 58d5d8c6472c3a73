import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, RELAXED_LIMITS, send, signUpAndIn, type TestApp } from './setup/test-app';
import { TEST_DIALECTS } from './setup/test-db';

// Input that one database took and the other refused (found by the hostile-input suite): PostgreSQL answered 500 to
// an id above its 32-bit id columns ("out of range for type integer") and to a NUL in the sign-in name ("invalid byte
// sequence"), where SQLite answered 404 and 401. Both are now refused before any query, the same on both.

describe.each(TEST_DIALECTS)('values outside what the database holds, on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { rateLimits: RELAXED_LIMITS });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses an id above 2,147,483,647 with 400 on every id route, and answers 404 up to it', async () => {
    const { cookie } = await signUpAndIn(t.app);
    for (const [method, path] of [
      ['GET', '/api/properties/2147483648'],
      ['PATCH', '/api/properties/2147483648'],
      ['DELETE', '/api/properties/9007199254740991'],
      ['GET', '/api/properties/2147483648/market'],
      ['GET', '/api/analyses/2147483648'],
      ['DELETE', '/api/analyses/2147483648'],
    ] as const) {
      const answer = await send(t.app, method, path, {
        cookie,
        ...(method === 'PATCH' ? { body: { address: 'x' } } : {}),
      });
      expect(answer.statusCode, `${method} ${path}`).toBe(400);
      expect(answer.json().message, path).toMatch(/ id must be a positive whole number\.$/);
    }
    expect((await send(t.app, 'GET', '/api/properties/2147483647', { cookie })).statusCode).toBe(404);
  });

  it('refuses a sign-in name with a control character as wrong credentials, with 400', async () => {
    for (const usernameOrEmail of ['a\u0000b', 'investor\u0007', 'x\u001by']) {
      const answer = await send(t.app, 'POST', '/api/auth/login', {
        body: { usernameOrEmail, password: 'a-long-passphrase-1' },
      });
      expect(answer.statusCode, JSON.stringify(usernameOrEmail)).toBe(400);
      expect(answer.json().message).toBe('Invalid username/email or password.');
    }
  });
});
