import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createDb } from '@rentfolio/db';
import { SHIPPED_DATASET_DIR } from '@rentfolio/market-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureMarketData } from '../src/services/market-data-loader';
import { growOwnedRows } from './setup/grow-rows';
import { buildFixtureMarketData } from './setup/market-fixture';
import { createTestApp, RELAXED_LIMITS, send, signUpAndIn, type TestApp } from './setup/test-app';
import { TEST_DIALECTS } from './setup/test-db';

// The data set is built by the importer from rows cut unchanged from the public files; the expected figures were
// read from those rows by hand.
const fixture = buildFixtureMarketData();
const dataDir = fixture.dir;
afterAll(() => fixture.remove());

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
  const get = (url: string, as = cookie) => send(t.app, 'GET', url, { cookie: as });

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
      expect(body.place).toEqual({
        requested: { city: 'Denver', state: 'CO' },
        metroId: 394530,
        metroName: 'Denver, CO',
        metroFullName: 'Denver-Aurora-Lakewood, CO',
        isPrincipalCity: true,
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

    it('answers 404 with a clear message for an unknown place, and 400 for half a place', async () => {
      const unknown = await get('/api/market-data/Nowhere/ZZ');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(
        'No market data for Nowhere, ZZ. Pick a city, metro or ZIP code from the list.',
      );
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
      const response = await get('/api/market/rent-check?zipCode=80205&bedrooms=3');
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

describe.each(TEST_DIALECTS)('the heat map on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { rateLimits: RELAXED_LIMITS });
    await ensureMarketData(t.db.handle, dataDir, t.clock.now());
  });
  afterAll(async () => {
    await t.close();
  });
  type Row = { id: string; walkScore: number | null; imported: string[]; marketScore: number | null };
  const heatMap = async (cookie: string, query = '') => {
    const response = await send(t.app, 'GET', `/api/market/heatmap${query}`, { cookie });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { rows: Row[]; sources: { latest: string }[] };
  };
  const importCsv = (cookie: string, csv: string) =>
    send(t.app, 'POST', '/api/market/neighbourhood-data', { cookie, body: { csv } });

  it('lists every ZIP with a Zillow rent and Denver’s neighbourhoods, with figures from the public files', async () => {
    const { cookie } = await signUpAndIn(t.app);
    const { rows, sources } = await heatMap(cookie);
    expect(rows.map((r) => r.id)).toEqual([
      'zip:80202',
      'zip:80205',
      'zip:82070',
      'zip:86301',
      'nbhd:Chaffee Park',
      'nbhd:Sunnyside',
    ]);
    // 80205: ZORI 2118.808869 (Oct 2023), a year before 2025.189982; HUD 2-bedroom $2,201; Denver ZHVI 578486.95
    expect(rows[1]).toEqual({
      id: 'zip:80205',
      kind: 'zip',
      name: '80205',
      city: 'Denver',
      state: 'CO',
      metroName: 'Denver, CO',
      lat: 39.758861,
      lng: -104.964699,
      averageRent: 2118.81,
      rentMonth: '2023-10',
      rentGrowth: 4.62, // (2118.81 - 2025.19) / 2025.19
      fairMarketRent2br: 2201,
      grossYield: 4.4, // 12 × 2118.81 / 578486.95
      vacancyRate: null,
      safetyScore: null,
      walkScore: null,
      schoolRating: null,
      marketScore: 4.4, // mean of yield (4.40 - 3) / 6 × 10 = 2.33 and growth (4.62 + 5) / 15 × 10 = 6.41
      imported: [],
    });
    // Chaffee Park (ACS 2015-2019): median gross rent $1,244, median value $290,100, 100 of 1,763 units vacant
    expect(rows[4]).toMatchObject({
      kind: 'neighbourhood',
      averageRent: 1244,
      grossYield: 5.15,
      vacancyRate: 5.7,
      marketScore: 5.4, // mean of yield 3.58 and vacancy (15 - 5.7) / 13 × 10 = 7.15
    });
    expect(sources.map((s) => s.latest)).toEqual(['2023-10', '2025-01', 'FY2024', '2021', '2015-2019']);
  });

  it('filters by city and state', async () => {
    const { cookie } = await signUpAndIn(t.app);
    const denver = await heatMap(cookie, '?city=denver&state=CO');
    expect(denver.rows.map((r) => r.id)).toEqual([
      'zip:80202',
      'zip:80205',
      'nbhd:Chaffee Park',
      'nbhd:Sunnyside',
    ]);
    expect((await heatMap(cookie, '?city=Nowhere')).rows).toEqual([]);
    expect((await send(t.app, 'GET', '/api/market/heatmap?state=Colorado', { cookie })).statusCode).toBe(400);
  });

  it('imports the user’s own values row by row, shows them as theirs only, and removes them', async () => {
    const owner = await signUpAndIn(t.app);
    const csv = [
      'zip_or_neighbourhood,metric,value',
      '80205,walk_score,9.1',
      'chaffee park,safety_score,7',
      '99999,walk_score,5',
      '80205,crime,3',
      '80205,school_rating,11',
      'Sunnyside,School Rating,8',
    ].join('\r\n');
    const response = await importCsv(owner.cookie, csv);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      imported: 3,
      errors: [
        { row: 4, message: 'Row 4: "99999" is not a ZIP code or Denver neighbourhood of the heat map.' },
        { row: 5, message: 'Row 5: the metric must be safety_score, walk_score or school_rating.' },
        { row: 6, message: 'Row 6: the value must be a number from 0 to 10.' },
      ],
    });
    const mine = (await heatMap(owner.cookie)).rows;
    expect(mine.find((r) => r.id === 'zip:80205')).toMatchObject({
      walkScore: 9.1,
      imported: ['walkScore'],
      marketScore: 5.9, // (2.333 + 6.413 + 9.1) / 3 = 5.949
    });
    expect(mine.find((r) => r.id === 'nbhd:Sunnyside')).toMatchObject({
      schoolRating: 8,
      imported: ['schoolRating'],
    });
    const stranger = await signUpAndIn(t.app);
    expect((await heatMap(stranger.cookie)).rows.every((r) => r.imported.length === 0)).toBe(true);

    const cleared = await send(t.app, 'DELETE', '/api/market/neighbourhood-data', { cookie: owner.cookie });
    expect(cleared.json()).toEqual({ deleted: 3 });
    expect((await heatMap(owner.cookie)).rows.every((r) => r.imported.length === 0)).toBe(true);
  });

  it('refuses a file it cannot use, with a clear message and nothing stored', async () => {
    const { cookie } = await signUpAndIn(t.app);
    const header = await importCsv(cookie, 'place,score\n80205,9\n');
    expect(header.statusCode).toBe(400);
    expect(header.json().message).toBe('The first row must be the header zip_or_neighbourhood,metric,value.');
    expect((await importCsv(cookie, 'zip_or_neighbourhood,metric,value\n')).json().message).toBe(
      'The CSV has a header but no data rows.',
    );
    const many = ['zip_or_neighbourhood,metric,value', ...Array(10_001).fill('80205,walk_score,5')].join(
      '\n',
    );
    const tooMany = await importCsv(cookie, many);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('The CSV has 10,001 rows; import at most 10,000 at a time.');
    expect(
      (await send(t.app, 'POST', '/api/market/neighbourhood-data', { cookie, body: { csv: 5 } })).statusCode,
    ).toBe(400);
    expect((await heatMap(cookie)).rows.every((r) => r.imported.length === 0)).toBe(true);
    expect((await send(t.app, 'GET', '/api/market/heatmap')).statusCode).toBe(401);
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

      // Every place of the heat map, the same compressed as plain, and again from the cache.
      const { cookie } = await signUpAndIn(t.app);
      const plain = await send(t.app, 'GET', '/api/market/heatmap', { cookie });
      expect(plain.json().rows).toHaveLength(6590 + 78);
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
