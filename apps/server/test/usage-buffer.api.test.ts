import { findUsagePeriods } from '@rentfolio/db';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsageBuffer } from '../src/services/usage-buffer';
import { createTestApp, signUpAndIn, type TestApp } from './setup/test-app';
import { TEST_DIALECTS } from './setup/test-db';

// The write-behind usage counts (services/usage-buffer.ts): a count is never missing from both the database and the
// buffer, even while its batch is being written.

describe.each(TEST_DIALECTS)('usage buffer on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts a batch while it is being written, then from the database only', async () => {
    const { user } = await signUpAndIn(t.app);
    const db = t.db.handle.db;
    const buffer = new UsageBuffer(db, pino({ level: 'silent' }), 60_000);
    buffer.add(user.id, 'test_metric', '2026-11');
    buffer.add(user.id, 'test_metric', '2026-11');
    const stored = async () =>
      (await findUsagePeriods(db, user.id, 'test_metric')).reduce((sum, row) => sum + row.count, 0);
    const writing = buffer.flush();
    // The write has not committed yet: what a reader adds up is still 2.
    expect((await stored()) + buffer.pendingFor(user.id, 'test_metric', '2026-11')).toBe(2);
    await writing;
    expect(await stored()).toBe(2);
    expect(buffer.pendingFor(user.id, 'test_metric', '2026-11')).toBe(0);
  });
});
