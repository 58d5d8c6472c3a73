import { formatDealLimitMessage } from '@rentfolio/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, RELAXED_LIMITS, send, signUpAndIn, type TestApp } from './setup/test-app';
import { TEST_DIALECTS } from './setup/test-db';

/** The example deal of docs/calculations.md, with its worked figures. */
const EXAMPLE_DEAL = {
  purchasePrice: 250_000,
  monthlyRent: 2400,
  operatingExpenses: 300,
  propertyTaxes: 3000,
  insurance: 1200,
  maintenance: 1800,
  vacancy: 5,
  downPayment: 20,
  interestRate: 6.5,
  loanTerm: 30,
  closingCosts: 3,
  rehabCosts: 10_000,
};

const QUICK_DEAL = { purchasePrice: '350,000', monthlyRent: '2,800', operatingExpenses: '600', vacancy: '5' };

describe.each(TEST_DIALECTS)('deal analysis on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { rateLimits: RELAXED_LIMITS });
  });
  afterAll(async () => {
    await t.close();
  });

  const usageOf = async (cookie: string) => (await send(t.app, 'GET', '/api/user/usage', { cookie })).json();

  describe('POST /api/analyze-deal', () => {
    it('answers every figure of the full form, as worked in docs/calculations.md', async () => {
      const { cookie } = await signUpAndIn(t.app);
      const response = await send(t.app, 'POST', '/api/analyze-deal', {
        cookie,
        body: {
          ...EXAMPLE_DEAL,
          address: '12 Elm St',
          city: 'Denver',
          state: 'CO',
          propertyType: 'single-family',
        },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        annualRent: 28_800,
        annualExpenses: 9600,
        netOperatingIncome: 17_760,
        capRate: 7.1,
        monthlyPayment: 1264.14,
        annualDebtService: 15_169.63,
        cashFlow: 215.86,
        annualCashFlow: 2590.37,
        totalCashInvested: 67_500,
        principalPaydownYear1: 2235.45,
        roi: 7.15,
        score: 55,
        recommendation: 'Moderate Investment Potential',
        recommendationKey: 'moderate',
        ratings: { capRate: 'good', cashFlow: 'good', roi: 'fair' },
        inputs: EXAMPLE_DEAL,
      });
      expect(body).not.toHaveProperty('schedule');
      expect(body).not.toHaveProperty('projection');
      expect(body).not.toHaveProperty('explanations');
    });

    it('answers the quick four fields given as text with thousands separators', async () => {
      const { cookie } = await signUpAndIn(t.app);
      const response = await send(t.app, 'POST', '/api/analyze-deal', { cookie, body: QUICK_DEAL });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      // 12 × 2,800 = 33,600; less 5% = 31,920; less 12 × 600 = 7,200 → NOI 24,720; cap rate 24,720 / 350,000 = 7.06%.
      expect(body).toMatchObject({ netOperatingIncome: 24_720, capRate: 7.06 });
      expect(body.inputs).toMatchObject({
        purchasePrice: 350_000,
        downPayment: 20,
        interestRate: 7.5,
        loanTerm: 30,
      });
      expect(typeof body.cashFlow).toBe('number');
      expect(typeof body.roi).toBe('number');
    });

    it('adds the yearly schedule and the projection with its IRR when asked', async () => {
      const { cookie } = await signUpAndIn(t.app);
      const response = await send(t.app, 'POST', '/api/analyze-deal', {
        cookie,
        body: { ...EXAMPLE_DEAL, includeSchedule: true, projection: { years: 10 } },
      });
      const body = response.json();
      expect(body.schedule).toHaveLength(30);
      expect(body.schedule[0]).toEqual({
        year: 1,
        interest: 12_934.18,
        principal: 2235.45,
        endingBalance: 197_764.55,
      });
      expect(body.schedule[29].endingBalance).toBe(0);
      expect(body.projection.rows).toHaveLength(10);
      expect(body.projection.assumptions).toEqual({
        rentGrowth: 3,
        expenseGrowth: 2,
        appreciation: 3,
        sellingCosts: 6,
      });
      expect(body.projection.irr).toBe(13.52);
      expect(body.projection.cashFlows[0]).toBe(-67_500);
    });

    it('answers null (n/a) where a denominator is 0: an all-cash deal has no DSCR', async () => {
      const { cookie } = await signUpAndIn(t.app);
      const response = await send(t.app, 'POST', '/api/analyze-deal', {
        cookie,
        body: { ...EXAMPLE_DEAL, downPayment: 100 },
      });
      expect(response.json()).toMatchObject({
        loanAmount: 0,
        monthlyPayment: 0,
        annualDebtService: 0,
        dscr: null,
      });
    });

    const invalid: [string, Record<string, unknown>, string, string][] = [
      ['no purchase price', { purchasePrice: undefined }, 'purchasePrice', 'Purchase price is required.'],
      ['an empty rent', { monthlyRent: '' }, 'monthlyRent', 'Monthly rent is required.'],
      [
        'no expenses',
        { operatingExpenses: undefined },
        'operatingExpenses',
        'Operating expenses is required.',
      ],
      ['a price of 0', { purchasePrice: 0 }, 'purchasePrice', 'Purchase price must be more than 0.'],
      ['a negative rent', { monthlyRent: -1 }, 'monthlyRent', 'Monthly rent cannot be negative.'],
      ['negative taxes', { propertyTaxes: '-5' }, 'propertyTaxes', 'Property taxes cannot be negative.'],
      [
        'text for a number',
        { operatingExpenses: 'about 300' },
        'operatingExpenses',
        'Operating expenses must be a number.',
      ],
      [
        'badly grouped digits',
        { purchasePrice: '3,50' },
        'purchasePrice',
        'Purchase price must be a number.',
      ],
      ['vacancy over 100', { vacancy: 101 }, 'vacancy', 'Vacancy must be between 0 and 100.'],
      [
        'down payment over 100',
        { downPayment: 100.5 },
        'downPayment',
        'Down payment must be between 0 and 100.',
      ],
      [
        'interest over 30',
        { interestRate: 30.01 },
        'interestRate',
        'Interest rate must be between 0 and 30.',
      ],
      ['a term of 0', { loanTerm: 0 }, 'loanTerm', 'Loan term must be between 1 and 50.'],
      ['a term over 50', { loanTerm: 51 }, 'loanTerm', 'Loan term must be between 1 and 50.'],
      [
        'closing costs over 20',
        { closingCosts: 25 },
        'closingCosts',
        'Closing costs must be between 0 and 20.',
      ],
      [
        'an absurd price',
        { purchasePrice: 1e300 },
        'purchasePrice',
        'Purchase price must be at most 1,000,000,000.',
      ],
      [
        'an unknown property type',
        { propertyType: 'castle' },
        'propertyType',
        'Property type must be one of single-family, duplex, triplex, fourplex, townhouse, condo, apartment, commercial.',
      ],
      [
        'a 60-year projection',
        { projection: { years: 60 } },
        'projection.years',
        'Projection years must be between 1 and 50.',
      ],
    ];
    it.each(invalid)('refuses %s with 400 and counts nothing', async (_case, change, field, message) => {
      const { cookie } = await signUpAndIn(t.app);
      const body: Record<string, unknown> = { ...EXAMPLE_DEAL, ...change };
      for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
      const response = await send(t.app, 'POST', '/api/analyze-deal', { cookie, body });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'Bad Request', details: { [field]: message } });
      expect((await usageOf(cookie)).dealAnalysesUsed).toBe(0);
    });

    it('sends the code of each message beside its English, with the field and the numbers as values', async () => {
      const { cookie } = await signUpAndIn(t.app);
      const response = await send(t.app, 'POST', '/api/analyze-deal', {
        cookie,
        body: { ...EXAMPLE_DEAL, closingCosts: 25, purchasePrice: 1e300 },
      });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      // The messages and their codes as docs/api.md "Errors" writes them.
      expect(body.details).toMatchObject({
        closingCosts: 'Closing costs must be between 0 and 20.',
        purchasePrice: 'Purchase price must be at most 1,000,000,000.',
      });
      expect(body.detailCodes).toMatchObject({
        closingCosts: {
          code: 'validation.templates.between',
          values: { field: 'closingCosts', min: 0, max: 20 },
        },
        purchasePrice: {
          code: 'validation.templates.atMost',
          values: { field: 'purchasePrice', max: 1_000_000_000 },
        },
      });
      expect(body.messageCode).toEqual(body.detailCodes[Object.keys(body.details)[0] as string]);
    });

    it('answers 401 when signed out', async () => {
      expect((await send(t.app, 'POST', '/api/analyze-deal', { body: QUICK_DEAL })).statusCode).toBe(401);
    });
  });

  describe('usage and limits', () => {
    it('counts each successful analysis in its calendar month (UTC)', async () => {
      t.clock.set('2026-11-30T23:58:00Z');
      const { cookie } = await signUpAndIn(t.app);
      await send(t.app, 'POST', '/api/analyze-deal', { cookie, body: QUICK_DEAL });
      await send(t.app, 'POST', '/api/analyze-deal', { cookie, body: QUICK_DEAL });
      expect(await usageOf(cookie)).toEqual({
        dealAnalysesUsed: 2,
        dealAnalysesLimit: -1,
        period: '2026-11',
      });
      t.clock.set('2026-12-01T00:00:05Z');
      expect((await usageOf(cookie)).dealAnalysesUsed).toBe(0);
      await send(t.app, 'POST', '/api/analyze-deal', { cookie, body: QUICK_DEAL });
      expect(await usageOf(cookie)).toEqual({
        dealAnalysesUsed: 1,
        dealAnalysesLimit: -1,
        period: '2026-12',
      });
    });

    it('stores the counts of an unlimited plan behind the answers, and all of them when the server stops', async () => {
      const own = await createTestApp(dialect, { rateLimits: RELAXED_LIMITS });
      let closed = false;
      try {
        const { user, cookie } = await signUpAndIn(own.app);
        for (let i = 0; i < 3; i += 1)
          await send(own.app, 'POST', '/api/analyze-deal', { cookie, body: QUICK_DEAL });
        const usage = await send(own.app, 'GET', '/api/user/usage', { cookie });
        expect(usage.json().dealAnalysesUsed).toBe(3);
        await own.app.close();
        closed = true;
        const rows = await own.db.handle.db
          .selectFrom('usageCounters')
          .selectAll()
          .where('userId', '=', user.id)
          .execute();
        // The month's count, and the days (in the user's zone, UTC until the browser reports one) with a visit and
        // with an analysis, which the achievement streaks count; the same deal three times in a minute counts once
        // towards the analysis achievements.
        expect(rows.sort((a, b) => a.metric.localeCompare(b.metric))).toEqual([
          { userId: user.id, metric: 'active_day', period: '2026-11-21', count: 1 },
          { userId: user.id, metric: 'analysis_day', period: '2026-11-21', count: 3 },
          { userId: user.id, metric: 'analysis_xp', period: '2026-11', count: 1 },
          { userId: user.id, metric: 'deal_analysis', period: '2026-11', count: 3 },
        ]);
      } finally {
        if (closed) await own.db.drop();
        else await own.close();
      }
    });

    it('never limits the default plan', async () => {
      const { cookie } = await signUpAndIn(t.app);
      for (let i = 0; i < 5; i += 1) {
        expect(
          (await send(t.app, 'POST', '/api/analyze-deal', { cookie, body: QUICK_DEAL })).statusCode,
        ).toBe(200);
      }
    });

    it('refuses the 4th analysis of the month on a plan limited to 3, with 403 and a message about the limit', async () => {
      t.clock.set('2027-01-31T20:00:00Z');
      const { user, cookie } = await signUpAndIn(t.app);
      await t.db.handle.db.updateTable('users').set({ plan: 'limited' }).where('id', '=', user.id).execute();
      for (let i = 0; i < 3; i += 1) {
        expect(
          (await send(t.app, 'POST', '/api/analyze-deal', { cookie, body: QUICK_DEAL })).statusCode,
        ).toBe(200);
      }
      const refused = await send(t.app, 'POST', '/api/analyze-deal', { cookie, body: QUICK_DEAL });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(formatDealLimitMessage(3));
      expect(refused.json().message).toContain('limit');
      expect(await usageOf(cookie)).toEqual({ dealAnalysesUsed: 3, dealAnalysesLimit: 3, period: '2027-01' });
      t.clock.set('2027-02-01T00:00:00Z');
      expect((await send(t.app, 'POST', '/api/analyze-deal', { cookie, body: QUICK_DEAL })).statusCode).toBe(
        200,
      );
    });

    it('lets exactly the free slots through when requests arrive together', async () => {
      t.clock.set('2027-03-10T12:00:00Z');
      const { user, cookie } = await signUpAndIn(t.app);
      await t.db.handle.db.updateTable('users').set({ plan: 'limited' }).where('id', '=', user.id).execute();
      await send(t.app, 'POST', '/api/analyze-deal', { cookie, body: QUICK_DEAL });
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          send(t.app, 'POST', '/api/analyze-deal', { cookie, body: QUICK_DEAL }),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
      expect(answers.filter((a) => a.statusCode === 403)).toHaveLength(4);
      expect((await usageOf(cookie)).dealAnalysesUsed).toBe(3);
    });
  });

  describe('saved analyses', () => {
    it('saves a deal with its notes, lists it newest first, opens and deletes it', async () => {
      const { cookie } = await signUpAndIn(t.app);
      const first = await send(t.app, 'POST', '/api/analyses', {
        cookie,
        body: { ...QUICK_DEAL, address: '1 First Ave', notes: 'Needs a roof.' },
      });
      expect(first.statusCode).toBe(201);
      t.clock.advance(60_000);
      const second = await send(t.app, 'POST', '/api/analyses', {
        cookie,
        body: {
          ...EXAMPLE_DEAL,
          address: '12 Elm St',
          city: 'Denver',
          state: 'co',
          propertyType: 'duplex',
          bedrooms: 3,
          bathrooms: 2.5,
          notes: 'Great street.',
        },
      });
      expect(second.statusCode).toBe(201);
      expect(second.json()).toMatchObject({
        address: '12 Elm St',
        state: 'CO',
        propertyType: 'duplex',
        bathrooms: 2.5,
        notes: 'Great street.',
        inputs: EXAMPLE_DEAL,
        capRate: 7.1,
        cashFlow: 215.86,
        roi: 7.15,
        score: 55,
        recommendation: 'Moderate Investment Potential',
      });

      const list = await send(t.app, 'GET', '/api/analyses', { cookie });
      expect(list.json().map((a: { address: string }) => a.address)).toEqual(['12 Elm St', '1 First Ave']);
      const opened = await send(t.app, 'GET', `/api/analyses/${first.json().id}`, { cookie });
      expect(opened.json()).toMatchObject({ notes: 'Needs a roof.', inputs: { purchasePrice: 350_000 } });

      const deleted = await send(t.app, 'DELETE', `/api/analyses/${first.json().id}`, { cookie });
      expect(deleted.json()).toEqual({ success: true });
      expect((await send(t.app, 'GET', '/api/analyses', { cookie })).json()).toHaveLength(1);
      expect((await send(t.app, 'GET', `/api/analyses/${first.json().id}`, { cookie })).statusCode).toBe(404);
      expect((await usageOf(cookie)).dealAnalysesUsed).toBe(0);
    });

    it("answers 404 for another user's analysis on every route, and changes nothing", async () => {
      const owner = await signUpAndIn(t.app);
      const other = await signUpAndIn(t.app);
      const saved = (
        await send(t.app, 'POST', '/api/analyses', { cookie: owner.cookie, body: QUICK_DEAL })
      ).json();
      const read = await send(t.app, 'GET', `/api/analyses/${saved.id}`, { cookie: other.cookie });
      const removed = await send(t.app, 'DELETE', `/api/analyses/${saved.id}`, { cookie: other.cookie });
      expect(read.statusCode).toBe(404);
      expect(removed.statusCode).toBe(404);
      expect(read.json().message).toBe('Analysis not found.');
      expect((await send(t.app, 'GET', '/api/analyses', { cookie: other.cookie })).json()).toEqual([]);
      expect((await send(t.app, 'GET', '/api/analyses', { cookie: owner.cookie })).json()).toHaveLength(1);
    });

    it('refuses bad input with 400 and stores nothing', async () => {
      const { cookie } = await signUpAndIn(t.app);
      for (const body of [
        { ...QUICK_DEAL, purchasePrice: 'lots' },
        { ...QUICK_DEAL, notes: 'x'.repeat(5001) },
        {},
      ]) {
        expect((await send(t.app, 'POST', '/api/analyses', { cookie, body })).statusCode).toBe(400);
      }
      for (const id of ['abc', '0', '-3']) {
        expect((await send(t.app, 'GET', `/api/analyses/${id}`, { cookie })).statusCode).toBe(400);
        expect((await send(t.app, 'DELETE', `/api/analyses/${id}`, { cookie })).statusCode).toBe(400);
      }
      expect((await send(t.app, 'GET', '/api/analyses', { cookie })).json()).toEqual([]);
    });

    it('answers 401 when signed out', async () => {
      expect((await send(t.app, 'GET', '/api/analyses')).statusCode).toBe(401);
      expect((await send(t.app, 'POST', '/api/analyses', { body: QUICK_DEAL })).statusCode).toBe(401);
      expect((await send(t.app, 'DELETE', '/api/analyses/1')).statusCode).toBe(401);
    });
  });
});
