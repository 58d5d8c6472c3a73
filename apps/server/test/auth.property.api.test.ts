import { ZLoginRequest, ZRegisterRequest } from '@rentfolio/contracts';
import { countUsers } from '@rentfolio/db';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, RELAXED_LIMITS, send, type TestApp } from './setup/test-app';
import { TEST_DIALECTS } from './setup/test-db';

/** Bodies shaped like the real ones (so that some are valid) mixed with arbitrary JSON. */
const fieldValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.stringMatching(/^[a-z0-9._-]{3,12}$/),
  fc.constantFrom('', ' ', 'user@example.com', 'a-long-passphrase-9', 'password', 'x'.repeat(200)),
  fc.jsonValue({ maxDepth: 2 }),
);
const registerBody = fc.oneof(
  fc.record(
    { username: fieldValue, email: fieldValue, password: fieldValue, name: fieldValue },
    { requiredKeys: [] },
  ),
  fc.record({
    username: fc.stringMatching(/^[a-z][a-z0-9_]{3,14}$/),
    email: fc.stringMatching(/^[a-z]{1,8}@[a-z]{1,8}\.(com|org)$/),
    password: fc.string({ minLength: 8, maxLength: 40 }),
  }),
  fc.jsonValue({ maxDepth: 3 }),
);
const loginBody = fc.oneof(
  fc.record({ usernameOrEmail: fieldValue, password: fieldValue }, { requiredKeys: [] }),
  fc.jsonValue({ maxDepth: 3 }),
);

describe.each(TEST_DIALECTS)('auth routes under arbitrary JSON on %s', (dialect) => {
  let t: TestApp;
  /** Identity (username or address, lower case) → password of every account the register property created. */
  const registered = new Map<string, string>();
  beforeAll(async () => {
    t = await createTestApp(dialect, { rateLimits: RELAXED_LIMITS });
  });
  afterAll(async () => {
    await t.close();
  });

  it('POST /api/auth/register never answers 5xx, and creates a user only for a valid, new identity', async () => {
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(registerBody, async (body) => {
        const before = await countUsers(t.db.handle.db);
        const response = await send(t.app, 'POST', '/api/auth/register', { body: body as never });
        expect(response.statusCode).toBeLessThan(500);
        const after = await countUsers(t.db.handle.db);
        const parsed = ZRegisterRequest.safeParse(body);
        if (response.statusCode === 201) {
          expect(parsed.success).toBe(true);
          expect(after).toBe(before + 1);
          if (parsed.success) {
            for (const key of [parsed.data.username.toLowerCase(), parsed.data.email.toLowerCase()]) {
              expect(seen.has(key)).toBe(false);
              seen.add(key);
              registered.set(key, parsed.data.password);
            }
          }
        } else {
          expect(after).toBe(before);
          expect([400, 409]).toContain(response.statusCode);
          expect(typeof response.json().message).toBe('string');
          if (response.statusCode === 400) expect(parsed.success).toBe(false);
        }
      }),
      { numRuns: 150 },
    );
  });

  // The register property above may have created an account from the same vocabulary ('user@example.com' as both
  // address and password, say): such a body is a real sign-in, and only such a body may sign anyone in.
  it('POST /api/auth/login never answers 5xx and signs in only with a registered identity and its password', async () => {
    await fc.assert(
      fc.asyncProperty(loginBody, async (body) => {
        const response = await send(t.app, 'POST', '/api/auth/login', { body: body as never });
        const parsed = ZLoginRequest.safeParse(body);
        const genuine =
          parsed.success &&
          registered.get(parsed.data.usernameOrEmail.toLowerCase()) === parsed.data.password;
        const session = response.cookies.find((c) => c.name === 'rentfolio_session' && c.value !== '');
        if (genuine) {
          expect(response.statusCode).toBe(200);
          expect(session).toBeDefined();
        } else {
          expect([400, 401]).toContain(response.statusCode);
          expect(session).toBeUndefined();
        }
      }),
      { numRuns: 150 },
    );
  });
});
