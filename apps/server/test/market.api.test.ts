import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createDb } from '@rentfolio/db';
import { SHIPPED_DATASET_DIR } from '@rentfolio/market-data';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureMarketData } from '../src/services/market-data-loader';
import { growOwnedRows } from './setup/grow-rows';
import { buildFixtureMarketData } from './setup/market-fixture';
import {
  createTestApp,
  createTestClock,
  RELAXED_LIMITS,
  send,
  signUpAndIn,
  type TestApp,
} from './setup/test-app';
import { TEST_DIALECTS } from './setup/test-db';

// The data set is built by the importer from rows cut unchanged from the public files; the expected figures were
// read from those rows by hand.
const fixture = buildFixtureMarketData();
const dataDir = fixture.dir;
afterAll(() => fixture.remove());

/** The test app's own start time, which each test that moves the clock goes back to. */
const CLOCK_START = createTestClock().now();

const PROPERTY = {
  address: '2900 Welton St',
  city: 'Denver',
  state: 'CO',
  zipCode: '80205',
  propertyType: 'single-family',
  bedrooms: 3,
  purchasePrice: 400_000,
  monthlyRent: 2400,
  purchaseDate: '2020-06-15',
};

describe.each(TEST_DIALECTS)('market data on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { rateLimits: RELAXED_LIMITS });
    const loaded = await ensureMarketData(t.db.handle, dataDir, t.clock.now());
    expect(loaded.status).toBe('loaded');
    ({ cookie } = await signUpAndIn(t.app));
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    t.clock.set(new Date(CLOCK_START).toISOString());
  });
  const get = (url: string, as = cookie) => send(t.app, 'GET', url, { cookie: as });
  /** Moves the clock to `iso` and signs a new user in there: a session does not survive a jump of years. */
  const signedInAt = async (iso: string) => {
    t.clock.set(iso);
    return (await signUpAndIn(t.app)).cookie;
  };

  describe('loading', () => {
    // Two instances at once is a PostgreSQL set-up (SQLite serves one instance; two connections of one process would
    // wait on each other synchronously), so SQLite checks a second instance starting after the first.
    it('loads a set once: a second start finds it current, and two loads at once store it once', async () => {
      expect((await ensureMarketData(t.db.handle, dataDir, t.clock.now())).status).toBe('current');
      const fresh = await createTestApp(dialect, { rateLimits: RELAXED_LIMITS });
      const second = createDb(fresh.db.config);
      try {
        const results =
          dialect === 'postgres'
            ? await Promise.all([
                ensureMarketData(fresh.db.handle, dataDir, 1),
                ensureMarketData(second, dataDir, 2),
              ])
            : [
                await ensureMarketData(fresh.db.handle, dataDir, 1),
                await ensureMarketData(second, dataDir, 2),
              ];
        expect(results.map((r) => r.status).sort()).toEqual(['current', 'loaded']);
        const metros = await fresh.db.handle.db.selectFrom('marketMetros').select('id').execute();
        expect(metros.map((m) => m.id).sort()).toEqual([394530, 394771, 845160].sort());
      } finally {
        await second.close();
        await fresh.close();
      }
    });
  });

  describe('GET /api/market-data', () => {
    it("answers Denver's monthly records exact to the public files", async () => {
      const response = await get('/api/market-data/Denver/CO');
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.level).toBe('metro');
      expect(body.place).toEqual({
        requested: { city: 'Denver', state: 'CO' },
        metroId: 394530,
        metroName: 'Denver, CO',
        metroFullName: 'Denver-Aurora-Lakewood, CO',
        isPrincipalCity: true,
        zipCode: null,
        from: 'requested',
      });
      const june2020 = body.records.find((r: { month: string }) => r.month === '2020-06');
      // ZHVI 437396.2388499845, ZORI 1569.0409913099122, inventory 11292.0, days to pending 25.0
      expect(june2020).toEqual({
        month: '2020-06',
        medianPrice: 437396.24,
        averageRent: 1569.04,
        avgPricePerSqFt: null,
        rentalYield: 4.3, // 12 × 1569.04 / 437396.24 × 100 = 4.3047
        inventory: 11292,
        daysOnMarket: 25,
      });
      expect(body.records[0]).toEqual({
        month: '2000-01',
        medianPrice: 184744.73,
        averageRent: null,
        avgPricePerSqFt: null,
        rentalYield: null,
        inventory: null,
        daysOnMarket: null,
      });
      expect(body.records.at(-1).month).toBe('2025-11');
      expect(body.records).toHaveLength(311); // 2000-01 to 2025-11
      expect(body.sources.map((s: { latest: string }) => s.latest)).toEqual([
        '2025-01',
        '2025-11',
        '2025-11',
        '2025-11',
      ]);
    });

    it('answers the query form the same, and a city that is not the principal one for its metro', async () => {
      const query = (await get('/api/market-data?city=denver&state=co')).json();
      expect(query.place.metroId).toBe(394530);
      const aurora = await get('/api/market-data?city=Aurora&state=CO');
      expect(aurora.statusCode).toBe(200);
      expect(aurora.json().place).toMatchObject({ metroName: 'Denver, CO', isPrincipalCity: false });
    });

    it("answers for the user's most common property city, else Denver", async () => {
      const other = await signUpAndIn(t.app);
      expect((await get('/api/market-data', other.cookie)).json().place).toMatchObject({
        metroName: 'Denver, CO',
        from: 'default',
      });
      for (const city of ['Prescott', 'Prescott', 'Denver']) {
        const created = await send(t.app, 'POST', '/api/properties', {
          cookie: other.cookie,
          body: { ...PROPERTY, city, state: city === 'Denver' ? 'CO' : 'AZ', zipCode: null },
        });
        expect(created.statusCode, created.body).toBe(201);
      }
      expect((await get('/api/market-data', other.cookie)).json().place).toMatchObject({
        requested: { city: 'Prescott', state: 'AZ' },
        metroName: 'Prescott Valley, AZ',
        from: 'portfolio',
      });
    });

    it("answers a ZIP with its own series: Zillow's ZIP rent, month by month, and no value of its metro", async () => {
      const response = await get('/api/market-data?zipCode=80205');
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.level).toBe('zip');
      expect(body.place).toEqual({
        requested: { city: 'Denver', state: 'CO' },
        zipCode: '80205',
        metroName: 'Denver-Aurora-Lakewood, CO',
        metro: { city: 'Denver', state: 'CO' },
        from: 'requested',
      });
      // Zip_zori 80205: 1316.185657 in February 2015 … 2118.808869 in October 2023 (105 months).
      expect(body.records).toHaveLength(105);
      expect(body.records[0]).toEqual({
        month: '2015-02',
        medianPrice: null,
        averageRent: 1316.19,
        avgPricePerSqFt: null,
        rentalYield: null,
        inventory: null,
        daysOnMarket: null,
      });
      expect(body.records.at(-1)).toMatchObject({
        month: '2023-10',
        averageRent: 2118.81,
        rentalYield: null,
      });
      expect(body.records.every((r: { medianPrice: null }) => r.medianPrice === null)).toBe(true);
      expect(body.sources).toEqual([
        {
          kind: 'zipZori',
          label: 'Zillow Observed Rent Index (ZORI), ZIP',
          latest: '2023-10',
          source: 'Zillow Research (zillow.com/research/data)',
        },
      ]);
      // The city and state that came with the ZIP do not change whose series it is.
      const withCity = (await get('/api/market-data?zipCode=80205&city=Denver&state=CO')).json();
      expect(withCity.place.zipCode).toBe('80205');
      expect(withCity.records).toEqual(body.records);
    });

    it('answers an empty result, not an error, for a place the sources have no figures for', async () => {
      for (const url of ['/api/market-data?city=Marfa&state=TX', '/api/market-data/Marfa/TX']) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.json()).toEqual({
          level: 'none',
          place: { requested: { city: 'Marfa', state: 'TX' }, zipCode: null, from: 'requested' },
          records: [],
          sources: [],
        });
      }
      // 00612 is in HUD's file only (no Zillow series, no metro of the data); 99999 is in no file.
      for (const zipCode of ['00612', '99999']) {
        const response = await get(`/api/market-data?zipCode=${zipCode}`);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ level: 'none', place: { zipCode }, records: [] });
      }
      expect((await get('/api/market-data?zipCode=8020')).statusCode).toBe(400);
    });

    it('answers 404 only when no data set is loaded at all, and 400 for half a place', async () => {
      const empty = await createTestApp(dialect, { rateLimits: RELAXED_LIMITS });
      try {
        const other = await signUpAndIn(empty.app);
        const unloaded = await send(empty.app, 'GET', '/api/market-data/Marfa/TX', { cookie: other.cookie });
        expect(unloaded.statusCode).toBe(404);
        expect(unloaded.json().message).toBe(
          'No market data has been loaded yet. Restart the server to load the built-in data set.',
        );
      } finally {
        await empty.close();
      }
      const half = await get('/api/market-data?city=Denver');
      expect(half.statusCode).toBe(400);
      expect(half.json().message).toBe('Give both a city and a two-letter state, or neither.');
      expect((await get('/api/market-data?city=Denver&state=Colorado')).statusCode).toBe(400);
      expect((await get('/api/market-data?city=%00&state=CO')).statusCode).toBe(400);
    });

    it('needs a signed-in user', async () => {
      expect((await send(t.app, 'GET', '/api/market-data/Denver/CO')).statusCode).toBe(401);
      expect((await send(t.app, 'GET', '/api/market/places?q=den')).statusCode).toBe(401);
      expect((await send(t.app, 'GET', '/api/market/rent-check?zipCode=80205&bedrooms=3')).statusCode).toBe(
        401,
      );
    });
  });

  describe('GET /api/market/places', () => {
    it('finds metros and cities by the start of their name, and ZIPs by their digits', async () => {
      const places = (await get('/api/market/places?q=den')).json();
      expect(places[0]).toEqual({
        kind: 'metro',
        label: 'Denver, CO',
        city: 'Denver',
        state: 'CO',
        zipCode: null,
        metroName: 'Denver-Aurora-Lakewood, CO',
      });
      expect(places).toHaveLength(1); // the city Denver is the metro's principal city: listed once
      const zips = (await get('/api/market/places?q=8020')).json();
      expect(zips.map((p: { zipCode: string }) => p.zipCode)).toEqual(['80202', '80205']);
      expect((await get('/api/market/places?q=%25')).json()).toEqual([]);
      expect((await get(`/api/market/places?q=${'a'.repeat(101)}`)).statusCode).toBe(400);
    });
  });

  describe('GET /api/market/rent-check', () => {
    it("answers HUD's FMR for 3 bedrooms and Zillow's ZIP rent, with sources and vintages", async () => {
      // In March 2024 the ZIP's October 2023 figure is 5 months old: the ZIP's own is used.
      const then = await signedInAt('2024-03-15T12:00:00Z');
      const response = await get('/api/market/rent-check?zipCode=80205&bedrooms=3', then);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        zipCode: '80205',
        bedrooms: 3,
        fairMarketRent: 2874,
        fairMarketRentArea: 'Denver-Aurora-Lakewood, CO MSA',
        fairMarketRentVintage: 'FY2024',
        fairMarketRentSource: 'Fair Market Rents: U.S. Department of Housing and Urban Development',
        marketRent: 2118.81, // 2118.808869, October 2023
        marketRentMonth: '2023-10',
        marketRentLevel: 'zip',
        marketRentPlace: '80205',
        marketRentSource: 'Market data: Zillow Research (zillow.com/research/data)',
      });
    });

    it('prefers the freshest of ZIP, city and metro that is not older than 12 months', async () => {
      const zillowAt = async (iso: string) => {
        const as = await signedInAt(iso);
        const body = (await get('/api/market/rent-check?zipCode=80205&bedrooms=3', as)).json();
        expect(body.fairMarketRent).toBe(2874);
        return [body.marketRentLevel, body.marketRentPlace, body.marketRentMonth, body.marketRent];
      };
      // ZIP 80205 to October 2023, the city of Denver to September 2025, the Denver metro to November 2025.
      // October 2024: the ZIP's figure is 12 months old, still used.
      expect(await zillowAt('2024-10-31T23:00:00Z')).toEqual(['zip', '80205', '2023-10', 2118.81]);
      // November 2024: 13 months, so the city's (1905.0430223240992) is taken.
      expect(await zillowAt('2024-11-01T00:00:00Z')).toEqual(['city', 'Denver, CO', '2025-09', 1905.04]);
      // September 2026: the city's is 12 months old.
      expect(await zillowAt('2026-09-30T12:00:00Z')).toEqual(['city', 'Denver, CO', '2025-09', 1905.04]);
      // November 2026: the city's is 14 months old, the metro's (1889.6322025745355) 12.
      const metro = ['metro', 'Denver-Aurora-Lakewood, CO', '2025-11', 1889.63];
      expect(await zillowAt('2026-11-21T10:00:00Z')).toEqual(metro);
      // January 2028: every level is over 12 months old, so the freshest.
      expect(await zillowAt('2028-01-10T10:00:00Z')).toEqual(metro);

      // A property's rent check follows the same rule on the same clock: a day later, a month later.
      const owner = await signedInAt('2026-09-30T12:00:00Z');
      const created = await send(t.app, 'POST', '/api/properties', { cookie: owner, body: PROPERTY });
      expect(created.statusCode, created.body).toBe(201);
      const id = (created.json() as { id: number }).id;
      expect((await get(`/api/properties/${id}/market`, owner)).json().rentCheck).toMatchObject({
        marketRentLevel: 'city',
        marketRentMonth: '2025-09',
      });
      t.clock.set('2026-10-01T12:00:00Z');
      expect((await get(`/api/properties/${id}/market`, owner)).json().rentCheck).toMatchObject({
        marketRentLevel: 'metro',
        marketRentMonth: '2025-11',
      });
    });

    it("applies HUD's rule above 4 bedrooms: the 4-bedroom FMR plus 15% a bedroom", async () => {
      // $3,225 × (1 + 0.15 × 2) = $4,192.50, to the dollar
      expect((await get('/api/market/rent-check?zipCode=80205&bedrooms=6')).json().fairMarketRent).toBe(4193);
      expect((await get('/api/market/rent-check?zipCode=80205&bedrooms=4')).json().fairMarketRent).toBe(3225);
      expect((await get('/api/market/rent-check?zipCode=80205&bedrooms=0')).json().fairMarketRent).toBe(1658);
    });

    it('answers nulls where the data has no figure, and picks one HUD area for a ZIP in several', async () => {
      const body = (await get('/api/market/rent-check?zipCode=00612&bedrooms=2')).json();
      expect(body).toMatchObject({ fairMarketRent: 530, marketRent: null, marketRentLevel: null });
      const none = (await get('/api/market/rent-check?zipCode=99999&bedrooms=2')).json();
      expect(none).toMatchObject({ fairMarketRent: null, fairMarketRentVintage: null, marketRent: null });
    });

    it('refuses a bad ZIP or bedroom count with a clear message', async () => {
      const zip = await get('/api/market/rent-check?zipCode=8020&bedrooms=2');
      expect(zip.statusCode).toBe(400);
      expect(zip.json().message).toBe('The ZIP code must be 5 digits.');
      for (const bedrooms of ['-1', '13', '2.5', 'two', '']) {
        const response = await get(`/api/market/rent-check?zipCode=80205&bedrooms=${bedrooms}`);
        expect(response.statusCode, bedrooms).toBe(400);
      }
    });
  });

  describe('GET /api/properties/:id/market', () => {
    const create = async (as: string, body: Record<string, unknown>) => {
      const response = await send(t.app, 'POST', '/api/properties', { cookie: as, body });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { id: number }).id;
    };

    it("estimates today's value from the metro's ZHVI since the purchase month", async () => {
      const id = await create(cookie, PROPERTY);
      const body = (await get(`/api/properties/${id}/market`)).json();
      // $400,000 × 578486.95 (ZHVI 2025-01) / 437396.24 (ZHVI 2020-06) = $529,027.82
      expect(body.valueEstimate).toEqual({
        estimatedValue: 529028,
        estimatedValueMonth: '2025-01',
        purchaseMonth: '2020-06',
        metroName: 'Denver, CO',
        reason: null,
        source: 'Market data: Zillow Research (zillow.com/research/data)',
      });
      expect(body.rentCheck).toMatchObject({ zipCode: '80205', bedrooms: 3, fairMarketRent: 2874 });
    });

    it('says why there is no estimate', async () => {
      const undated = await create(cookie, { ...PROPERTY, purchaseDate: null });
      expect((await get(`/api/properties/${undated}/market`)).json().valueEstimate).toMatchObject({
        estimatedValue: null,
        reason: 'noPurchaseDate',
      });
      const late = await create(cookie, { ...PROPERTY, purchaseDate: '2025-06-01' });
      expect((await get(`/api/properties/${late}/market`)).json().valueEstimate).toMatchObject({
        estimatedValue: null,
        reason: 'purchaseMonthNotInData',
      });
      const nowhere = await create(cookie, { ...PROPERTY, city: 'Nowhere', state: 'ZZ', zipCode: null });
      expect((await get(`/api/properties/${nowhere}/market`)).json()).toMatchObject({
        rentCheck: null,
        valueEstimate: { estimatedValue: null, reason: 'noMetro' },
      });
    });

    it("answers 404 for another user's property and for a bad id", async () => {
      const id = await create(cookie, PROPERTY);
      const stranger = await signUpAndIn(t.app);
      expect((await get(`/api/properties/${id}/market`, stranger.cookie)).statusCode).toBe(404);
      expect((await get('/api/properties/0x1/market')).statusCode).toBe(400);
    });
  });
});

