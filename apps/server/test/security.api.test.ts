import { CLIENT_HEADER } from '@rentfolio/contracts';
import { countUsers } from '@rentfolio/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  newUserInput,
  RELAXED_LIMITS,
  send,
  signUpAndIn,
  type TestApp,
} from './setup/test-app';
import { TEST_DIALECTS } from './setup/test-db';

describe.each(TEST_DIALECTS)('request safety on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { rateLimits: RELAXED_LIMITS });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 415 to a same-site form post and creates nothing', async () => {
    const before = await countUsers(t.db.handle.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=formuser&email=form%40example.com&password=a-long-passphrase',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Send the request body as JSON (Content-Type: application/json).');
    expect(await countUsers(t.db.handle.db)).toBe(before);
  });

  it('answers 415 to text/plain and multipart bodies too', async () => {
    for (const contentType of ['text/plain', 'multipart/form-data; boundary=x']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': contentType },
        payload: '{"usernameOrEmail":"a","password":"b"}',
      });
      expect(response.statusCode, contentType).toBe(415);
    }
  });

  it('answers 403 to a cross-site form post, judged before the body', async () => {
    const before = await countUsers(t.db.handle.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
      payload: 'username=csrfuser&email=csrf%40example.com&password=a-long-passphrase',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('Forbidden');
    expect(await countUsers(t.db.handle.db)).toBe(before);
  });

  it('answers 403 to a cross-site JSON request with the victim cookie, and changes nothing', async () => {
    const { user, cookie } = await signUpAndIn(t.app);
    const crossSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'http://localhost.evil.example' },
    ];
    for (const headers of crossSite) {
      const response = await send(t.app, 'PATCH', '/api/user/profile', {
        cookie,
        body: { name: 'Hijacked' },
        headers,
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
    }
    expect((await send(t.app, 'GET', '/api/auth/user', { cookie })).json().name).toBe(user.name);
  });

  it('lets same-origin browser requests and the client header through', async () => {
    const { cookie } = await signUpAndIn(t.app);
    const sameOrigin = await send(t.app, 'PATCH', '/api/user/profile', {
      cookie,
      body: { name: 'Same Origin' },
      headers: { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' },
    });
    expect(sameOrigin.statusCode).toBe(200);
    for (const [origin, host] of [
      ['http://localhost:80', 'localhost:80'],
      ['http://localhost', 'localhost:80'],
      ['http://rentfolio.example:5000', 'rentfolio.example:5000'],
    ]) {
      const originOnly = await send(t.app, 'PATCH', '/api/user/profile', {
        cookie,
        body: { name: 'Origin Only' },
        headers: { origin: origin as string, host: host as string },
      });
      expect(originOnly.statusCode, origin).toBe(200);
    }
    const withHeader = await send(t.app, 'PATCH', '/api/user/profile', {
      cookie,
      body: { name: 'Client Header' },
      headers: { [CLIENT_HEADER]: 'web', origin: 'http://proxy.internal' },
    });
    expect(withHeader.statusCode).toBe(200);
  });

  it('answers 413 to a 2 MB body and creates nothing', async () => {
    const before = await countUsers(t.db.handle.db);
    const input = { ...newUserInput(), name: 'x'.repeat(2 * 1024 * 1024) };
    const response = await send(t.app, 'POST', '/api/auth/register', { body: input });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      error: 'Payload Too Large',
      message: 'The request body is too large (the limit is 1 MB).',
    });
    expect(await countUsers(t.db.handle.db)).toBe(before);
  });

  it('answers 400 with a clear message to malformed JSON and to prototype poisoning', async () => {
    for (const payload of ['{"username":', '{"__proto__":{"role":"admin"},"username":"x"}', '']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json()).toMatchObject({ error: 'Bad Request', requestId: expect.any(String) });
      expect(response.body).not.toMatch(/at .*\.(js|ts):\d+/);
    }
  });

  it('sends helmet headers, no-store and its own request id on the API (never one the client chose)', async () => {
    const response = await send(t.app, 'GET', '/api/auth/user', {
      headers: { 'x-request-id': 'trace-12345678' },
    });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.json().requestId).toBe(response.headers['x-request-id']);
    expect(response.headers['x-request-id']).not.toBe('trace-12345678');
  });

  it('gives pages the full document policy, and JSON answers the strict API one', async () => {
    const page = await send(t.app, 'GET', '/deal-analysis');
    const csp = page.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('img-src');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['cache-control']).not.toBe('no-store');
    const api = await send(t.app, 'GET', '/api/health');
    expect(api.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await send(t.app, 'GET', '/api/does-not-exist');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      error: 'Not Found',
      message: 'There is no GET /api/does-not-exist here.',
    });
  });
});

