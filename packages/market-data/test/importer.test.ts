import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildMarketDataSet, isNewerVersion, parseMonthHeader, type RawFile, valueAt } from '../src/index';
import { parseZillowWide } from '../src/zillow';

// Fixture files are rows cut, unchanged, from the public files of shared data (docs/operations.md "Market data"); the
// expected numbers below were read from those rows by hand.
const FIXTURES = join(import.meta.dirname, 'fixtures');
const fixtures = (): RawFile[] =>
  readdirSync(FIXTURES).map((name) => ({ name, text: readFileSync(join(FIXTURES, name), 'utf8') }));

describe('parseMonthHeader', () => {
  it('reads ISO month-end dates and US dates, and nothing else', () => {
    expect(parseMonthHeader('2000-01-31')).toBe('2000-01');
    expect(parseMonthHeader('1/31/2015')).toBe('2015-01');
    expect(parseMonthHeader('10/31/2023')).toBe('2023-10');
    expect(parseMonthHeader('RegionName')).toBeNull();
    expect(parseMonthHeader('2020-13-31')).toBeNull();
  });
});

describe('parseZillowWide', () => {
  it('keeps quoted names with commas, a byte-order mark, CRLF, a month missing from the header and empty cells', () => {
    const text =
      '\uFEFFRegionID,SizeRank,RegionName,RegionType,StateName,2020-01-31,2020-03-31,2020-04-30\r\n' +
      '1,5,"Springfield, IL",msa,IL,"100.5",,300\r\n' +
      '2,6,"Shelbyville, IL",msa,IL,,,7\r\n';
    const file = parseZillowWide(text, 'Metro_zori_test.csv', 100);
    expect(file.firstMonth).toBe('2020-01');
    expect(file.lastMonth).toBe('2020-04');
    expect(file.rows[0]).toMatchObject({
      regionId: 1,
      sizeRank: 5,
      regionName: 'Springfield, IL',
      state: 'IL',
    });
    // February is not a column and March is empty: both are gaps, so April stays April.
    expect(file.rows[0]?.series).toEqual({ start: '2020-01', values: [10050, null, null, 30000] });
    // A region whose data starts late starts at its first value.
    expect(file.rows[1]?.series).toEqual({ start: '2020-04', values: [700] });
  });

  it('refuses a row with another number of columns than the header, naming the row', () => {
    const text = 'RegionID,SizeRank,RegionName,RegionType,StateName,2020-01-31\n1,5,X,msa,IL,1,2\n';
    expect(() => parseZillowWide(text, 'Metro_zori_x.csv', 1)).toThrow(
      'Metro_zori_x.csv row 2 has 7 columns',
    );
  });

  it('refuses a file that is not in the wide format', () => {
    expect(() => parseZillowWide('a,b\n1,2\n', 'Metro_zori_x.csv', 1)).toThrow('no regionid column');
  });
});

