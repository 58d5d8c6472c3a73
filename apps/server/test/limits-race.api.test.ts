import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countOwned, growOwnedRows } from './setup/grow-rows';
import {
  createTestApp,
  RELAXED_LIMITS,
  send,
  signUpAndIn,
  signUpConfirmed,
  type TestApp,
} from './setup/test-app';
import { TEST_DIALECTS } from './setup/test-db';

// Per-account limits hold under concurrent requests (docs/api.md "Limits"): each user's limited writes run under the
// user's row lock, so requests sent together cannot all pass a count made before any of them stored. On PostgreSQL
// the requests below really run at once, on different connections of the pool.

const PROPERTY = {
  address: '1 Race St',
  city: 'Denver',
  state: 'CO',
  zipCode: '80205',
  propertyType: 'condo',
  purchasePrice: 300_000,
  monthlyRent: 2000,
  operatingExpenses: 200,
};
const CSV_HEADER = 'address,city,state,zipCode,propertyType,purchasePrice';
const csvOf = (rows: number, tag: string) =>
  `${CSV_HEADER}\n${Array.from({ length: rows }, (_, i) => `${i + 1} ${tag} St,Denver,CO,80205,condo,250000`).join('\n')}\n`;

describe.each(TEST_DIALECTS)('per-account limits under concurrency on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      rateLimits: RELAXED_LIMITS,
      env: { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_FROM: 'Rentfolio <reports@rentfolio.test>' },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps exactly 50,000 properties when 20 additions arrive together at 49,995', async () => {
    const { cookie, user } = await signUpAndIn(t.app);
    await send(t.app, 'POST', '/api/properties', { cookie, body: PROPERTY });
    await growOwnedRows(t.db.handle.db, 'properties', user.id, 49_995);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send(t.app, 'POST', '/api/properties', { cookie, body: PROPERTY })),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 403)).toHaveLength(15);
    expect(await countOwned(t.db.handle.db, 'properties', user.id)).toBe(50_000);
  }, 60_000);

  it('never passes 50,000 properties with imports and additions sent together', async () => {
    const { cookie, user } = await signUpAndIn(t.app);
    await send(t.app, 'POST', '/api/properties', { cookie, body: PROPERTY });
    await growOwnedRows(t.db.handle.db, 'properties', user.id, 49_985);
    const importOf = (rows: number, tag: string) =>
      send(t.app, 'POST', '/api/properties/import', {
        cookie,
        body: { importKey: randomUUID(), csv: csvOf(rows, tag), fileName: `${tag}.csv` },
      });
    const answers = await Promise.all([
      importOf(10, 'first'),
      importOf(10, 'second'),
      importOf(10, 'third'),
      ...Array.from({ length: 10 }, () => send(t.app, 'POST', '/api/properties', { cookie, body: PROPERTY })),
    ]);
    const stored = await countOwned(t.db.handle.db, 'properties', user.id);
    expect(stored).toBeLessThanOrEqual(50_000);
    // Whatever the order, what was accepted is exactly what was stored.
    const accepted = answers.reduce((sum, answer, index) => {
      if (answer.statusCode === 201 && index >= 3) return sum + 1;
      if (answer.statusCode === 200 && index < 3) return sum + answer.json().imported;
      expect(answer.statusCode, answer.body).toBe(403);
      expect(answer.json().code).toBe('PROPERTY_LIMIT');
      return sum;
    }, 0);
    expect(stored).toBe(49_985 + accepted);
    expect(answers.some((answer) => answer.statusCode === 403)).toBe(true);
  }, 60_000);

  it('keeps exactly 10,000 saved analyses when 20 saves arrive together at 9,995', async () => {
    const { cookie, user } = await signUpAndIn(t.app);
    const first = await send(t.app, 'POST', '/api/analyses', { cookie, body: PROPERTY });
    expect(first.statusCode, first.body).toBe(201);
    await growOwnedRows(t.db.handle.db, 'dealAnalyses', user.id, 9_995);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send(t.app, 'POST', '/api/analyses', { cookie, body: PROPERTY })),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 403)).toHaveLength(15);
    expect(await countOwned(t.db.handle.db, 'dealAnalyses', user.id)).toBe(10_000);
  }, 60_000);

  it('queues 10 e-mails an hour, not more, when 20 are asked for at once', async () => {
    const { cookie, user } = await signUpConfirmed(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send(t.app, 'POST', '/api/reports/send-test', { cookie, body: {} })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(10);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(10);
    const queued = await t.db.handle.db
      .selectFrom('mailOutbox')
      .select('id')
      .where('userId', '=', user.id)
      .execute();
    expect(queued).toHaveLength(10);
  });
});