describe.each(TEST_DIALECTS)('GET /api/insights on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { rateLimits: RELAXED_LIMITS });
    await ensureMarketData(t.db.handle, dataDir, t.clock.now());
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    t.clock.set(new Date(CLOCK_START).toISOString());
  });
  const insightsOf = async (cookie: string) => {
    const response = await send(t.app, 'GET', '/api/insights', { cookie });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      id: string;
      rule: string;
      type: string;
      description: string;
      propertyId: number;
    }[];
  };

  it('has none for an empty portfolio, and needs a signed-in user', async () => {
    const { cookie } = await signUpAndIn(t.app);
    expect(await insightsOf(cookie)).toEqual([]);
    expect((await send(t.app, 'GET', '/api/insights')).statusCode).toBe(401);
  });

  it('computes a large portfolio a slice at a time: another user is answered in the middle, and both readers share it', async () => {
    const { cookie, user } = await signUpAndIn(t.app);
    const created = await send(t.app, 'POST', '/api/properties', {
      cookie,
      body: { ...PROPERTY, monthlyRent: 1800 },
    });
    expect(created.statusCode, created.body).toBe(201);
    await growOwnedRows(t.db.handle.db, 'properties', user.id, 5_000);
    const other = await signUpAndIn(t.app);
    const finished: string[] = [];
    const big = send(t.app, 'GET', '/api/insights?limit=1000', { cookie }).then((response) => {
      finished.push('insights');
      return response;
    });
    const again = send(t.app, 'GET', '/api/insights/counts', { cookie }).then((response) => {
      finished.push('counts');
      return response;
    });
    // Let the computation start, then ask for another user's data while it runs.
    await new Promise((resolve) => setImmediate(resolve));
    const small = await send(t.app, 'GET', '/api/auth/user', { cookie: other.cookie });
    finished.push('other user');
    const [insights, counts] = await Promise.all([big, again]);
    expect(small.statusCode).toBe(200);
    expect(finished[0]).toBe('other user');
    expect(insights.statusCode).toBe(200);
    // 5,000 copies of one property, each under-rented and with equity gained: every copy has both opportunities.
    expect(counts.json()).toMatchObject({ opportunity: 10_000 });
    expect(insights.headers['x-total-count']).toBe(String(counts.json().total));
    expect(insights.json()).toHaveLength(1000);
  }, 60_000);

  it('finds the market rules from the real figures of the property’s ZIP and metro', async () => {
    // In March 2024 the ZIP's October 2023 rent is 5 months old, so it is the one compared.
    t.clock.set('2024-03-15T10:00:00Z');
    const { cookie } = await signUpAndIn(t.app);
    const created = await send(t.app, 'POST', '/api/properties', {
      cookie,
      body: { ...PROPERTY, monthlyRent: 1800, downPayment: 100 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: number }).id;
    const insights = await insightsOf(cookie);
    expect(insights.map((i) => i.id)).toEqual([`rentBelowMarket:${id}`, `equityGain:${id}`]);
    // 80205: ZORI $2,118.81 (Oct 2023), HUD 3-bedroom $2,874 (FY2024); Denver ZHVI 2020-06 → 2025-01 on $400,000
    expect(insights[0]?.description).toBe(
      "The rent of $1,800 at 2900 Welton St is 15% below Zillow's typical asking rent in 80205 ($2,119, Oct 2023) and 37% below HUD's Fair Market Rent for a 3-bedroom ($2,874, FY2024).",
    );
    expect(insights[1]?.description).toContain(
      'worth about $529,028 (Jan 2025), 32% above the $400,000 you recorded',
    );

    // In November 2026 the ZIP's rent is 37 months old and the metro's (Nov 2025, $1,889.63) is used: $1,800 is 5%
    // below it, under the rule's 10%, so only HUD's figure is cited.
    t.clock.set('2026-11-21T10:00:00Z');
    const later = await signUpAndIn(t.app);
    const again = await send(t.app, 'POST', '/api/properties', {
      cookie: later.cookie,
      body: { ...PROPERTY, monthlyRent: 1800, downPayment: 100 },
    });
    const laterId = (again.json() as { id: number }).id;
    const [rentInsight] = await insightsOf(later.cookie);
    expect(rentInsight?.id).toBe(`rentBelowMarket:${laterId}`);
    expect(rentInsight?.description).toBe(
      "The rent of $1,800 at 2900 Welton St is 37% below HUD's Fair Market Rent for a 3-bedroom ($2,874, FY2024).",
    );
  });

  it('warns of a vacant property losing money, and never shows another user’s properties', async () => {
    const owner = await signUpAndIn(t.app);
    const created = await send(t.app, 'POST', '/api/properties', {
      cookie: owner.cookie,
      body: { ...PROPERTY, zipCode: null, purchaseDate: null, isOccupied: false, monthlyRent: 1000 },
    });
    const id = (created.json() as { id: number }).id;
    const rules = (await insightsOf(owner.cookie)).map((i) => i.id);
    // $1,000 rent against a $320,000 loan: the loan is not covered either.
    expect(rules).toEqual([`negativeCashFlow:${id}`, `lowDscr:${id}`, `vacant:${id}`]);
    const stranger = await signUpAndIn(t.app);
    expect(await insightsOf(stranger.cookie)).toEqual([]);

    // Pages in the same order, the number of all in X-Total-Count, and the counts by type.
    const page = await send(t.app, 'GET', '/api/insights?limit=1&offset=1', { cookie: owner.cookie });
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.json().map((i: { id: string }) => i.id)).toEqual([`lowDscr:${id}`]);
    const counts = await send(t.app, 'GET', '/api/insights/counts', { cookie: owner.cookie });
    expect(counts.json()).toEqual({ opportunity: 0, performance: 0, warning: 3, total: 3 });
    expect((await send(t.app, 'GET', '/api/insights/counts', { cookie: stranger.cookie })).json()).toEqual({
      opportunity: 0,
      performance: 0,
      warning: 0,
      total: 0,
    });
    // A change shows at once, on the same (pinned) clock: the kept pages belong to the list they were made from.
    await send(t.app, 'POST', '/api/properties', {
      cookie: owner.cookie,
      body: {
        ...PROPERTY,
        address: '9 Oak Ave',
        zipCode: null,
        purchaseDate: null,
        isOccupied: false,
        monthlyRent: 1000,
      },
    });
    const after = await send(t.app, 'GET', '/api/insights?limit=1&offset=1', { cookie: owner.cookie });
    // Three warnings each, both in Denver (concentration), and the best cap rate and cash-on-cash of two.
    expect(after.headers['x-total-count']).toBe('9');
    for (const query of ['limit=0', 'limit=1001', 'offset=-1', 'limit=x']) {
      expect(
        (await send(t.app, 'GET', `/api/insights?${query}`, { cookie: owner.cookie })).statusCode,
        query,
      ).toBe(400);
    }
  });
});

