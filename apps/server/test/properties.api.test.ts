import { PROPERTY_MESSAGES } from '@rentfolio/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, RELAXED_LIMITS, send, signUpAndIn, type TestApp } from './setup/test-app';
import { TEST_DIALECTS } from './setup/test-db';

/** A full property of the add-property form. */
const DENVER = {
  address: '1420 Vine St',
  city: 'Denver',
  state: 'co',
  zipCode: '80206',
  propertyType: 'single-family',
  bedrooms: 3,
  bathrooms: 2.5,
  squareFeet: 1850,
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
  purchaseDate: '2024-05-01',
  currentValue: 275_000,
  isOccupied: true,
  notes: 'Corner lot',
};

describe.each(TEST_DIALECTS)('properties on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { rateLimits: RELAXED_LIMITS });
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (cookie: string) =>
    (await send(t.app, 'GET', '/api/properties', { cookie })).json() as { id: number }[];
  const create = async (cookie: string, body: Record<string, unknown>) => {
    const response = await send(t.app, 'POST', '/api/properties', { cookie, body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Record<string, unknown> & { id: number };
  };

  describe('create, read, update, delete', () => {
    it('stores every field and answers the figures computed by the finance engine', async () => {
      const { cookie } = await signUpAndIn(t.app);
      // Other tests of this file move the shared clock: the creation time is whatever it reads now.
      const now = new Date(t.clock.now()).toISOString();
      const created = await create(cookie, DENVER);
      // docs/calculations.md's worked example, by hand: NOI 17,760, debt service 15,169.63, cash invested 67,500.
      const expected = {
        capRate: 7.1,
        cashFlow: 2590.37,
        monthlyCashFlow: 215.86,
        roi: 7.15,
        cashOnCashReturn: 3.84,
      };
      expect(created).toMatchObject({
        ...DENVER,
        state: 'CO',
        capRate: expected.capRate,
        cashFlow: expected.cashFlow,
        monthlyCashFlow: expected.monthlyCashFlow,
        roi: expected.roi,
        cashOnCashReturn: expected.cashOnCashReturn,
        createdAt: now,
        updatedAt: now,
      });

      const read = await send(t.app, 'GET', `/api/properties/${created.id}`, { cookie });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual(created);
      expect(await list(cookie)).toEqual([created]);
    });

    it('fills the deal form defaults and takes numbers written as text', async () => {
      const { cookie } = await signUpAndIn(t.app);
      const created = await create(cookie, {
        address: '9 Elm St',
        city: 'Austin',
        propertyType: 'duplex',
        purchasePrice: '350,000',
        monthlyRent: '2,800',
        operatingExpenses: '600',
      });
      expect(created).toMatchObject({
        state: null,
        vacancy: 5,
        downPayment: 20,
        interestRate: 7.5,
        loanTerm: 30,
        closingCosts: 3,
        rehabCosts: 0,
        propertyTaxes: 0,
        currentValue: null,
        isOccupied: true,
        purchaseDate: null,
      });
      // By hand (docs/calculations.md) with the defaults: NOI 31,920 - 7,200 = 24,720; a 280,000 loan at 7.5% over
      // 30 years pays 1,957.8006239 a month, 23,493.6074874 a year; cash flow 1,226.3925126, or 102.1993761 a month;
      // principal in year 1 2,581.1363970; cash invested 70,000 + 10,500 = 80,500.
      expect(created).toMatchObject({
        capRate: 7.06,
        cashFlow: 1226.39,
        monthlyCashFlow: 102.2,
        roi: 4.73,
        cashOnCashReturn: 1.52,
      });
    });

    it('lists newest first, and ?limit and ?offset give a page with the total in X-Total-Count', async () => {
      const { cookie } = await signUpAndIn(t.app);
      const first = await create(cookie, { ...DENVER, address: 'First' });
      t.clock.advance(1000);
      const second = await create(cookie, { ...DENVER, address: 'Second' });
      t.clock.advance(1000);
      const third = await create(cookie, { ...DENVER, address: 'Third' });
      expect((await list(cookie)).map((p) => p.id)).toEqual([third.id, second.id, first.id]);
      const limited = await send(t.app, 'GET', '/api/properties?limit=2', { cookie });
      expect(limited.json().map((p: { id: number }) => p.id)).toEqual([third.id, second.id]);
      expect(limited.headers['x-total-count']).toBe('3');
      const next = await send(t.app, 'GET', '/api/properties?limit=2&offset=2', { cookie });
      expect(next.json().map((p: { id: number }) => p.id)).toEqual([first.id]);
      expect(next.headers['x-total-count']).toBe('3');
      for (const query of ['limit=0', 'limit=1001', 'limit=0x10', 'limit=1e2', 'limit=+5', 'limit=2.5']) {
        const bad = await send(t.app, 'GET', `/api/properties?${query}`, { cookie });
        expect(bad.statusCode, query).toBe(400);
        expect(bad.json().message, query).toBe('limit must be a whole number from 1 to 1,000.');
      }
    });

    it('changes fields with PATCH and computes the figures again', async () => {
      const { cookie } = await signUpAndIn(t.app);
      const created = await create(cookie, DENVER);
      const createdAt = t.clock.now();
      t.clock.advance(60_000);
      const response = await send(t.app, 'PATCH', `/api/properties/${created.id}`, {
        cookie,
        body: {
          monthlyRent: 2600,
          isOccupied: false,
          currentValue: null,
          state: 'tx',
          notes: '',
          bedrooms: null,
          squareFeet: null,
          zipCode: null,
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      // The worked example with a rent of 2,600, by hand: NOI 29,640 - 9,600 = 20,040, cap rate 8.016%; cash flow
      // 20,040 - 15,169.6325638 = 4,870.3674362 (405.8639530 a month); roi (4,870.3674362 + 2,235.4509379) / 67,500.
      const expected = { capRate: 8.02, monthlyCashFlow: 405.86, roi: 10.53 };
      expect(response.json()).toMatchObject({
        address: DENVER.address,
        monthlyRent: 2600,
        isOccupied: false,
        currentValue: null,
        state: 'TX',
        notes: null,
        bedrooms: null,
        squareFeet: null,
        zipCode: null,
        bathrooms: 2.5,
        capRate: expected.capRate,
        monthlyCashFlow: expected.monthlyCashFlow,
        roi: expected.roi,
        createdAt: new Date(createdAt).toISOString(),
        updatedAt: new Date(t.clock.now()).toISOString(),
      });
      const read = await send(t.app, 'GET', `/api/properties/${created.id}`, { cookie });
      expect(read.json()).toEqual(response.json());
    });

    it('deletes a property', async () => {
      const { cookie } = await signUpAndIn(t.app);
      const created = await create(cookie, DENVER);
      const response = await send(t.app, 'DELETE', `/api/properties/${created.id}`, { cookie });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
      expect(await list(cookie)).toEqual([]);
      const again = await send(t.app, 'DELETE', `/api/properties/${created.id}`, { cookie });
      expect(again.statusCode).toBe(404);
    });

    it('creates several properties in one request, or none when one is refused', async () => {
      const { cookie } = await signUpAndIn(t.app);
      const refused = await send(t.app, 'POST', '/api/properties/bulk', {
        cookie,
        body: { properties: [DENVER, { ...DENVER, state: 'Colorado' }] },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details).toEqual({ 'properties.1.state': PROPERTY_MESSAGES.stateRule });
      expect(await list(cookie)).toEqual([]);

      const response = await send(t.app, 'POST', '/api/properties/bulk', {
        cookie,
        body: { properties: [DENVER, { ...DENVER, address: '2 Oak St' }] },
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().created).toBe(2);
      expect((await list(cookie)).length).toBe(2);

      const empty = await send(t.app, 'POST', '/api/properties/bulk', { cookie, body: { properties: [] } });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe(PROPERTY_MESSAGES.bulkEmpty);
    });
  });

  describe('another user', () => {
    it("gets 404 on every route of someone else's property, and changes nothing", async () => {
      const owner = await signUpAndIn(t.app);
      const other = await signUpAndIn(t.app);
      const created = await create(owner.cookie, DENVER);
      const url = `/api/properties/${created.id}`;
      for (const [method, body] of [
        ['GET', undefined],
        ['PATCH', { monthlyRent: 1 }],
        ['DELETE', undefined],
      ] as const) {
        const response = await send(t.app, method, url, { cookie: other.cookie, ...(body ? { body } : {}) });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json().message).toBe(PROPERTY_MESSAGES.notFound);
      }
      expect(await list(other.cookie)).toEqual([]);
      const search = await send(t.app, 'POST', '/api/properties/search', { cookie: other.cookie, body: {} });
      expect(search.json()).toEqual([]);
      const read = await send(t.app, 'GET', url, { cookie: owner.cookie });
      expect(read.json()).toEqual(created);
    });

    it('needs a signed-in user on every route', async () => {
      for (const [method, url, body] of [
        ['GET', '/api/properties', undefined],
        ['POST', '/api/properties', DENVER],
        ['POST', '/api/properties/bulk', { properties: [DENVER] }],
        ['POST', '/api/properties/search', {}],
        ['GET', '/api/properties/1', undefined],
        ['PATCH', '/api/properties/1', { monthlyRent: 1 }],
        ['DELETE', '/api/properties/1', undefined],
      ] as const) {
        const response = await send(t.app, method, url, body ? { body } : {});
        expect(response.statusCode, `${method} ${url}`).toBe(401);
      }
    });
  });

  describe('bad input', () => {
    it('answers 400 with a message for each field, and stores nothing', async () => {
      const { cookie } = await signUpAndIn(t.app);
      const cases: [Record<string, unknown>, string, string][] = [
        [{ address: '' }, 'address', PROPERTY_MESSAGES.addressRequired],
        [{ city: '  ' }, 'city', PROPERTY_MESSAGES.cityRequired],
        [{ state: 'Col' }, 'state', PROPERTY_MESSAGES.stateRule],
        [{ state: 'C1' }, 'state', PROPERTY_MESSAGES.stateRule],
        [{ propertyType: 'castle' }, 'propertyType', PROPERTY_MESSAGES.propertyType],
        [{ zipCode: 'hello' }, 'zipCode', PROPERTY_MESSAGES.zipCode],
        [{ zipCode: '8020' }, 'zipCode', PROPERTY_MESSAGES.zipCode],
        [{ zipCode: '80205-12' }, 'zipCode', PROPERTY_MESSAGES.zipCode],
        [{ zipCode: '８０２０５' }, 'zipCode', PROPERTY_MESSAGES.zipCode],
        [{ purchasePrice: -5 }, 'purchasePrice', 'Purchase price cannot be negative.'],
        [{ purchasePrice: 0 }, 'purchasePrice', 'Purchase price must be more than 0.'],
        [{ purchasePrice: undefined }, 'purchasePrice', 'Purchase price is required.'],
        [{ monthlyRent: -1 }, 'monthlyRent', 'Monthly rent cannot be negative.'],
        [{ monthlyRent: 'lots' }, 'monthlyRent', 'Monthly rent must be a number.'],
        [{ bedrooms: 2.5 }, 'bedrooms', 'Bedrooms must be a whole number.'],
        [{ vacancy: 101 }, 'vacancy', 'Vacancy must be between 0 and 100.'],
        [{ currentValue: -1 }, 'currentValue', 'Current value cannot be negative.'],
        [{ purchaseDate: '2025-02-30' }, 'purchaseDate', PROPERTY_MESSAGES.purchaseDate],
        [{ purchaseDate: '2026-11-22' }, 'purchaseDate', PROPERTY_MESSAGES.purchaseDateFuture],
        [{ isOccupied: 'yes' }, 'isOccupied', PROPERTY_MESSAGES.isOccupied],
      ];
      for (const [change, field, message] of cases) {
        const body = { ...DENVER, ...change };
        if ('purchasePrice' in change && change.purchasePrice === undefined)
          delete (body as Record<string, unknown>).purchasePrice;
        const response = await send(t.app, 'POST', '/api/properties', { cookie, body });
        expect(response.statusCode, JSON.stringify(change)).toBe(400);
        expect(response.json().details?.[field], JSON.stringify(change)).toBe(message);
      }
      for (const zipCode of ['80205', '80205-1234']) {
        const kept = await send(t.app, 'POST', '/api/properties', { cookie, body: { ...DENVER, zipCode } });
        expect(kept.statusCode, zipCode).toBe(201);
        expect(kept.json().zipCode).toBe(zipCode);
        await send(t.app, 'DELETE', `/api/properties/${kept.json().id}`, { cookie });
      }
      const notJson = await send(t.app, 'POST', '/api/properties', { cookie, body: [DENVER] });
      expect(notJson.statusCode).toBe(400);
      expect(await list(cookie)).toEqual([]);
    });

    it('refuses a bad change with 400 and leaves the property as it was', async () => {
      const { cookie } = await signUpAndIn(t.app);
      const created = await create(cookie, DENVER);
      for (const body of [
        { state: 'Texas' },
        { purchasePrice: 0 },
        { propertyType: 'castle' },
        { loanTerm: 0 },
      ]) {
        const response = await send(t.app, 'PATCH', `/api/properties/${created.id}`, { cookie, body });
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().message).toBeTruthy();
      }
      const bad = await send(t.app, 'GET', '/api/properties/abc', { cookie });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('The property id must be a positive whole number.');
      const read = await send(t.app, 'GET', `/api/properties/${created.id}`, { cookie });
      expect(read.json()).toEqual(created);
    });
  });

  describe('POST /api/properties/search', () => {
    const SET = [
      {
        address: '1 Larimer St',
        city: 'Denver',
        state: 'CO',
        propertyType: 'single-family',
        purchasePrice: 300_000,
        monthlyRent: 2500,
      },
      {
        address: '2 Colfax Ave',
        city: 'Denver',
        state: 'CO',
        propertyType: 'condo',
        purchasePrice: 180_000,
        monthlyRent: 1600,
      },
      {
        address: '3 Congress Ave',
        city: 'Austin',
        state: 'TX',
        propertyType: 'duplex',
        purchasePrice: 420_000,
        monthlyRent: 3900,
      },
      {
        address: '4 Camelback Rd',
        city: 'Phoenix',
        state: 'AZ',
        propertyType: 'single-family',
        purchasePrice: 350_000,
        monthlyRent: 2100,
      },
      {
        address: '5 South Denver Way',
        city: 'Englewood',
        state: 'CO',
        zipCode: '80110',
        propertyType: 'townhouse',
        purchasePrice: 260_000,
        monthlyRent: 2300,
      },
    ];
    let cookie: string;
    let roiOf: Record<string, number>;
    beforeAll(async () => {
      ({ cookie } = await signUpAndIn(t.app));
      const response = await send(t.app, 'POST', '/api/properties/bulk', {
        cookie,
        body: { properties: SET },
      });
      expect(response.statusCode, response.body).toBe(201);
      roiOf = Object.fromEntries(
        (response.json().properties as { address: string; roi: number }[]).map((p) => [p.address, p.roi]),
      );
      // A second user's properties never appear.
      const other = await signUpAndIn(t.app);
      await send(t.app, 'POST', '/api/properties/bulk', { cookie: other.cookie, body: { properties: SET } });
    });

    const orderOf = async (body: Record<string, unknown>) => {
      const response = await send(t.app, 'POST', '/api/properties/search', { cookie, body });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { address: string }[]).map((p) => p.address.split(' ')[0]);
    };

    it('sorts by price, rent, cash flow and ROI, both ways, newest first by default', async () => {
      // Prices: 1 = 300k, 2 = 180k, 3 = 420k, 4 = 350k, 5 = 260k. Rents: 2500, 1600, 3900, 2100, 2300.
      expect(await orderOf({ sortBy: 'price', sortOrder: 'asc' })).toEqual(['2', '5', '1', '4', '3']);
      expect(await orderOf({ sortBy: 'price' })).toEqual(['3', '4', '1', '5', '2']);
      expect(await orderOf({ sortBy: 'rent', sortOrder: 'desc' })).toEqual(['3', '1', '5', '4', '2']);
      expect(await orderOf({ sortBy: 'rent', sortOrder: 'asc', state: 'CO' })).toEqual(['2', '5', '1']);
      // ROI and cash flow follow the stored figures: checked against the order of the answers' own values.
      const byRoi = Object.entries(roiOf)
        .sort(([, a], [, b]) => b - a)
        .map(([address]) => address.split(' ')[0]);
      expect(await orderOf({ sortBy: 'roi' })).toEqual(byRoi);
      expect(await orderOf({ sortBy: 'roi', sortOrder: 'asc' })).toEqual([...byRoi].reverse());
      const byCashFlow = await send(t.app, 'POST', '/api/properties/search', {
        cookie,
        body: { sortBy: 'cashFlow' },
      });
      const flows = (byCashFlow.json() as { monthlyCashFlow: number }[]).map((p) => p.monthlyCashFlow);
      expect(flows).toEqual([...flows].sort((a, b) => b - a));
      // Newest first: the bulk insert's last property is the newest (same time, higher id).
      expect(await orderOf({})).toEqual(['5', '4', '3', '2', '1']);
      expect(await orderOf({ sortBy: 'newest', sortOrder: 'asc' })).toEqual(['1', '2', '3', '4', '5']);
    });

    it('refuses an unknown sort with a clear message', async () => {
      for (const [body, message] of [
        [{ sortBy: 'size' }, 'sortBy must be one of newest, price, rent, cashFlow, capRate, roi.'],
        [{ sortBy: 'price', sortOrder: 'up' }, 'sortOrder must be asc or desc.'],
      ] as const) {
        const response = await send(t.app, 'POST', '/api/properties/search', { cookie, body });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(message);
      }
    });

    const search = async (filters: Record<string, unknown>) => {
      const response = await send(t.app, 'POST', '/api/properties/search', { cookie, body: filters });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { address: string }[]).map((p) => p.address).sort();
    };

    it('with no filter, or cleared ones, answers every property', async () => {
      const all = SET.map((p) => p.address).sort();
      expect(await search({})).toEqual(all);
      expect(
        await search({
          city: '',
          state: 'all',
          propertyType: 'all',
          minPrice: '',
          maxPrice: null,
          minROI: 'all',
        }),
      ).toEqual(all);
    });

    it('applies each filter alone', async () => {
      expect(await search({ city: 'den' })).toEqual(['1 Larimer St', '2 Colfax Ave']);
      expect(await search({ state: 'co' })).toEqual(['1 Larimer St', '2 Colfax Ave', '5 South Denver Way']);
      expect(await search({ propertyType: 'single-family' })).toEqual(['1 Larimer St', '4 Camelback Rd']);
      expect(await search({ minPrice: 350_000 })).toEqual(['3 Congress Ave', '4 Camelback Rd']);
      expect(await search({ maxPrice: '260,000' })).toEqual(['2 Colfax Ave', '5 South Denver Way']);
      expect(await search({ query: 'DENVER' })).toEqual([
        '1 Larimer St',
        '2 Colfax Ave',
        '5 South Denver Way',
      ]);
      expect(await search({ query: '80110' })).toEqual(['5 South Denver Way']);
      expect(await search({ query: 'phoenix' })).toEqual(['4 Camelback Rd']);
      // A range includes both its ends: 260,000 (5) and 350,000 (4), with 300,000 (1) between them.
      expect(await search({ minPrice: 260_000, maxPrice: 350_000 })).toEqual([
        '1 Larimer St',
        '4 Camelback Rd',
        '5 South Denver Way',
      ]);
      const rois = Object.values(roiOf).sort((a, b) => a - b);
      const middle = rois[2] as number;
      const atLeastMiddle = Object.keys(roiOf)
        .filter((a) => (roiOf[a] as number) >= middle)
        .sort();
      const atMostMiddle = Object.keys(roiOf)
        .filter((a) => (roiOf[a] as number) <= middle)
        .sort();
      expect(await search({ minROI: middle })).toEqual(atLeastMiddle);
      expect(await search({ maxROI: String(middle) })).toEqual(atMostMiddle);
      expect(atLeastMiddle.length).toBe(3);
    });

    it('filters by ROI with both ends included, below zero too, on figures worked by hand', async () => {
      // All cash: 100% down (no loan, so no debt service and no principal paid down), no closing costs, no vacancy,
      // and no taxes, insurance or maintenance (their default is 0). The cash invested is the price, so
      // ROI = 12 × (rent − operating expenses) / price × 100.
      const ALL_CASH = {
        city: 'Denver',
        state: 'CO',
        propertyType: 'single-family',
        downPayment: 100,
        closingCosts: 0,
        vacancy: 0,
      };
      const CASH_SET = [
        // 12 × (2,000 − 0) / 200,000 × 100 = 12
        { address: '1 Twelve Ct', purchasePrice: 200_000, monthlyRent: 2000, operatingExpenses: 0 },
        // 12 × (1,000 − 500) / 100,000 × 100 = 6
        { address: '2 Six Ct', purchasePrice: 100_000, monthlyRent: 1000, operatingExpenses: 500 },
        // 12 × (1,000 − 1,000) / 150,000 × 100 = 0
        { address: '3 Zero Ct', purchasePrice: 150_000, monthlyRent: 1000, operatingExpenses: 1000 },
        // 12 × (500 − 1,000) / 100,000 × 100 = −6
        { address: '4 Minus Six Ct', purchasePrice: 100_000, monthlyRent: 500, operatingExpenses: 1000 },
      ].map((property) => ({ ...ALL_CASH, ...property }));
      const owner = await signUpAndIn(t.app);
      const added = await send(t.app, 'POST', '/api/properties/bulk', {
        cookie: owner.cookie,
        body: { properties: CASH_SET },
      });
      expect(added.statusCode, added.body).toBe(201);
      expect(
        (added.json().properties as { address: string; roi: number }[]).map((p) => [p.address, p.roi]),
      ).toEqual([
        ['1 Twelve Ct', 12],
        ['2 Six Ct', 6],
        ['3 Zero Ct', 0],
        ['4 Minus Six Ct', -6],
      ]);
      const matching = async (filters: Record<string, unknown>) => {
        const response = await send(t.app, 'POST', '/api/properties/search', {
          cookie: owner.cookie,
          body: filters,
        });
        expect(response.statusCode, response.body).toBe(200);
        return (response.json() as { address: string }[]).map((p) => p.address).sort();
      };
      expect(await matching({ minROI: 6 })).toEqual(['1 Twelve Ct', '2 Six Ct']);
      expect(await matching({ minROI: 6.01 })).toEqual(['1 Twelve Ct']);
      expect(await matching({ maxROI: 0 })).toEqual(['3 Zero Ct', '4 Minus Six Ct']);
      // A negative maximum: only the ROIs at or below it, its end included.
      expect(await matching({ maxROI: -5 })).toEqual(['4 Minus Six Ct']);
      expect(await matching({ maxROI: '-6' })).toEqual(['4 Minus Six Ct']);
      expect(await matching({ maxROI: -6.01 })).toEqual([]);
      expect(await matching({ minROI: -6, maxROI: 6 })).toEqual(['2 Six Ct', '3 Zero Ct', '4 Minus Six Ct']);
    });

    it('applies filters together', async () => {
      expect(await search({ state: 'CO', minPrice: 200_000, maxPrice: 300_000 })).toEqual([
        '1 Larimer St',
        '5 South Denver Way',
      ]);
      expect(await search({ city: 'Denver', propertyType: 'condo' })).toEqual(['2 Colfax Ave']);
      expect(await search({ state: 'TX', propertyType: 'condo' })).toEqual([]);
    });

    it('answers a page with limit and offset, and the number of all matches in X-Total-Count', async () => {
      const all = await send(t.app, 'POST', '/api/properties/search', { cookie, body: { state: 'CO' } });
      const ids = (all.json() as { id: number }[]).map((p) => p.id);
      expect(ids).toHaveLength(3);
      const page = await send(t.app, 'POST', '/api/properties/search', {
        cookie,
        body: { state: 'CO', limit: 2, offset: 1 },
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers['x-total-count']).toBe('3');
      expect((page.json() as { id: number }[]).map((p) => p.id)).toEqual(ids.slice(1, 3));
      const past = await send(t.app, 'POST', '/api/properties/search', {
        cookie,
        body: { limit: 10, offset: 50 },
      });
      expect(past.json()).toEqual([]);
      expect(past.headers['x-total-count']).toBe('5');
      const bad = await send(t.app, 'POST', '/api/properties/search', { cookie, body: { limit: 0 } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details?.limit).toBe('limit must be a whole number from 1 to 1000.');
    });

    it('treats LIKE wildcards in the text as plain characters', async () => {
      expect(await search({ city: '%' })).toEqual([]);
      expect(await search({ query: '_' })).toEqual([]);
    });

    it('refuses bad filters with a message', async () => {
      for (const [filters, field, message] of [
        [{ minPrice: 'cheap' }, 'minPrice', 'Minimum price must be a number.'],
        [{ minPrice: 500_000, maxPrice: 100_000 }, 'minPrice', PROPERTY_MESSAGES.priceRange],
        [{ minROI: 20, maxROI: 5 }, 'minROI', PROPERTY_MESSAGES.roiRange],
        [{ state: 'Texas' }, 'state', PROPERTY_MESSAGES.stateRule],
        [{ propertyType: 'castle' }, 'propertyType', PROPERTY_MESSAGES.propertyType],
      ] as const) {
        const response = await send(t.app, 'POST', '/api/properties/search', { cookie, body: filters });
        expect(response.statusCode, JSON.stringify(filters)).toBe(400);
        expect(response.json().details?.[field]).toBe(message);
      }
    });
  });
});
