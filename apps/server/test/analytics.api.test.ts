import { EMAIL_MESSAGES } from '@rentfolio/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureMarketData } from '../src/services/market-data-loader';
import { buildFixtureMarketData } from './setup/market-fixture';
import {
  createTestApp,
  RELAXED_LIMITS,
  send,
  sessionCookieOf,
  signUpAndIn,
  type TestApp,
} from './setup/test-app';
import { TEST_DIALECTS } from './setup/test-db';

const fixture = buildFixtureMarketData();
afterAll(() => fixture.remove());

const DAY = 86_400_000;
const property = (overrides: Record<string, unknown> = {}) => ({
  address: '12 Elm St',
  city: 'Denver',
  state: 'CO',
  propertyType: 'single-family',
  purchasePrice: 100_000,
  monthlyRent: 2000,
  downPayment: 100,
  ...overrides,
});

describe.each(TEST_DIALECTS)('analytics on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { rateLimits: RELAXED_LIMITS });
    await ensureMarketData(t.db.handle, fixture.dir, t.clock.now());
  });
  afterAll(async () => {
    await t.close();
  });
  const get = (url: string, cookie: string) => send(t.app, 'GET', url, { cookie });
  const add = async (cookie: string, body: Record<string, unknown>) => {
    const response = await send(t.app, 'POST', '/api/properties', { cookie, body });
    expect(response.statusCode, response.body).toBe(201);
  };

  describe('GET /api/portfolio/history', () => {
    it('answers the daily snapshots of the last N days, oldest first', async () => {
      const start = t.clock.now();
      try {
        const { cookie } = await signUpAndIn(t.app);
        expect((await get('/api/portfolio/history', cookie)).json()).toEqual([]);
        await add(cookie, property());
        t.clock.advance(3 * DAY);
        await add(cookie, property({ address: '9 Oak Ave', purchasePrice: 200_000 }));
        const history = (await get('/api/portfolio/history', cookie)).json();
        expect(history.map((p: { day: string }) => p.day)).toEqual(['2026-11-21', '2026-11-24']);
        expect(history[1]).toMatchObject({ totalValue: 300_000, totalProperties: 2 });
        expect((await get('/api/portfolio/history?days=1', cookie)).json()).toHaveLength(1);
        for (const days of ['0', '3661', 'x']) {
          expect((await get(`/api/portfolio/history?days=${days}`, cookie)).statusCode, days).toBe(400);
        }
      } finally {
        t.clock.set(new Date(start).toISOString());
      }
    });
  });

  describe('GET /api/analytics/summary', () => {
    it('counts the properties added this quarter and compares the cap rate with the market estimate', async () => {
      const start = t.clock.now();
      try {
        const { cookie, user, password } = await signUpAndIn(t.app);
        const empty = (await get('/api/analytics/summary', cookie)).json();
        expect(empty).toEqual({
          propertiesAddedThisQuarter: 0,
          quarterStart: '2026-10-01',
          averageCapRate: 0,
          marketCapRateEstimate: null,
          marketCapRateMetros: [],
          isAboveMarket: null,
        });
        // Bought outright: NOI 2,000 × 12 × 95% = 22,800 on 100,000, a 22.8% cap rate.
        await add(cookie, property());
        const summary = (await get('/api/analytics/summary', cookie)).json();
        // Denver: ZORI 1889.63 (Nov 2025) and ZHVI 578486.95 (Jan 2025): 12 × 1889.63 / 578486.95 = 3.92% gross,
        // × (1 − 40%) = 2.35%.
        expect(summary).toMatchObject({
          propertiesAddedThisQuarter: 1,
          averageCapRate: 22.8,
          marketCapRateEstimate: 2.35,
          marketCapRateMetros: ['Denver, CO'],
          isAboveMarket: true,
        });
        // The next quarter (signed in again: the first session has been idle too long by then).
        t.clock.set('2027-01-02T09:00:00Z');
        const login = await send(t.app, 'POST', '/api/auth/login', {
          body: { usernameOrEmail: user.username, password },
        });
        const again = sessionCookieOf(login) ?? '';
        expect((await get('/api/analytics/summary', again)).json()).toMatchObject({
          propertiesAddedThisQuarter: 0,
          quarterStart: '2027-01-01',
        });
      } finally {
        t.clock.set(new Date(start).toISOString());
      }
    });

    it('says below the market for a low cap rate, and leaves out places with no market data', async () => {
      const { cookie } = await signUpAndIn(t.app);
      // 1,000 × 12 × 95% = 11,400 on 1,000,000: 1.14%
      await add(cookie, property({ purchasePrice: 1_000_000, monthlyRent: 1000 }));
      await add(
        cookie,
        property({ city: 'Nowhere', state: 'ZZ', purchasePrice: 1_000_000, monthlyRent: 1000 }),
      );
      expect((await get('/api/analytics/summary', cookie)).json()).toMatchObject({
        averageCapRate: 1.14,
        marketCapRateEstimate: 2.35,
        marketCapRateMetros: ['Denver, CO'],
        isAboveMarket: false,
      });
    });
  });

  describe('POST /api/notifications/send-portfolio-update', () => {
    it('sends nothing and names SMTP_URL when e-mail is not set up, whatever address the body gives', async () => {
      const { cookie } = await signUpAndIn(t.app);
      const response = await send(t.app, 'POST', '/api/notifications/send-portfolio-update', {
        cookie,
        body: { userEmail: 'victim@example.com' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: false, message: EMAIL_MESSAGES.notConfigured });
      expect(EMAIL_MESSAGES.notConfigured).toContain('SMTP_URL');
      expect(
        (await send(t.app, 'POST', '/api/notifications/send-portfolio-update', { body: {} })).statusCode,
      ).toBe(401);
    });

    it('queues the update to the user’s own address when SMTP_URL is set (delivery: mail.api.test.ts)', async () => {
      const withSmtp = await createTestApp(dialect, { env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
      try {
        const { cookie, user } = await signUpAndIn(withSmtp.app);
        const response = await send(withSmtp.app, 'POST', '/api/notifications/send-portfolio-update', {
          cookie,
          body: { userEmail: 'victim@example.com' },
        });
        expect(response.json()).toEqual({
          success: true,
          message: `Your portfolio update is on its way to ${user.email}.`,
        });
        const rows = await withSmtp.db.handle.db.selectFrom('mailOutbox').select('toAddress').execute();
        expect(rows).toEqual([{ toAddress: user.email }]);
      } finally {
        await withSmtp.close();
      }
    });
  });
});
