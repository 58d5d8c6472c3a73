import { connect } from 'node:net';
import { MAX_PROPERTIES_PER_USER, MESSAGES, PROPERTY_TYPES } from '@rentfolio/contracts';
import { countUsers } from '@rentfolio/db';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { growOwnedRows } from './setup/grow-rows';
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

// The attacks found against the landed core, each as it was made; every test here failed before the fix.

const PIN = 'Zr4!';
const ADMIN_EMAIL = 'admin@rentfolio.invalid';
const PROPERTY = {
  address: '12 Harbor Lane',
  city: 'Denver',
  state: 'CO',
  propertyType: PROPERTY_TYPES[0],
  purchasePrice: 400_000,
  monthlyRent: 2_600,
  operatingExpenses: 300,
};

/** Sends raw bytes to a listening copy of the app and answers the status line, headers and body as text. */
async function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

async function countProperties(t: TestApp, userId: number): Promise<number> {
  const row = await t.db.handle.db
    .selectFrom('properties')
    .where('userId', '=', userId)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Copies the user's newest property until they hold `target`. */
function growPortfolio(t: TestApp, userId: number, target: number): Promise<void> {
  return growOwnedRows(t.db.handle.db, 'properties', userId, target);
}

describe.each(TEST_DIALECTS)('hardening on %s', (dialect) => {
  describe('the admin identity', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect, { env: { ADMIN_PIN: PIN }, rateLimits: RELAXED_LIMITS });
    });
    afterAll(async () => {
      await t.close();
    });

    it('cannot be registered, in any letter case, and the PIN still signs the admin in', async () => {
      for (const email of [ADMIN_EMAIL, 'Admin@RentFolio.INVALID']) {
        const before = await countUsers(t.db.handle.db);
        const response = await send(t.app, 'POST', '/api/auth/register', { body: newUserInput({ email }) });
        expect(response.statusCode, email).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'VALIDATION',
          details: { email: MESSAGES.invalidEmail },
        });
        expect(await countUsers(t.db.handle.db)).toBe(before);
      }
      const admin = await send(t.app, 'POST', '/api/auth/admin', { body: { pin: PIN } });
      expect(admin.statusCode).toBe(200);
      expect(admin.json()).toMatchObject({ role: 'admin', email: ADMIN_EMAIL });
    });

    it('cannot be taken through a profile change, and the PIN still signs the admin in', async () => {
      const { user, cookie, password } = await signUpAndIn(t.app);
      const response = await send(t.app, 'PATCH', '/api/user/profile', {
        cookie,
        body: { email: 'ADMIN@rentfolio.invalid', currentPassword: password },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual({ email: MESSAGES.invalidEmail });
      expect((await send(t.app, 'GET', '/api/auth/user', { cookie })).json().email).toBe(user.email);
      expect((await send(t.app, 'POST', '/api/auth/admin', { body: { pin: PIN } })).statusCode).toBe(200);
    });

    it('exists before anyone signs in with the PIN, so its username is taken too', async () => {
      const admins = await t.db.handle.db
        .selectFrom('users')
        .select(['usernameKey', 'role'])
        .where('role', '=', 'admin')
        .execute();
      expect(admins).toEqual([{ usernameKey: 'admin', role: 'admin' }]);
      const response = await send(t.app, 'POST', '/api/auth/register', {
        body: newUserInput({ username: 'ADMIN' }),
      });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('the admin PIN', () => {
    let t: TestApp | undefined;
    const logLines: string[] = [];
    afterEach(async () => {
      await t?.close();
      t = undefined;
      logLines.length = 0;
    });
    const tryPin = (app: TestApp, pin: string, ip: string) =>
      app.app.inject({
        method: 'POST',
        url: '/api/auth/admin',
        remoteAddress: ip,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ pin }),
      });

    it('never locks the panel: wrong PINs from many addresses slow every attempt down, the right PIN still signs in', async () => {
      const waits: number[] = [];
      t = await createTestApp(dialect, { env: { ADMIN_PIN: PIN }, logLines, waits });
      // Five addresses, five wrong PINs each (the per-address limit is 5 per 15 minutes): 25 wrong PINs.
      for (let i = 0; i < 25; i += 1)
        expect((await tryPin(t, '0000', `10.7.${i % 5}.1`)).statusCode).toBe(401);
      // A sixth from one of them is refused: that address is throttled hard.
      expect((await tryPin(t, PIN, '10.7.0.1')).statusCode).toBe(429);
      // Past 5 wrong PINs every attempt waited: 1 s, doubling every 5 more, at most 30 s.
      expect(waits).toEqual([
        ...Array(5).fill(1000),
        ...Array(5).fill(2000),
        ...Array(5).fill(4000),
        ...Array(5).fill(8000),
      ]);
      // The real admin, from a new address, waits and signs in: no stranger can lock the panel.
      waits.length = 0;
      const admin = await tryPin(t, PIN, '10.8.1.1');
      expect(admin.statusCode, admin.body).toBe(200);
      expect(waits).toEqual([16_000]);
      // The right PIN clears the count.
      waits.length = 0;
      expect((await tryPin(t, PIN, '10.8.1.1')).statusCode).toBe(200);
      expect(waits).toEqual([]);

      const attempts = logLines.map((line) => JSON.parse(line)).filter((line) => line.event === 'admin_pin');
      expect(attempts.map((line) => line.outcome)).toEqual([
        ...Array(25).fill('wrong_pin'),
        'rate_limited',
        'success',
        'success',
      ]);
      expect(attempts[0].ip).toBe('10.7.0.1');
      expect(logLines.join('\n')).not.toContain(PIN);
    });
  });

  describe('request handling', () => {
    let t: TestApp;
    let port: number;
    beforeAll(async () => {
      t = await createTestApp(dialect, { rateLimits: RELAXED_LIMITS });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as { port: number }).port;
    });
    afterAll(async () => {
      await t.close();
    });

    it('refuses an encoded path before any route, so it cannot skip the CSRF and JSON checks', async () => {
      const before = await countUsers(t.db.handle.db);
      const form = 'username=sneaky&email=sneaky%40example.com&password=a-long-passphrase-1';
      for (const path of ['/%61pi/auth/register', '/api/auth/%72egister', '/api%2Fauth/register']) {
        const response = await t.app.inject({
          method: 'POST',
          url: path,
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            origin: 'https://evil.example',
            'sec-fetch-site': 'cross-site',
          },
          payload: form,
        });
        expect(response.statusCode, path).toBe(400);
        expect(response.json(), path).toMatchObject({ code: 'BAD_URL', requestId: expect.any(String) });
        expect(response.headers['x-content-type-options'], path).toBe('nosniff');
      }
      expect(await countUsers(t.db.handle.db)).toBe(before);
    });

    it('refuses a full URL in the request line', async () => {
      const body = JSON.stringify(newUserInput());
      const answer = await rawRequest(
        port,
        `POST http://127.0.0.1:${port}/api/auth/register HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nOrigin: https://evil.example\r\nSec-Fetch-Site: cross-site\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).toContain('"code":"BAD_URL"');
    });

    it('answers a malformed URL in the usual error shape, with the security headers, never naming the framework', async () => {
      const answer = await rawRequest(
        port,
        'GET /api/properties/%E0%A4%A HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
      );
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      const [head, body] = answer.split('\r\n\r\n');
      expect(head?.toLowerCase()).toContain('x-content-type-options: nosniff');
      expect(head?.toLowerCase()).toContain(
        "content-security-policy: default-src 'none';frame-ancestors 'none'",
      );
      expect(JSON.parse(body ?? '')).toEqual({
        error: 'Bad Request',
        code: 'BAD_URL',
        message: expect.any(String),
        requestId: expect.any(String),
      });
      expect(answer).not.toMatch(/fastify|FST_/i);
    });

    it('answers a request the HTTP parser refuses in the same shape, with a request id and the security headers', async () => {
      const cases = [
        // A control byte in the path, a header with a space in its name, and 20 KB of headers (over Node's 16 KB).
        ['GET /api/health\x01x HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n', 400],
        ['GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header: x\r\n\r\n', 400],
        [`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
      ] as const;
      for (const [text, status] of cases) {
        const answer = await rawRequest(port, text);
        expect(answer.slice(0, 40)).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
        const [head = '', body = ''] = answer.split('\r\n\r\n');
        const lower = head.toLowerCase();
        expect(lower).toContain('x-content-type-options: nosniff');
        expect(lower).toContain("content-security-policy: default-src 'none';frame-ancestors 'none'");
        const parsed = JSON.parse(body);
        expect(parsed).toEqual({
          error: status === 431 ? 'Request Header Fields Too Large' : 'Bad Request',
          code: 'VALIDATION',
          message: expect.any(String),
          requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        });
        expect(lower).toContain(`x-request-id: ${parsed.requestId}`);
        expect(answer).not.toMatch(/fastify|FST_|Client Error/i);
      }
    });

    it('gives a URL the router cannot decode a request id, and logs a too-long id as the client’s error', async () => {
      const answer = await rawRequest(
        port,
        'GET /api/properties/%E0%A4%A HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
      );
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      expect(head.toLowerCase()).toContain(`x-request-id: ${JSON.parse(body).requestId}`);

      const logLines: string[] = [];
      const logged = await createTestApp(dialect, { logLines });
      try {
        const { cookie } = await signUpAndIn(logged.app);
        const long = await send(logged.app, 'GET', `/api/properties/${'1'.repeat(150)}`, { cookie });
        expect(long.statusCode).toBe(400);
        expect(long.json()).toMatchObject({ code: 'BAD_URL', requestId: long.headers['x-request-id'] });
        const levels = logLines
          .map((line) => JSON.parse(line))
          .filter((line) => line.reqId === long.json().requestId);
        expect(levels.length).toBeGreaterThan(0);
        expect(levels.every((line) => line.level <= 30)).toBe(true);
      } finally {
        await logged.close();
      }
    });

    it('refuses a JSON body that is not valid UTF-8 and stores nothing', async () => {
      const { cookie, user } = await signUpAndIn(t.app);
      const json = Buffer.from(JSON.stringify({ ...PROPERTY, address: 'XX Main St' }));
      const at = json.indexOf('XX');
      json[at] = 0xff;
      json[at + 1] = 0xfe;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/properties',
        headers: { cookie, 'content-type': 'application/json', 'x-rentfolio-client': 'web' },
        payload: json,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'The request body is not valid UTF-8 text. Send it encoded as UTF-8.',
      );
      expect(await countProperties(t, user.id)).toBe(0);
    });

    it('resolves an id only from plain digits', async () => {
      const { cookie } = await signUpAndIn(t.app);
      const created = await send(t.app, 'POST', '/api/properties', { cookie, body: PROPERTY });
      const id = created.json().id as number;
      expect((await send(t.app, 'GET', `/api/properties/${id}`, { cookie })).statusCode).toBe(200);
      const aliases = [`0x${id.toString(16)}`, `${id}e0`, `%2B${id}`, `0${id}`, `${id}.0`, ` ${id}`];
      for (const alias of aliases) {
        for (const path of [`/api/properties/${alias}`, `/api/analyses/${alias}`, `/api/user/${alias}`]) {
          const response = await send(t.app, 'GET', path, { cookie });
          expect(response.statusCode, path).toBe(400);
          expect(response.json().message, path).toMatch(/id must be a positive whole number\.$/);
        }
      }
    });
  });

  describe('bounded lists, portfolios and writes', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect, {
        rateLimits: { ...RELAXED_LIMITS, writesPerUser: { max: 5, windowMs: 60_000 } },
      });
    });
    afterAll(async () => {
      await t.close();
    });

    it('answers the first 100 properties, and the first 100 matches, when no limit is given', async () => {
      const { user, cookie } = await signUpAndIn(t.app);
      await send(t.app, 'POST', '/api/properties', { cookie, body: PROPERTY });
      await growPortfolio(t, user.id, 150);
      const list = await send(t.app, 'GET', '/api/properties', { cookie });
      expect(list.json()).toHaveLength(100);
      expect(list.headers['x-total-count']).toBe('150');
      const search = await send(t.app, 'POST', '/api/properties/search', {
        cookie,
        body: { city: 'denver' },
      });
      expect(search.json()).toHaveLength(100);
      expect(search.headers['x-total-count']).toBe('150');
    });

    it(`caps an account at ${MAX_PROPERTIES_PER_USER.toLocaleString('en-US')} properties with a clear message`, async () => {
      const { user, cookie } = await signUpAndIn(t.app);
      await send(t.app, 'POST', '/api/properties', { cookie, body: PROPERTY });
      await growPortfolio(t, user.id, MAX_PROPERTIES_PER_USER - 1);
      const two = await send(t.app, 'POST', '/api/properties/bulk', {
        cookie,
        body: { properties: [PROPERTY, PROPERTY] },
      });
      expect(two.statusCode).toBe(403);
      expect(two.json()).toMatchObject({
        code: 'PROPERTY_LIMIT',
        message:
          'An account can hold at most 50,000 properties, and this one has 49,999. Delete some before adding more.',
        messageCode: {
          code: 'validation.templates.propertyLimit',
          values: { limit: 50_000, current: 49_999 },
        },
      });
      expect(await countProperties(t, user.id)).toBe(MAX_PROPERTIES_PER_USER - 1);
      expect((await send(t.app, 'POST', '/api/properties', { cookie, body: PROPERTY })).statusCode).toBe(201);
      const over = await send(t.app, 'POST', '/api/properties', { cookie, body: PROPERTY });
      expect(over.statusCode).toBe(403);
      expect(over.json().code).toBe('PROPERTY_LIMIT');
      expect(await countProperties(t, user.id)).toBe(MAX_PROPERTIES_PER_USER);
    }, 60_000);

    it('caps saved analyses at 10,000 an account with a clear message', async () => {
      const { user, cookie } = await signUpAndIn(t.app);
      t.clock.advance(60_000);
      expect((await send(t.app, 'POST', '/api/analyses', { cookie, body: PROPERTY })).statusCode).toBe(201);
      const db = t.db.handle.db;
      const sample = await db
        .selectFrom('dealAnalyses')
        .selectAll()
        .where('userId', '=', user.id)
        .executeTakeFirstOrThrow();
      const columns = Object.keys(sample).filter((column) => column !== 'id') as (keyof typeof sample &
        string)[];
      const count = async () =>
        Number(
          (
            await db
              .selectFrom('dealAnalyses')
              .where('userId', '=', user.id)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      for (let n = await count(); n < 10_000; n = await count()) {
        await db
          .insertInto('dealAnalyses')
          .columns(columns as never)
          .expression(
            db
              .selectFrom('dealAnalyses')
              .select(columns as never)
              .where('userId', '=', user.id)
              .limit(Math.min(n, 10_000 - n)),
          )
          .execute();
      }
      const refused = await send(t.app, 'POST', '/api/analyses', { cookie, body: PROPERTY });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'SAVED_ANALYSIS_LIMIT',
        message: 'An account can keep at most 10,000 saved analyses. Delete some before saving more.',
      });
      expect(await count()).toBe(10_000);
      // The list stays bounded: the newest 200.
      const list = await send(t.app, 'GET', '/api/analyses', { cookie });
      expect(list.json()).toHaveLength(200);
    }, 60_000);

    it('limits the writes of each user, not of everyone', async () => {
      const a = await signUpAndIn(t.app);
      const b = await signUpAndIn(t.app);
      for (let i = 0; i < 5; i += 1) {
        expect(
          (await send(t.app, 'POST', '/api/properties', { cookie: a.cookie, body: PROPERTY })).statusCode,
        ).toBe(201);
      }
      const blocked = await send(t.app, 'POST', '/api/properties', { cookie: a.cookie, body: PROPERTY });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe('RATE_LIMITED');
      expect(await countProperties(t, a.user.id)).toBe(5);
      // Reads and analyses are not writes; another user writes as usual.
      expect((await send(t.app, 'GET', '/api/properties', { cookie: a.cookie })).statusCode).toBe(200);
      const analysis = await send(t.app, 'POST', '/api/analyze-deal', { cookie: a.cookie, body: PROPERTY });
      expect(analysis.statusCode).toBe(200);
      expect(
        (await send(t.app, 'POST', '/api/properties', { cookie: b.cookie, body: PROPERTY })).statusCode,
      ).toBe(201);
      t.clock.advance(60_000);
      expect(
        (await send(t.app, 'POST', '/api/properties', { cookie: a.cookie, body: PROPERTY })).statusCode,
      ).toBe(201);
    });

    it('keeps the totals of 25,000 properties at the largest price exact (over 2^51 cents)', async () => {
      const { user, cookie } = await signUpAndIn(t.app);
      const created = await send(t.app, 'POST', '/api/properties', {
        cookie,
        body: { ...PROPERTY, purchasePrice: 1_000_000_000, monthlyRent: 10_000_000 },
      });
      expect(created.statusCode).toBe(201);
      await growPortfolio(t, user.id, 25_000);
      const metrics = await send(t.app, 'GET', '/api/portfolio/metrics', { cookie });
      expect(metrics.statusCode).toBe(200);
      // 25,000 x $1,000,000,000 = $25,000,000,000,000 = 2.5e15 cents, above 2^51 (2.25e15).
      expect(metrics.json().totalValue).toBe(25_000_000_000_000);
      expect(metrics.json().totalProperties).toBe(25_000);
      // A change writes the day's snapshot of those totals.
      const id = created.json().id as number;
      const patched = await send(t.app, 'PATCH', `/api/properties/${id}`, {
        cookie,
        body: { notes: 'still exact' },
      });
      expect(patched.statusCode).toBe(200);
    }, 60_000);
  });

  describe('honest inputs', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect, { rateLimits: RELAXED_LIMITS });
    });
    afterAll(async () => {
      await t.close();
    });

    it('refuses amounts above the documented bounds, everywhere', async () => {
      const { user, cookie } = await signUpAndIn(t.app);
      const cases: [Record<string, unknown>, string, string][] = [
        [
          { purchasePrice: 1_000_000_000.01 },
          'purchasePrice',
          'Purchase price must be at most 1,000,000,000.',
        ],
        [{ monthlyRent: 10_000_001 }, 'monthlyRent', 'Monthly rent must be at most 10,000,000.'],
        [
          { operatingExpenses: 10_000_001 },
          'operatingExpenses',
          'Operating expenses must be at most 10,000,000.',
        ],
        [{ propertyTaxes: 100_000_001 }, 'propertyTaxes', 'Property taxes must be at most 100,000,000.'],
        [{ currentValue: 2e9 }, 'currentValue', 'Current value must be at most 1,000,000,000.'],
      ];
      for (const [change, field, message] of cases) {
        const property = await send(t.app, 'POST', '/api/properties', {
          cookie,
          body: { ...PROPERTY, ...change },
        });
        expect(property.statusCode, field).toBe(400);
        expect(property.json().details[field], field).toBe(message);
        if (field !== 'currentValue') {
          const analysis = await send(t.app, 'POST', '/api/analyze-deal', {
            cookie,
            body: { ...PROPERTY, ...change },
          });
          expect(analysis.statusCode, field).toBe(400);
          expect(analysis.json().details[field], field).toBe(message);
        }
      }
      expect(await countProperties(t, user.id)).toBe(0);
    });

    it('checks a price after rounding it to cents: 0.001 is not more than 0', async () => {
      const { user, cookie } = await signUpAndIn(t.app);
      const message = 'Purchase price must be more than 0.';
      const tiny = { ...PROPERTY, purchasePrice: 0.001 };
      const requests: [string, string, unknown, string][] = [
        ['POST', '/api/properties', tiny, 'purchasePrice'],
        ['POST', '/api/properties/bulk', { properties: [PROPERTY, tiny] }, 'properties.1.purchasePrice'],
        ['POST', '/api/analyze-deal', tiny, 'purchasePrice'],
        ['POST', '/api/analyses', tiny, 'purchasePrice'],
        ['POST', '/api/analyze-deal', { ...tiny, purchasePrice: '0.004' }, 'purchasePrice'],
      ];
      for (const [method, url, body, field] of requests) {
        const response = await send(t.app, method as 'POST', url, { cookie, body: body as never });
        expect(response.statusCode, url).toBe(400);
        expect(response.json().details[field], url).toBe(message);
      }
      const created = await send(t.app, 'POST', '/api/properties', { cookie, body: PROPERTY });
      const patch = await send(t.app, 'PATCH', `/api/properties/${created.json().id}`, {
        cookie,
        body: { purchasePrice: 0.001 },
      });
      expect(patch.statusCode).toBe(400);
      expect(
        (await send(t.app, 'GET', `/api/properties/${created.json().id}`, { cookie })).json().purchasePrice,
      ).toBe(400_000);
      expect(await countProperties(t, user.id)).toBe(1);
      // Half a cent rounds up to a cent, which is more than 0, and is stored as a cent.
      const cent = await send(t.app, 'POST', '/api/properties', {
        cookie,
        body: { ...PROPERTY, purchasePrice: 0.005 },
      });
      expect(cent.statusCode).toBe(201);
      expect(cent.json().purchasePrice).toBe(0.01);
    });

    it('refuses control characters and broken characters in text, keeping line breaks in notes', async () => {
      const { user, cookie } = await signUpAndIn(t.app);
      const cases: [Record<string, unknown>, string, RegExp][] = [
        [{ address: '12 Harbor\u0000 Lane' }, 'address', /invisible control character/],
        [{ city: 'Den\u001bver' }, 'city', /invisible control character/],
        [{ address: 'Line\nbreak' }, 'address', /invisible control character/],
        [{ notes: 'bell \u0007' }, 'notes', /invisible control character/],
        [{ address: 'Harbor \uD83D Lane' }, 'address', /broken character/],
        [{ notes: 'tail \uDE00' }, 'notes', /broken character/],
        [{ address: 'evil\u202Eenal' }, 'address', /invisible control character/],
      ];
      for (const [change, field, message] of cases) {
        const response = await send(t.app, 'POST', '/api/properties', {
          cookie,
          body: { ...PROPERTY, ...change },
        });
        expect(response.statusCode, JSON.stringify(change)).toBe(400);
        expect(response.json().details[field], JSON.stringify(change)).toMatch(message);
      }
      expect(await countProperties(t, user.id)).toBe(0);
      const kept = await send(t.app, 'POST', '/api/properties', {
        cookie,
        body: { ...PROPERTY, address: 'Cafe\u0301 Row 😀', notes: 'Roof 2019\r\n\tNew boiler' },
      });
      expect(kept.statusCode).toBe(201);
      // Stored in NFC: "e" and a combining accent become one "é".
      expect(kept.json().address).toBe('Café Row 😀');
      expect(kept.json().notes).toBe('Roof 2019\r\n\tNew boiler');

      const name = await send(t.app, 'PATCH', '/api/user/profile', { cookie, body: { name: 'Sam\u0000' } });
      expect(name.statusCode).toBe(400);
      const registered = await send(t.app, 'POST', '/api/auth/register', {
        body: newUserInput({ name: 'Broken \uD800 Name' }),
      });
      expect(registered.statusCode).toBe(400);
      const search = await send(t.app, 'POST', '/api/properties/search', {
        cookie,
        body: { query: 'a\u0000' },
      });
      expect(search.statusCode).toBe(400);
      expect((await send(t.app, 'GET', '/api/auth/user', { cookie })).json().name).toBe(user.name);
    });

    it('gives every error a stable code', async () => {
      const { cookie } = await signUpAndIn(t.app);
      const expectations: [Promise<{ json(): { code: string }; statusCode: number }>, number, string][] = [
        [send(t.app, 'GET', '/api/auth/user'), 401, 'UNAUTHENTICATED'],
        [
          send(t.app, 'POST', '/api/auth/login', { body: { usernameOrEmail: 'nobody', password: 'x' } }),
          401,
          'INVALID_CREDENTIALS',
        ],
        [send(t.app, 'GET', '/api/properties/999999', { cookie }), 404, 'NOT_FOUND'],
        [send(t.app, 'POST', '/api/properties', { cookie, body: {} }), 400, 'VALIDATION'],
        [send(t.app, 'POST', '/api/auth/admin', { body: { pin: '0000' } }), 403, 'ADMIN_DISABLED'],
      ];
      for (const [pending, status, code] of expectations) {
        const response = await pending;
        expect(response.statusCode).toBe(status);
        expect(response.json().code).toBe(code);
      }
      expect(sessionCookieOf(await send(t.app, 'GET', '/api/auth/user'))).toBeUndefined();
    });
  });
});
