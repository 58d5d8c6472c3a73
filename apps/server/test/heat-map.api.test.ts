import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureMarketData } from '../src/services/market-data-loader';
import { buildFixtureMarketData } from './setup/market-fixture';
import { createTestApp, RELAXED_LIMITS, send, signUpAndIn, type TestApp } from './setup/test-app';
import { TEST_DIALECTS } from './setup/test-db';

// GET /api/market/heatmap and the user's own values (docs/product.md "Heat map"), on a data set the importer built from
// rows cut unchanged from the public files (packages/market-data/test/fixtures); the expected figures were read from
// those rows by hand. A yield or score mixes figures of one place only (docs/product.md "Heat map").
const fixture = buildFixtureMarketData();
afterAll(() => fixture.remove());

type Row = {
  id: string;
  kind: 'metro' | 'zip' | 'neighbourhood';
  name: string;
  lat: number | null;
  lng: number | null;
  averageRent: number | null;
  grossYield: number | null;
  walkScore: number | null;
  imported: string[];
  lowConfidence: boolean;
  marketScore: number | null;
  marketScoreRank: number | null;
};

describe.each(TEST_DIALECTS)('the heat map on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { rateLimits: RELAXED_LIMITS });
    await ensureMarketData(t.db.handle, fixture.dir, t.clock.now());
  });
  afterAll(async () => {
    await t.close();
  });
  const heatMap = async (cookie: string, query = '') => {
    const response = await send(t.app, 'GET', `/api/market/heatmap${query}`, { cookie });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { rows: Row[]; sources: { kind: string; latest: string }[] };
  };
  const rowOf = (rows: Row[], id: string) => {
    const row = rows.find((r) => r.id === id);
    if (!row) throw new Error(`${id} is not in the heat map`);
    return row;
  };
  const importCsv = (cookie: string, csv: string) =>
    send(t.app, 'POST', '/api/market/neighbourhood-data', { cookie, body: { csv } });

  describe('GET /api/market/heatmap', () => {
    it('lists every metro and ZIP with a Zillow rent and Denver’s neighbourhoods, with their sources', async () => {
      const { cookie } = await signUpAndIn(t.app);
      const { rows, sources } = await heatMap(cookie);
      expect(rows.map((r) => r.id)).toEqual([
        'metro:394530',
        'metro:394771',
        'metro:845160',
        'zip:80202',
        'zip:80205',
        'zip:82070',
        'zip:86301',
        'nbhd:Chaffee Park',
        'nbhd:DIA',
        'nbhd:Sunnyside',
      ]);
      expect(sources.map((s) => [s.kind, s.latest])).toEqual([
        ['metroZori', '2025-11'],
        ['zipZori', '2023-10'],
        ['metroZhvi', '2025-01'],
        ['hudFmr', 'FY2024'],
        ['zipCentroids', '2021'],
        ['denverSurvey', '2015-2019'],
      ]);
    });

    it('gives a metro the yield of its own rent and value of one month, and a score of its own figures', async () => {
      const { cookie } = await signUpAndIn(t.app);
      const { rows } = await heatMap(cookie);
      // Denver, CO (RegionID 394530). ZORI: 1889.632203 in 2025-11, 1924.392146 a year before. The latest month with
      // both ZORI and ZHVI is 2025-01: ZORI 1894.094398, ZHVI 578486.949989.
      const rent = 1894.09;
      const value = 578486.95;
      const grossYield = Math.round(((12 * rent) / value) * 100 * 100) / 100;
      expect(grossYield).toBe(3.93);
      const denver = rowOf(rows, 'metro:394530');
      expect(denver).toEqual({
        id: 'metro:394530',
        kind: 'metro',
        name: 'Denver, CO',
        city: 'Denver',
        state: 'CO',
        metroName: 'Denver-Aurora-Lakewood, CO',
        lat: denver.lat,
        lng: denver.lng,
        averageRent: 1889.63,
        rentMonth: '2025-11',
        rentGrowth: -1.81, // (1889.63 - 1924.39) / 1924.39
        fairMarketRent2br: null,
        grossYield,
        yieldMonth: '2025-01',
        vacancyRate: null,
        housingUnits: null,
        lowConfidence: false,
        safetyScore: null,
        walkScore: null,
        schoolRating: null,
        // the mean of yield (3.93 - 3) / 6 × 10 = 1.55 and growth (-1.81 + 5) / 15 × 10 = 2.13
        marketScore: 1.8,
        marketScoreRank: 4,
        imported: [],
      });
      // Its marker stands at the mean centroid of its principal city's ZIPs, 80202 and 80205.
      const zips = [rowOf(rows, 'zip:80202'), rowOf(rows, 'zip:80205')];
      const mean = (key: 'lat' | 'lng') => (zips[0]?.[key] as number) / 2 + (zips[1]?.[key] as number) / 2;
      expect(denver.lat).toBeCloseTo(mean('lat'), 5);
      expect(denver.lng).toBeCloseTo(mean('lng'), 5);

      // Laramie, WY: ZORI 1264.038554 and ZHVI 365145.539956 in 2025-01, so 12 × 1264.04 / 365145.54 = 4.15%.
      expect(rowOf(rows, 'metro:394771')).toMatchObject({
        grossYield: Math.round(((12 * 1264.04) / 365145.54) * 100 * 100) / 100,
        yieldMonth: '2025-01',
        rentGrowth: 1.89,
        marketScore: 3.3, // the mean of (4.15 - 3) / 6 × 10 = 1.92 and (1.89 + 5) / 15 × 10 = 4.59
      });
      // Prescott Valley, AZ has a Zillow rent but no ZHVI: its rent and growth, and no yield or score.
      expect(rowOf(rows, 'metro:845160')).toMatchObject({
        averageRent: 1838.99,
        rentGrowth: 2.96,
        grossYield: null,
        yieldMonth: null,
        marketScore: null,
        marketScoreRank: null,
      });
    });

    it('gives a ZIP its own rent, rent growth and HUD rent, and no yield or score with its metro’s value', async () => {
      const { cookie } = await signUpAndIn(t.app);
      const { rows } = await heatMap(cookie);
      // 80205: ZORI 2118.808869 (Oct 2023), a year before 2025.189982; HUD 2-bedroom $2,201. Its metro has a value,
      // but a ZIP's rent over its metro's value would mix two places.
      expect(rowOf(rows, 'zip:80205')).toEqual({
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
        grossYield: null,
        yieldMonth: null,
        vacancyRate: null,
        housingUnits: null,
        lowConfidence: false,
        safetyScore: null,
        walkScore: null,
        schoolRating: null,
        marketScore: null,
        marketScoreRank: null,
        imported: [],
      });
      const zips = rows.filter((r) => r.kind === 'zip');
      expect(zips).toHaveLength(4);
      for (const zip of zips) {
        expect(zip, zip.id).toMatchObject({ grossYield: null, marketScore: null, marketScoreRank: null });
      }
    });

    it('flags a neighbourhood of few housing units as low-confidence and leaves it out of the ranking', async () => {
      const { cookie } = await signUpAndIn(t.app);
      const { rows } = await heatMap(cookie);
      // DIA (the airport; ACS 2015-2019): 678 housing units, none vacant, median gross rent $1,517, median value
      // $203,500. Its figures are its own, but rest on few answers.
      expect(rowOf(rows, 'nbhd:DIA')).toMatchObject({
        kind: 'neighbourhood',
        averageRent: 1517,
        grossYield: 8.95, // 12 × 1517 / 203500
        vacancyRate: 0,
        housingUnits: 678,
        lowConfidence: true,
        marketScore: 10, // the mean of (8.95 - 3) / 6 × 10 = 9.92 and vacancy 0% (capped at 10)
        marketScoreRank: null,
      });
      // Chaffee Park: median gross rent $1,244, median value $290,100, 100 of 1,763 units vacant.
      expect(rowOf(rows, 'nbhd:Chaffee Park')).toMatchObject({
        averageRent: 1244,
        grossYield: 5.15,
        vacancyRate: 5.7,
        housingUnits: 1763,
        lowConfidence: false,
        marketScore: 5.4, // the mean of yield 3.58 and vacancy (15 - 5.7) / 13 × 10 = 7.15
      });
      // The highest score is DIA's, but the ranking skips it: Chaffee Park 5.4, Sunnyside 3.7 (yield 2.72 scores 0,
      // vacancy 5.4% scores 7.38), Laramie 3.3, Denver 1.8.
      const ranked = rows
        .filter((r) => r.marketScoreRank !== null)
        .sort((a, b) => (a.marketScoreRank as number) - (b.marketScoreRank as number))
        .map((r) => [r.id, r.marketScore]);
      expect(ranked).toEqual([
        ['nbhd:Chaffee Park', 5.4],
        ['nbhd:Sunnyside', 3.7],
        ['metro:394771', 3.3],
        ['metro:394530', 1.8],
      ]);
    });

    it('filters by city and state, and keeps the national rank', async () => {
      const { cookie } = await signUpAndIn(t.app);
      const denver = await heatMap(cookie, '?city=denver&state=CO');
      expect(denver.rows.map((r) => [r.id, r.marketScoreRank])).toEqual([
        ['metro:394530', 4],
        ['zip:80202', null],
        ['zip:80205', null],
        ['nbhd:Chaffee Park', 1],
        ['nbhd:DIA', null],
        ['nbhd:Sunnyside', 2],
      ]);
      expect((await heatMap(cookie, '?city=Nowhere')).rows).toEqual([]);
      expect((await send(t.app, 'GET', '/api/market/heatmap?state=Colorado', { cookie })).statusCode).toBe(
        400,
      );
    });
  });

  describe('POST /api/market/neighbourhood-data', () => {
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
      // A ZIP's own walk score is shown as the user's, but it makes no market score without a yield of the ZIP.
      expect(rowOf(mine, 'zip:80205')).toMatchObject({
        walkScore: 9.1,
        imported: ['walkScore'],
        marketScore: null,
        marketScoreRank: null,
      });
      // The user's values count in their own ranking: Chaffee Park (3.58 + 7.15 + 7) / 3 = 5.91, Sunnyside
      // (0 + 7.38 + 8) / 3 = 5.13.
      expect(rowOf(mine, 'nbhd:Sunnyside')).toMatchObject({
        schoolRating: 8,
        imported: ['schoolRating'],
        marketScore: 5.1,
        marketScoreRank: 2,
      });
      expect(rowOf(mine, 'nbhd:Chaffee Park')).toMatchObject({ marketScore: 5.9, marketScoreRank: 1 });
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
      expect(header.json().message).toBe(
        'The first row must be the header zip_or_neighbourhood,metric,value.',
      );
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
        (await send(t.app, 'POST', '/api/market/neighbourhood-data', { cookie, body: { csv: 5 } }))
          .statusCode,
      ).toBe(400);
      expect((await heatMap(cookie)).rows.every((r) => r.imported.length === 0)).toBe(true);
      expect((await send(t.app, 'GET', '/api/market/heatmap')).statusCode).toBe(401);
    });
  });
});