describe.each(TEST_DIALECTS)('the shipped market data set on %s', (dialect) => {
  it('loads every metro, city and ZIP of the public files', async () => {
    const t = await createTestApp(dialect);
    try {
      const loaded = await ensureMarketData(t.db.handle, SHIPPED_DATASET_DIR, 0);
      expect(loaded.status).toBe('loaded');
      const count = async (table: 'marketMetros' | 'marketCities' | 'marketFairRents') =>
        Number(
          (
            await t.db.handle.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      // Data rows of the public files (line counts less their headers): City ZORI 4,017; HUD FMR 29,408.
      expect(await count('marketCities')).toBe(4017);
      expect(await count('marketFairRents')).toBe(29_408);
      // ZHVI has 894 metros besides the national row; the other metro files add the metros ZHVI lacks.
      expect(await count('marketMetros')).toBeGreaterThanOrEqual(894);
      const zipsWithRent = await t.db.handle.db
        .selectFrom('marketZips')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('latestRentCents', 'is not', null)
        .executeTakeFirstOrThrow();
      expect(Number(zipsWithRent.n)).toBe(6590); // ZIP ZORI data rows

      // Every place of the heat map (each metro and ZIP with a Zillow rent, Denver's 78 neighbourhoods), the same
      // compressed as plain, and again from the cache.
      const metrosWithRent = await t.db.handle.db
        .selectFrom('marketMetros')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('latestRentCents', 'is not', null)
        .executeTakeFirstOrThrow();
      const { cookie } = await signUpAndIn(t.app);
      const plain = await send(t.app, 'GET', '/api/market/heatmap', { cookie });
      expect(plain.json().rows).toHaveLength(Number(metrosWithRent.n) + 6590 + 78);
      for (const encoding of ['br', 'gzip', 'br']) {
        const packed = await send(t.app, 'GET', '/api/market/heatmap', {
          cookie,
          headers: { 'accept-encoding': encoding },
        });
        expect(packed.headers['content-encoding']).toBe(encoding);
        expect(packed.headers.vary).toContain('accept-encoding');
        const body =
          encoding === 'br' ? brotliDecompressSync(packed.rawPayload) : gunzipSync(packed.rawPayload);
        expect(body.toString('utf8')).toBe(plain.body);
      }
    } finally {
      await t.close();
    }
  }, 120_000);
});
