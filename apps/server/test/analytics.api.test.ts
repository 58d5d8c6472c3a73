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
  signUpConfirmed,
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

  describe('GET /api/analytics/distributions', () => {
    const bulk = async (cookie: string, properties: Record<string, unknown>[]) => {
      const response = await send(t.app, 'POST', '/api/properties/bulk', { cookie, body: { properties } });
      expect(response.statusCode, response.body).toBe(201);
    };
    const distributions = async (cookie: string) => {
      const response = await get('/api/analytics/distributions', cookie);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    /**
     * Bought outright for $100,000 with no closing costs, vacancy or other expenses: the monthly cash flow is the rent
     * less the operating expenses, the cash invested is $100,000, so ROI = 12 × cash flow / 100,000 × 100 = 0.012 ×
     * cash flow (docs/calculations.md "Cash flow and returns").
     */
    const outright = (address: string, overrides: Record<string, unknown>) =>
      property({ address, closingCosts: 0, vacancy: 0, ...overrides });

    /**
     * Ten kinds of property, worked by hand; each is 150 of the 1,500 properties. Cash-flow bands: above $500,
     * above $200 up to $500, above $0 up to $200, exactly $0, below $0. ROI bands include their lower edge.
     */
    const KINDS = [
      // 0. $2,000 a month: excellent; ROI 24% → "20% or more".
      { fields: { monthlyRent: 2000 }, cashFlow: 'excellent', roiBand: 5 },
      // 1. $350: good; ROI 4.2% → 0–5%.
      { fields: { monthlyRent: 350 }, cashFlow: 'good', roiBand: 1 },
      // 2. $500 exactly: good, not excellent; ROI 6% → 5–10%.
      { fields: { monthlyRent: 500 }, cashFlow: 'good', roiBand: 2 },
      // 3. $0 (no rent): break even; ROI 0% → 0–5%, its lower edge.
      { fields: { monthlyRent: 0, city: 'Austin', state: 'TX' }, cashFlow: 'breakEven', roiBand: 1 },
      // 4. $100 rent − $300 expenses = −$200: negative; ROI −2.4% → below 0%.
      {
        fields: { monthlyRent: 100, operatingExpenses: 300, city: 'Austin', state: 'TX' },
        cashFlow: 'negative',
        roiBand: 0,
      },
      // 5. Nothing down, no closing costs: no cash invested, so ROI is n/a. The $100,000 loan at 7.5% over 30 years
      //    costs 100,000 × 0.00625 / (1 − 1.00625^−360) = $699.21 a month: 5,000 − 699.21 = $4,300.79, excellent.
      //    No state: not one of the cities.
      {
        fields: { monthlyRent: 5000, downPayment: 0, city: 'Nowhere', state: null },
        cashFlow: 'excellent',
        roiBand: null,
      },
      // 6. $200 exactly: moderate, not good; ROI 2.4% → 0–5%.
      { fields: { monthlyRent: 200 }, cashFlow: 'moderate', roiBand: 1 },
      // 7. $1,250: excellent; ROI 15% → 15–20%, its lower edge.
      { fields: { monthlyRent: 1250, city: 'Tampa', state: 'FL' }, cashFlow: 'excellent', roiBand: 4 },
      // 8. $1,000: excellent; ROI 12% → 10–15%.
      { fields: { monthlyRent: 1000, city: 'Austin', state: 'TX' }, cashFlow: 'excellent', roiBand: 3 },
      // 9. $500.01: excellent, just; ROI 6.00012% stored as 6.00 → 5–10%.
      { fields: { monthlyRent: 500.01, city: 'Tampa', state: 'FL' }, cashFlow: 'excellent', roiBand: 2 },
    ] as const;

    it('counts every one of 1,500 properties, never another user’s, and names the 20 best ROIs', async () => {
      const { cookie } = await signUpAndIn(t.app);
      const rows = Array.from({ length: 1500 }, (_, index) =>
        outright(`${index} Analytics Way`, KINDS[index % KINDS.length]?.fields ?? {}),
      );
      await bulk(cookie, rows.slice(0, 1000));
      await bulk(cookie, rows.slice(1000));
      // Another user's properties, with a better ROI (36%) than any of the first user's, are never counted.
      const other = await signUpAndIn(t.app);
      await bulk(other.cookie, [
        outright('1 Elsewhere Rd', { monthlyRent: 3000, city: 'Boise', state: 'ID' }),
        outright('2 Elsewhere Rd', { monthlyRent: 3000, city: 'Boise', state: 'ID' }),
      ]);

      const answer = await distributions(cookie);
      // 150 of each kind: excellent = kinds 0, 5, 7, 8, 9; good = 1, 2; moderate = 6; break even = 3; negative = 4.
      expect(answer.totalProperties).toBe(1500);
      expect(answer.cashFlow).toEqual({
        bands: [
          { band: 'excellent', count: 750 },
          { band: 'good', count: 300 },
          { band: 'moderate', count: 150 },
          { band: 'breakEven', count: 150 },
          { band: 'negative', count: 150 },
        ],
        strongPerformers: 1050,
        needAttention: 150,
      });
      // Below 0: kind 4; 0–5: kinds 1, 3, 6; 5–10: 2, 9; 10–15: 8; 15–20: 7; 20 or more: 0; n/a: 5.
      expect(answer.roi.bands).toEqual([
        { from: null, to: 0, count: 150 },
        { from: 0, to: 5, count: 450 },
        { from: 5, to: 10, count: 300 },
        { from: 10, to: 15, count: 150 },
        { from: 15, to: 20, count: 150 },
        { from: 20, to: null, count: 150 },
      ]);
      expect(answer.roi.notAvailable).toBe(150);
      const bandTotal = (bands: { count: number }[]) => bands.reduce((sum, band) => sum + band.count, 0);
      expect(bandTotal(answer.cashFlow.bands)).toBe(1500);
      expect(bandTotal(answer.roi.bands) + answer.roi.notAvailable).toBe(1500);
      // The card's figure and the bands agree.
      expect((await get('/api/portfolio/metrics', cookie)).json().totalProperties).toBe(1500);

      // The best ROI is kind 0's 24%, 150 of them: the first 20 added (every tenth address from 0) are shown.
      expect(answer.roi.top).toHaveLength(20);
      expect(answer.roi.top.map((entry: { address: string }) => entry.address)).toEqual(
        Array.from({ length: 20 }, (_, index) => `${index * 10} Analytics Way`),
      );
      expect(answer.roi.top[0]).toMatchObject({ city: 'Denver', state: 'CO', roi: 24, capRate: 24 });
      // 1,500 − 150 with ROI n/a − 20 shown.
      expect(answer.roi.moreCount).toBe(1330);

      // Denver: kinds 0, 1, 2, 6 (600); Austin: 3, 4, 8 (450); Tampa: 7, 9 (300); Nowhere has no state.
      expect(answer.cities).toEqual([
        { city: 'Denver', state: 'CO', count: 600 },
        { city: 'Austin', state: 'TX', count: 450 },
        { city: 'Tampa', state: 'FL', count: 300 },
      ]);

      const theirs = await distributions(other.cookie);
      expect(theirs.totalProperties).toBe(2);
      expect(theirs.roi.top.map((entry: { roi: number }) => entry.roi)).toEqual([36, 36]);
      expect(theirs.cities).toEqual([{ city: 'Boise', state: 'ID', count: 2 }]);
    });

    it('sorts the ROI chart highest first (a tie: the older first) and counts the rest', async () => {
      const { cookie } = await signUpAndIn(t.app);
      // Rents $100 to $2,400 in a shuffled order (7k mod 24), then a second $2,400 and one with ROI n/a: 26 in all.
      const rents = Array.from({ length: 24 }, (_, k) => ((7 * k) % 24) * 100 + 100);
      await bulk(cookie, [
        ...rents.map((rent) => outright(`${rent} Rent Rd`, { monthlyRent: rent })),
        outright('2400 Twin Rd', { monthlyRent: 2400 }),
        outright('0 Loan Ln', { monthlyRent: 900, downPayment: 0 }),
      ]);
      const { roi, totalProperties } = await distributions(cookie);
      expect(totalProperties).toBe(26);
      // ROI = 0.012 × rent: 28.8% twice (the shuffled one was added first), then 27.6% ($2,300) down to 7.2% ($600).
      expect(roi.top.map((entry: { address: string }) => entry.address)).toEqual([
        '2400 Rent Rd',
        '2400 Twin Rd',
        ...Array.from({ length: 18 }, (_, index) => `${2300 - index * 100} Rent Rd`),
      ]);
      expect(roi.top.map((entry: { roi: number }) => entry.roi)).toEqual([
        28.8, 28.8, 27.6, 26.4, 25.2, 24, 22.8, 21.6, 20.4, 19.2, 18, 16.8, 15.6, 14.4, 13.2, 12, 10.8, 9.6,
        8.4, 7.2,
      ]);
      // 25 with an ROI, 20 shown: the $500 to $100 ones are the 5 more.
      expect(roi.moreCount).toBe(5);
      expect(roi.notAvailable).toBe(1);
    });

    it('names the three most common cities ignoring case, in the newest spelling; a tie goes to the newest', async () => {
      const { cookie } = await signUpAndIn(t.app);
      for (const [address, city, state] of [
        ['1 A St', 'Denver', 'CO'],
        ['2 A St', 'Austin', 'TX'],
        ['3 A St', 'Denver', 'CO'],
        ['4 A St', 'Austin', 'TX'],
        ['5 A St', 'Tampa', 'FL'],
        ['6 A St', 'DENVER', 'CO'],
        ['7 A St', 'Boise', 'ID'],
        ['8 A St', 'Nowhere', null],
        ['9 A St', 'Nowhere', null],
      ] as const) {
        await add(cookie, property({ address, city, state }));
      }
      // Denver 3 (named as the newest, 6 A St, spells it), Austin 2, then Tampa and Boise 1 each: Boise is newer.
      expect((await distributions(cookie)).cities).toEqual([
        { city: 'DENVER', state: 'CO', count: 3 },
        { city: 'Austin', state: 'TX', count: 2 },
        { city: 'Boise', state: 'ID', count: 1 },
      ]);
    });

    it('answers zero counts and no entries for an empty portfolio', async () => {
      const { cookie } = await signUpAndIn(t.app);
      expect(await distributions(cookie)).toEqual({
        totalProperties: 0,
        cashFlow: {
          bands: ['excellent', 'good', 'moderate', 'breakEven', 'negative'].map((band) => ({
            band,
            count: 0,
          })),
          strongPerformers: 0,
          needAttention: 0,
        },
        roi: {
          bands: [
            { from: null, to: 0, count: 0 },
            { from: 0, to: 5, count: 0 },
            { from: 5, to: 10, count: 0 },
            { from: 10, to: 15, count: 0 },
            { from: 15, to: 20, count: 0 },
            { from: 20, to: null, count: 0 },
          ],
          notAvailable: 0,
          top: [],
          moreCount: 0,
        },
        cities: [],
      });
    });

    it('answers 401 signed out, and is published with its schema', async () => {
      const response = await send(t.app, 'GET', '/api/analytics/distributions');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: expect.any(String) });
      const doc = (await send(t.app, 'GET', '/api/docs/json')).json();
      expect(JSON.stringify(doc.paths['/api/analytics/distributions'].get.responses['200'])).toContain(
        '#/components/schemas/AnalyticsDistributions',
      );
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
        const { cookie, user } = await signUpConfirmed(withSmtp);
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