describe.each(TEST_DIALECTS)('rate limits on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts an account once whichever of its names is typed: the 11th guess from one address gets 429', async () => {
    const input = newUserInput();
    await send(t.app, 'POST', '/api/auth/register', { body: input });
    const attempt = (ip: string, usernameOrEmail: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ usernameOrEmail, password }),
      });
    // Five guesses by username and five by e-mail (in capitals) are ten guesses at one account.
    for (let i = 0; i < 5; i += 1) {
      expect((await attempt('10.0.0.1', input.username, 'wrong-password')).statusCode).toBe(401);
      expect((await attempt('10.0.0.1', input.email.toUpperCase(), 'wrong-password')).statusCode).toBe(401);
    }
    const blocked = await attempt('10.0.0.1', input.email, input.password);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toMatchObject({
      error: 'Too Many Requests',
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/),
      messageCode: { code: 'messages.tooManyAttempts', values: { minutes: expect.any(Number) } },
    });
    const minutes = Number(/wait (\d+) minute/.exec(blocked.json().message)?.[1]);
    expect(blocked.json().messageCode.values.minutes).toBe(minutes);
    // The owner, from their own address, is not locked out by a stranger's guesses.
    const owner = await attempt('10.0.0.2', input.username, input.password);
    expect(owner.statusCode).toBe(200);
  });

  it('never locks the owner out: 100 wrong passwords from 10 addresses slow the account, the right one still signs in', async () => {
    const waits: number[] = [];
    const own = await createTestApp(dialect, { waits });
    try {
      const input = newUserInput();
      await send(own.app, 'POST', '/api/auth/register', { body: input });
      const attempt = (ip: string, password: string) =>
        own.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: ip,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ usernameOrEmail: input.username, password }),
        });
      // Ten addresses, ten wrong passwords each: the (account, address) limit (10 per 15 minutes) is met, not passed.
      for (let i = 0; i < 100; i += 1) {
        expect((await attempt(`10.2.${i % 10}.1`, 'wrong-password')).statusCode).toBe(401);
      }
      // An eleventh try from one of those addresses is refused: the stranger's own pair is throttled hard.
      expect((await attempt('10.2.0.1', input.password)).statusCode).toBe(429);
      // Past 10 failures each attempt waited, longer as failures grew: 1 s from the 11th, doubling every 10, at most 10 s.
      expect(waits.slice(0, 10)).toEqual(Array(10).fill(1000));
      expect(waits.slice(10, 20)).toEqual(Array(10).fill(2000));
      expect(waits.at(-1)).toBe(10_000);
      // The owner, with the right password from a new address, is slowed down, not refused.
      waits.length = 0;
      const owner = await attempt('10.3.0.1', input.password);
      expect(owner.statusCode, owner.body).toBe(200);
      expect(waits).toEqual([10_000]);
      // A success clears the account's failures: the next sign-in is not slowed.
      waits.length = 0;
      expect((await attempt('10.3.0.1', input.password)).statusCode).toBe(200);
      expect(waits).toEqual([]);
    } finally {
      await own.close();
    }
  });

  it('counts the same attempts on two servers sharing the database: 30 sign-ins from one address in all', async () => {
    const first = await createTestApp(dialect);
    const second = await createTestApp(dialect, { sameDatabaseAs: first });
    try {
      const attempt = (app: TestApp, n: number) =>
        app.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '10.8.8.8',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ usernameOrEmail: `shared${n}`, password: 'guess-password' }),
        });
      for (let i = 0; i < 30; i += 1)
        expect((await attempt(i % 2 === 0 ? first : second, i)).statusCode).toBe(401);
      expect((await attempt(first, 30)).statusCode).toBe(429);
      expect((await attempt(second, 31)).statusCode).toBe(429);
    } finally {
      await second.close();
      await first.close();
    }
  });

  it('behind TRUST_PROXY=1 counts the address the proxy saw, whatever a client writes first in X-Forwarded-For', async () => {
    const proxied = await createTestApp(dialect, { env: { TRUST_PROXY: '1' } });
    try {
      const attempt = (n: number) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '127.0.0.1',
          // The client wrote a new first address each time; the proxy appended the address it really saw.
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${n}, 198.51.100.7` },
          payload: JSON.stringify({ usernameOrEmail: `spoof${n}`, password: 'guess-password' }),
        });
      for (let i = 0; i < 30; i += 1) expect((await attempt(i)).statusCode).toBe(401);
      expect((await attempt(30)).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });

  it('multiplies every limit by RATE_LIMIT_MULTIPLIER', async () => {
    const roomy = await createTestApp(dialect, { env: { RATE_LIMIT_MULTIPLIER: '2' } });
    try {
      const attempt = () =>
        roomy.app.inject({
          method: 'POST',
          url: '/api/auth/admin',
          remoteAddress: '10.4.0.1',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ pin: '0000' }),
        });
      for (let i = 0; i < 10; i += 1) expect((await attempt()).statusCode).toBe(403);
      expect((await attempt()).statusCode).toBe(429);
    } finally {
      await roomy.close();
    }
  });

  it('answers 429 after 30 sign-ins from one address across accounts', async () => {
    const attempt = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.9.9.9',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ usernameOrEmail: `guess${n}`, password: 'guess-password' }),
      });
    for (let i = 0; i < 30; i += 1) expect((await attempt(i)).statusCode).toBe(401);
    const blocked = await attempt(30);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('answers 429 after 5 registrations for one username and creates nothing more', async () => {
    const attempt = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: `10.1.0.${n}`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(newUserInput({ username: 'contested', email: `contested${n}@example.com` })),
      });
    expect((await attempt(0)).statusCode).toBe(201);
    for (let i = 1; i < 5; i += 1) expect((await attempt(i)).statusCode).toBe(409);
    const before = await countUsers(t.db.handle.db);
    const blocked = await attempt(5);
    expect(blocked.statusCode).toBe(429);
    expect(await countUsers(t.db.handle.db)).toBe(before);
  });
});
