import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, RELAXED_LIMITS, send, signUpAndIn, type TestApp } from './setup/test-app';
import { TEST_DIALECTS } from './setup/test-db';

// A create sent again after its answer was lost (docs/api.md "Retries"): with an Idempotency-Key the second request
// answers the property the first one added and stores nothing. Without one, a retry added a second copy (the
// reliability run saw 11 such duplicates).

const PROPERTY = {
  address: '3 Retry Ct',
  city: 'Denver',
  state: 'CO',
  zipCode: '80205',
  propertyType: 'condo',
  purchasePrice: 280_000,
  monthlyRent: 1900,
};

describe.each(TEST_DIALECTS)('Idempotency-Key on POST /api/properties on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { rateLimits: RELAXED_LIMITS });
  });
  afterAll(async () => {
    await t.close();
  });

  const addresses = async (cookie: string) =>
    ((await send(t.app, 'GET', '/api/properties', { cookie })).json() as { address: string }[]).map(
      (p) => p.address,
    );
  const post = (cookie: string, key: string | undefined, body: Record<string, unknown> = PROPERTY) =>
    send(t.app, 'POST', '/api/properties', { cookie, body, headers: key ? { 'idempotency-key': key } : {} });

  it('answers a resent create with the first property, marked replayed, and stores one', async () => {
    const { cookie } = await signUpAndIn(t.app);
    const key = randomUUID();
    const first = await post(cookie, key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await post(cookie, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await addresses(cookie)).toEqual(['3 Retry Ct']);
  });

  it('stores one property when two requests with one key arrive at once', async () => {
    const { cookie } = await signUpAndIn(t.app);
    const key = randomUUID();
    const [a, b] = await Promise.all([post(cookie, key), post(cookie, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id).toBe(b.json().id);
    expect(await addresses(cookie)).toEqual(['3 Retry Ct']);
  });

  it('refuses the same key with another body (409), storing nothing more', async () => {
    const { cookie } = await signUpAndIn(t.app);
    const key = randomUUID();
    await post(cookie, key);
    const other = await post(cookie, key, { ...PROPERTY, address: '4 Other Ave' });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({
      code: 'CONFLICT',
      message:
        'This Idempotency-Key was already used to add a different property. Send a new key for a new property.',
    });
    expect(await addresses(cookie)).toEqual(['3 Retry Ct']);
  });

  it("keeps each user's keys apart, and without a key each request adds a property", async () => {
    const one = await signUpAndIn(t.app);
    const two = await signUpAndIn(t.app);
    const key = randomUUID();
    expect((await post(one.cookie, key)).statusCode).toBe(201);
    const theirs = await post(two.cookie, key);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await addresses(two.cookie)).toEqual(['3 Retry Ct']);
    await post(one.cookie, undefined);
    expect(await addresses(one.cookie)).toHaveLength(2);
  });

  it('refuses a malformed key with 400 and a clear message, storing nothing', async () => {
    const { cookie } = await signUpAndIn(t.app);
    for (const key of ['short', 'has space in it', 'x'.repeat(101), 'ünïcode-key-1']) {
      const answer = await post(cookie, key);
      expect(answer.statusCode, key).toBe(400);
      expect(answer.json().message).toBe(
        'Idempotency-Key must be 8 to 100 letters, digits, hyphens or underscores.',
      );
    }
    expect(await addresses(cookie)).toEqual([]);
  });

  it('says so when the property of a key was deleted since', async () => {
    const { cookie } = await signUpAndIn(t.app);
    const key = randomUUID();
    const first = await post(cookie, key);
    await send(t.app, 'DELETE', `/api/properties/${first.json().id}`, { cookie });
    const again = await post(cookie, key);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('The property added with this Idempotency-Key has since been deleted.');
    expect(await addresses(cookie)).toEqual([]);
  });
});