describe('buildMarketDataSet on rows of the public files', () => {
  const dataset = buildMarketDataSet(fixtures());
  const denver = dataset.metros.find((m) => m.name === 'Denver, CO');

  it('reads every metro series of Denver to the cent, from its first month to its last', () => {
    expect(denver).toMatchObject({ id: 394530, city: 'Denver', state: 'CO', sizeRank: 19 });
    expect(denver?.series.zhvi?.start).toBe('2000-01');
    expect(valueAt(denver?.series.zhvi, '2000-01')).toBe(18474473); // 184744.7333048234
    expect(valueAt(denver?.series.zhvi, '2020-06')).toBe(43739624); // 437396.2388499845
    expect(valueAt(denver?.series.zhvi, '2025-01')).toBe(57848695); // 578486.9499894115
    expect(denver?.series.zhvi?.values).toHaveLength(301);
    expect(valueAt(denver?.series.zori, '2015-01')).toBe(125281); // 1252.807951421258
    expect(valueAt(denver?.series.zori, '2025-11')).toBe(188963); // 1889.6322025745355
    expect(valueAt(denver?.series.inventory, '2018-03')).toBe(8266);
    expect(valueAt(denver?.series.inventory, '2025-11')).toBe(14522);
    expect(valueAt(denver?.series.daysToPending, '2018-03')).toBe(230); // 23.0 days, in tenths
  });

  it('skips the national row and starts a metro with empty early months at its first value', () => {
    expect(dataset.metros.some((m) => m.name === 'United States')).toBe(false);
    const laramie = dataset.metros.find((m) => m.name === 'Laramie, WY');
    expect(laramie?.series.zhvi?.start).toBe('2009-03');
    expect(valueAt(laramie?.series.zhvi, '2009-03')).toBe(20163862); // 201638.62467443434
    expect(laramie?.series.zori?.start).toBe('2021-11');
  });

  it('matches the full metro names of the city and ZIP files to the metro files', () => {
    expect(denver?.fullName).toBe('Denver-Aurora-Lakewood, CO');
    const aurora = dataset.cities.find((c) => c.name === 'Aurora' && c.state === 'CO');
    expect(aurora?.metroId).toBe(394530);
    expect(valueAt(aurora?.zori, '2015-01')).toBe(109018); // 1090.1762638459525
    // "Prescott Valley-Prescott, AZ" is the metro file's "Prescott Valley, AZ".
    const prescott = dataset.cities.find((c) => c.name === 'Prescott');
    expect(dataset.metros.find((m) => m.id === prescott?.metroId)?.name).toBe('Prescott Valley, AZ');
    expect(dataset.unmatchedMetroNames).toEqual([]);
  });

  it('reads the ZIP file with its US date headers, and gives ZIPs their centroid', () => {
    const zip = dataset.zips.find((z) => z.zip === '80205');
    expect(zip).toMatchObject({
      city: 'Denver',
      state: 'CO',
      metroId: 394530,
      lat: 39.758861,
      lng: -104.964699,
    });
    expect(zip?.zori?.start).toBe('2015-02'); // January 2015 is empty in the file
    expect(valueAt(zip?.zori, '2015-02')).toBe(131619); // 1316.185657
    expect(valueAt(zip?.zori, '2023-10')).toBe(211881); // 2118.808869
  });

  it("reads HUD's dollar strings, its two-line ZIP header, and a ZIP in three HUD areas", () => {
    const rents = dataset.fairMarketRents.filter((r) => r.zip === '80205');
    expect(rents).toEqual([
      {
        zip: '80205',
        areaName: 'Denver-Aurora-Lakewood, CO MSA',
        areaCode: 'METRO19740M19740',
        rents: [165800, 183500, 220100, 287400, 322500],
      },
    ]);
    expect(dataset.fairMarketRents.filter((r) => r.zip === '00612')).toHaveLength(3);
    // A ZIP only HUD knows is still a place, in its state.
    expect(dataset.zips.find((z) => z.zip === '00612')).toMatchObject({ state: 'PR', zori: null });
  });

  it("reads Denver's neighbourhood survey and places each neighbourhood at its boundary's centre", () => {
    const chaffee = dataset.neighbourhoods.find((n) => n.name === 'Chaffee Park');
    // TTL_HOUSING_UNITS 1763, VACANT_HU 100, MED_GROSS_RENT 1244, MEDIAN_HOME_VALUE 290100
    expect(chaffee).toMatchObject({
      housingUnits: 1763,
      vacancyRate: 5.7,
      medianGrossRent: 124400,
      medianHomeValue: 29010000,
    });
    // The centre lies inside the boundary's bounding box, away from its edges.
    const geojson = JSON.parse(
      readFileSync(join(FIXTURES, 'denver_statistical_neighborhoods.geojson'), 'utf8'),
    );
    const feature = geojson.features.find(
      (f: { properties: { nbhd_name: string } }) => f.properties.nbhd_name === 'Chaffee Park',
    );
    const points: [number, number][] = feature.geometry.coordinates.flat(2);
    const lngs = points.map((p) => p[0]);
    const lats = points.map((p) => p[1]);
    const [west, east, south, north] = [
      Math.min(...lngs),
      Math.max(...lngs),
      Math.min(...lats),
      Math.max(...lats),
    ];
    expect(chaffee?.lng).toBeGreaterThan(west + (east - west) * 0.2);
    expect(chaffee?.lng).toBeLessThan(east - (east - west) * 0.2);
    expect(chaffee?.lat).toBeGreaterThan(south + (north - south) * 0.2);
    expect(chaffee?.lat).toBeLessThan(north - (north - south) * 0.2);
  });

  it("records each source's vintage and versions the set by its newest month", () => {
    expect(dataset.vintages.metroZhvi?.latest).toBe('2025-01');
    expect(dataset.vintages.metroZori?.latest).toBe('2025-11');
    expect(dataset.vintages.cityZori?.latest).toBe('2025-09');
    expect(dataset.vintages.zipZori?.latest).toBe('2023-10');
    expect(dataset.vintages.hudFmr?.latest).toBe('FY2024');
    expect(dataset.version).toMatch(/^2025-11\.[0-9a-f]{12}$/);
    expect(buildMarketDataSet(fixtures()).version).toBe(dataset.version);
  });

  it('refuses an unknown file, a kind given twice, and a set without the metro ZHVI', () => {
    expect(() => buildMarketDataSet([{ name: 'notes.csv', text: 'a\n1\n' }])).toThrow(
      'not a file the importer knows',
    );
    const zori = fixtures().find((f) => f.name.startsWith('Metro_zori'));
    if (!zori) throw new Error('fixture missing');
    expect(() => buildMarketDataSet([zori, zori])).toThrow('a second metroZori file');
    expect(() => buildMarketDataSet([zori])).toThrow('The metro ZHVI file');
  });
});

describe('isNewerVersion', () => {
  it('loads a newer month or the same month rebuilt, never an older month', () => {
    expect(isNewerVersion('2025-11.aaa', null)).toBe(true);
    expect(isNewerVersion('2025-12.aaa', '2025-11.bbb')).toBe(true);
    expect(isNewerVersion('2025-11.aaa', '2025-11.bbb')).toBe(true);
    expect(isNewerVersion('2025-11.aaa', '2025-11.aaa')).toBe(false);
    expect(isNewerVersion('2025-10.aaa', '2025-11.bbb')).toBe(false);
  });
});
