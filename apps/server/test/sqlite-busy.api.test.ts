import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdWriteLock } from './setup/sqlite-lock';
import { createTestApp, RELAXED_LIMITS, send, signUpAndIn, type TestApp } from './setup/test-app';

// Another writer on the same SQLite file (db:migrate, db:seed-demo, a sqlite3 session, docs/operations.md "SQLite"):
// the server's writes wait for its lock (busy_timeout, 5 s) and succeed, whatever route they come through. (The
// transaction that reads before it writes, which failed at once, is tested in packages/db/test/sqlite-lock.test.ts.)

describe('SQLite with another writer on the same file', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { rateLimits: RELAXED_LIMITS });
  });
  afterAll(async () => {
    await t.close();
  });

  it('waits for the lock: property, goals, profile and import writes all succeed', async () => {
    if (t.db.config.dialect !== 'sqlite') throw new Error('not SQLite');
    const { cookie } = await signUpAndIn(t.app);
    const property = {
      address: '5 Busy Ln',
      city: 'Denver',
      state: 'CO',
      propertyType: 'condo',
      purchasePrice: 250_000,
      monthlyRent: 1800,
    };
    const writes: [string, 'POST' | 'PATCH', string, Record<string, unknown>][] = [
      ['add a property', 'POST', '/api/properties', property],
      [
        'save goals',
        'POST',
        '/api/portfolio/goals',
        {
          targetValue: 1_000_000,
          targetCashFlow: 5000,
          targetProperties: 4,
          targetDate: '2030-01-01',
          targetROI: 8,
        },
      ],
      ['rename', 'PATCH', '/api/user/profile', { name: 'Busy Investor' }],
      [
        'import',
        'POST',
        '/api/properties/import',
        {
          importKey: '3f1c1d52-6a57-4d0e-9b0e-2a4c9d7e8f10',
          csv: 'address,city,state,zipCode,propertyType,purchasePrice\n9 Lock St,Denver,CO,80205,condo,199000\n',
        },
      ],
    ];
    for (const [what, method, path, body] of writes) {
      const lock = holdWriteLock(t.db.config.filename, 300);
      await lock.locked;
      const answer = await send(t.app, method, path, { cookie, body });
      await lock.released;
      expect(answer.statusCode, `${what}: ${answer.body}`).toBeLessThan(300);
    }
    const list = await send(t.app, 'GET', '/api/properties', { cookie });
    expect((list.json() as { address: string }[]).map((p) => p.address).sort()).toEqual([
      '5 Busy Ln',
      '9 Lock St',
    ]);
    const user = await send(t.app, 'GET', '/api/auth/user', { cookie });
    expect(user.json()).toMatchObject({ name: 'Busy Investor' });
  });
});
