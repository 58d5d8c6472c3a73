import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, RELAXED_LIMITS, send, signUpAndIn, type TestApp } from './setup/test-app';
import { TEST_DIALECTS } from './setup/test-db';

// An import whose server was killed mid-way (docs/operations.md "Scheduled jobs", CSV imports): its transaction died
// with the process, so nothing was stored, but its key stayed 'processing'. A retry then waited 300 s and answered
// 409, and the key was unusable for 10 minutes. Now the same instance, started again, takes such a key over at once.

const CSV =
  'address,city,state,zipCode,propertyType,purchasePrice\n7 Retry Rd,Denver,CO,80205,condo,210000\n';

describe.each(TEST_DIALECTS)('an import cut off by a crash on %s', (dialect) => {
  let t: TestApp;
  let contentHash: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { rateLimits: RELAXED_LIMITS, env: { INSTANCE_NAME: 'alpha' } });
    // The stored fingerprint of this file, from a real import by someone else (it depends on the file alone).
    const someone = await signUpAndIn(t.app);
    const key = randomUUID();
    await send(t.app, 'POST', '/api/properties/import', {
      cookie: someone.cookie,
      body: { importKey: key, csv: CSV },
    });
    const row = await t.db.handle.db
      .selectFrom('propertyImports')
      .select('contentHash')
      .where('importKey', '=', key)
      .executeTakeFirstOrThrow();
    contentHash = row.contentHash;
  });
  afterAll(async () => {
    await t.close();
  });

  /** A key left 'processing' by a process of `claimedBy` that is gone. */
  async function leftProcessing(userId: number, claimedBy: string) {
    const importKey = randomUUID();
    await t.db.handle.db
      .insertInto('propertyImports')
      .values({
        userId,
        importKey,
        contentHash,
        status: 'processing',
        result: null,
        startedAt: t.clock.now(),
        finishedAt: null,
        claimedBy,
        claimBoot: 'a-start-that-was-killed',
      })
      .execute();
    return importKey;
  }

  it('is taken over at once by a retry on the same instance, and stores the file once', async () => {
    const { cookie, user } = await signUpAndIn(t.app);
    const importKey = await leftProcessing(user.id, 'alpha');
    const retry = await send(t.app, 'POST', '/api/properties/import', {
      cookie,
      body: { importKey, csv: CSV },
    });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toMatchObject({ importKey, imported: 1, failed: 0 });
    const again = await send(t.app, 'POST', '/api/properties/import', {
      cookie,
      body: { importKey, csv: CSV },
    });
    expect(again.json()).toEqual(retry.json());
    const list = await send(t.app, 'GET', '/api/properties', { cookie });
    expect((list.json() as { address: string }[]).map((p) => p.address)).toEqual(['7 Retry Rd']);
  });

  it('is given back when the instance starts again; a live claim of another instance stays', async () => {
    const { cookie, user } = await signUpAndIn(t.app);
    const mine = await leftProcessing(user.id, 'gamma');
    const theirs = await leftProcessing(user.id, 'delta');
    const restarted = await createTestApp(dialect, {
      rateLimits: RELAXED_LIMITS,
      env: { INSTANCE_NAME: 'gamma' },
      sameDatabaseAs: t,
    });
    try {
      expect((await send(t.app, 'GET', `/api/properties/import/${mine}`, { cookie })).statusCode).toBe(404);
      const other = await send(t.app, 'GET', `/api/properties/import/${theirs}`, { cookie });
      expect(other.json()).toMatchObject({ phase: 'validating' });
      const resent = await send(restarted.app, 'POST', '/api/properties/import', {
        cookie,
        body: { importKey: mine, csv: CSV },
      });
      expect(resent.json()).toMatchObject({ imported: 1 });
    } finally {
      await restarted.close();
    }
  });
});
