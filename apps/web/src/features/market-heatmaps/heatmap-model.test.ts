import type { THeatMapMetric, THeatMapRow } from '@rentfolio/contracts';
import { describe, expect, it } from 'vitest';
import { formatUrlState, parseUrlState } from '@/lib/use-url-state';
import {
  averageOf,
  citiesOf,
  cityOfUrlState,
  colourBand,
  estimateCapRate,
  filterRows,
  heatMapAverages,
  matchCities,
  parseExpenseRatio,
  readImportRowMessage,
  sortRows,
  type THeatMapCity,
  toCityUrlState,
  ZHeatMapUrlState,
} from './heatmap-model';

/** The screen's address written and read as the page does, through the schema (lib/use-url-state.ts). */
const toHeatMapSearch = (city: THeatMapCity | null, metric: THeatMapMetric) =>
  formatUrlState(ZHeatMapUrlState, { ...toCityUrlState(city), metric });
function fromHeatMapSearch(search: string) {
  const state = parseUrlState(ZHeatMapUrlState, search);
  return { city: cityOfUrlState(state), metric: state.metric };
}

function row(overrides: Partial<THeatMapRow> & { name: string }): THeatMapRow {
  return {
    id: `zip:${overrides.name}`,
    kind: 'zip',
    city: 'Denver',
    state: 'CO',
    metroName: 'Denver, CO',
    lat: 39.7,
    lng: -105,
    averageRent: null,
    rentMonth: null,
    rentGrowth: null,
    fairMarketRent2br: null,
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
    ...overrides,
  };
}

describe('colourBand', () => {
  it('is high from the high threshold, moderate from the moderate one, else low (market score 8.5 / 7)', () => {
    expect(colourBand('marketScore', 8.5)).toBe('high');
    expect(colourBand('marketScore', 9.9)).toBe('high');
    expect(colourBand('marketScore', 8.49)).toBe('moderate');
    expect(colourBand('marketScore', 7)).toBe('moderate');
    expect(colourBand('marketScore', 6.99)).toBe('low');
    expect(colourBand('marketScore', 0)).toBe('low');
  });

  it('uses each metric’s own thresholds', () => {
    // Cap rate 8 / 6, rent growth 12 / 8, average rent 8 / 5, the imported scores 8.5 / 7.
    expect(colourBand('capRate', 8)).toBe('high');
    expect(colourBand('capRate', 6)).toBe('moderate');
    expect(colourBand('capRate', 5.99)).toBe('low');
    expect(colourBand('rentGrowth', 12)).toBe('high');
    expect(colourBand('rentGrowth', 8)).toBe('moderate');
    expect(colourBand('rentGrowth', -1.5)).toBe('low');
    // A rent is a price, not a rating: no good-or-bad colour, whatever its size.
    expect(colourBand('averageRent', 2400)).toBe('neutral');
    expect(colourBand('averageRent', 5)).toBe('neutral');
    expect(colourBand('averageRent', null)).toBe('none');
    expect(colourBand('safetyScore', 7.5)).toBe('moderate');
    expect(colourBand('walkScore', 9)).toBe('high');
    expect(colourBand('schoolRating', 3)).toBe('low');
  });

  it('is neutral without a value', () => {
    expect(colourBand('safetyScore', null)).toBe('none');
    expect(colourBand('capRate', Number.NaN)).toBe('none');
  });
});

describe('estimateCapRate', () => {
  it('is gross yield × (1 − expense ratio), to 2 decimals', () => {
    // 4.4% × (1 − 0.40) = 2.64%; 5.47% × 0.6 = 3.282 → 3.28%; 7.33% × (1 − 0.25) = 5.4975 → 5.5%.
    expect(estimateCapRate(4.4, 40)).toBe(2.64);
    expect(estimateCapRate(5.47, 40)).toBe(3.28);
    expect(estimateCapRate(7.33, 25)).toBe(5.5);
    expect(estimateCapRate(6, 0)).toBe(6);
    expect(estimateCapRate(6, 90)).toBe(0.6);
  });

  it('is null without a gross yield', () => {
    expect(estimateCapRate(null, 40)).toBeNull();
  });
});

describe('averages', () => {
  it('leave nulls out and say how many rows had a value', () => {
    // (2000 + 1500 + 1000) / 3 = 1500; the null is not a zero.
    expect(averageOf([2000, null, 1500, 1000])).toEqual({ value: 1500, count: 3 });
    expect(averageOf([null, null])).toEqual({ value: null, count: 0 });
    expect(averageOf([])).toEqual({ value: null, count: 0 });
  });

  it('are the four of the filtered places, the cap rate from each row’s estimate', () => {
    const rows = [
      row({ name: '1', averageRent: 2000, rentGrowth: 4, grossYield: 5, marketScore: 6 }),
      row({ name: '2', averageRent: 1000, rentGrowth: null, grossYield: 7, marketScore: null }),
      row({ name: '3', averageRent: null, rentGrowth: -1, grossYield: null, marketScore: 8.1 }),
    ];
    // Rent (2000 + 1000) / 2 = 1500; growth (4 − 1) / 2 = 1.5; cap rate (3 + 4.2) / 2 = 3.6; score (6 + 8.1) / 2 = 7.05.
    expect(heatMapAverages(rows, 40)).toEqual({
      averageRent: { value: 1500, count: 2 },
      rentGrowth: { value: 1.5, count: 2 },
      capRate: { value: 3.6, count: 2 },
      marketScore: { value: 7.05, count: 2 },
    });
  });

  it('leave low-confidence places out', () => {
    const rows = [
      row({ name: 'Five Points', averageRent: 1303, grossYield: 3.38, marketScore: 4.4 }),
      row({ name: 'DIA', averageRent: 1517, grossYield: 8.95, marketScore: 10, lowConfidence: true }),
    ];
    // DIA's 10.0 rests on 678 housing units: the averages are Five Points' alone.
    expect(heatMapAverages(rows, 40)).toEqual({
      averageRent: { value: 1303, count: 1 },
      rentGrowth: { value: null, count: 0 },
      capRate: { value: 2.03, count: 1 },
      marketScore: { value: 4.4, count: 1 },
    });
  });
});

describe('sortRows', () => {
  const rows = [
    row({ name: '80001', marketScore: 5, grossYield: 4, safetyScore: null }),
    row({ name: '80002', marketScore: null, grossYield: 6, safetyScore: 7 }),
    row({ name: '80003', marketScore: 9.2, grossYield: null, safetyScore: null }),
    row({ name: '80004', marketScore: 5, grossYield: 5, safetyScore: 9 }),
  ];

  it('puts the highest first and the rows without a value last', () => {
    expect(sortRows(rows, 'marketScore', 40).map((r) => r.name)).toEqual([
      '80003',
      '80001',
      '80004',
      '80002',
    ]);
    expect(sortRows(rows, 'safetyScore', 40).map((r) => r.name)).toEqual([
      '80004',
      '80002',
      '80001',
      '80003',
    ]);
  });

  it('ranks low-confidence places after every ranked one, before the rows without a value', () => {
    const places = [
      row({ name: 'Denver, CO', kind: 'metro', marketScore: 1.8, averageRent: 1890 }),
      row({ name: 'DIA', kind: 'neighbourhood', marketScore: 10, averageRent: 1517, lowConfidence: true }),
      row({ name: 'Chaffee Park', kind: 'neighbourhood', marketScore: 5.4, averageRent: 1244 }),
      row({ name: '80205', kind: 'zip', marketScore: null, averageRent: 2119 }),
    ];
    // The airport's 10.0 is the highest score, but it is not ranked: after the ranked places, still before a ZIP,
    // which has no score at all.
    expect(sortRows(places, 'marketScore', 40).map((r) => r.name)).toEqual([
      'Chaffee Park',
      'Denver, CO',
      'DIA',
      '80205',
    ]);
    // The same for any metric: a ZIP's own rent ranks, the airport's does not.
    expect(sortRows(places, 'averageRent', 40).map((r) => r.name)).toEqual([
      '80205',
      'Denver, CO',
      'Chaffee Park',
      'DIA',
    ]);
  });

  it('sorts the cap rate by its estimate, and leaves the input as it was', () => {
    expect(sortRows(rows, 'capRate', 40).map((r) => r.name)).toEqual(['80002', '80004', '80001', '80003']);
    expect(rows.map((r) => r.name)).toEqual(['80001', '80002', '80003', '80004']);
  });
});

describe('the city filter', () => {
  const rows = [
    row({ name: '80205' }),
    row({ name: 'Five Points', kind: 'neighbourhood' }),
    row({ name: '28037', city: 'Denver', state: 'NC' }),
    row({ name: '78701', city: 'Austin', state: 'TX' }),
    row({ name: '00000', city: '', state: '' }),
  ];

  it('keeps the rows of the city in its state only', () => {
    expect(filterRows(rows, { city: 'denver', state: 'CO' }).map((r) => r.name)).toEqual([
      '80205',
      'Five Points',
    ]);
    expect(filterRows(rows, null)).toHaveLength(5);
  });

  it('lists each city once with its count, and finds cities by their start first', () => {
    const cities = citiesOf(rows);
    expect(cities).toEqual([
      { city: 'Austin', state: 'TX', count: 1 },
      { city: 'Denver', state: 'CO', count: 2 },
      { city: 'Denver', state: 'NC', count: 1 },
    ]);
    expect(matchCities(cities, 'den').map((c) => c.state)).toEqual(['CO', 'NC']);
    expect(matchCities(cities, ', tx').map((c) => c.city)).toEqual(['Austin']);
    expect(matchCities(cities, '  ')).toEqual([]);
  });
});

describe('the address', () => {
  it('keeps the city, its state and a metric other than the default', () => {
    expect(toHeatMapSearch({ city: 'Denver', state: 'CO' }, 'rentGrowth')).toBe(
      'city=Denver&state=CO&metric=rentGrowth',
    );
    expect(toHeatMapSearch(null, 'marketScore')).toBe('');
    expect(fromHeatMapSearch('?city=Aurora&state=co&metric=capRate')).toEqual({
      city: { city: 'Aurora', state: 'CO' },
      metric: 'capRate',
    });
    // A quick pick without its state; an unknown metric is the default.
    expect(fromHeatMapSearch('city=phoenix&metric=price')).toEqual({
      city: { city: 'Phoenix', state: 'AZ' },
      metric: 'marketScore',
    });
    expect(fromHeatMapSearch('city=Springfield').city).toBeNull();
  });

  it('ignores a state that is not two letters (a quick pick still reads), a state alone, and unknown parameters', () => {
    expect(fromHeatMapSearch('city=Austin&state=Texas')).toEqual({
      city: { city: 'Austin', state: 'TX' },
      metric: 'marketScore',
    });
    expect(fromHeatMapSearch('city=Aurora&state=C0').city).toBeNull();
    expect(fromHeatMapSearch('state=CO&metric=rentGrowth')).toEqual({ city: null, metric: 'rentGrowth' });
    expect(fromHeatMapSearch('?zoom=4&city=%20Aurora%20&state=%20co%20')).toEqual({
      city: { city: 'Aurora', state: 'CO' },
      metric: 'marketScore',
    });
  });

  it('writes what it reads: a city, its state and a metric come back as they went', () => {
    const written = toHeatMapSearch({ city: 'Fort Worth', state: 'TX' }, 'capRate');
    expect(written).toBe('city=Fort+Worth&state=TX&metric=capRate');
    expect(fromHeatMapSearch(written)).toEqual({
      city: { city: 'Fort Worth', state: 'TX' },
      metric: 'capRate',
    });
    expect(toHeatMapSearch(null, 'walkScore')).toBe('metric=walkScore');
  });
});

describe('parseExpenseRatio', () => {
  it('takes 0 to 90, with a comma or a percent sign', () => {
    expect(parseExpenseRatio('40')).toEqual({ success: true, value: 40 });
    expect(parseExpenseRatio('0')).toEqual({ success: true, value: 0 });
    expect(parseExpenseRatio(' 90 % ')).toEqual({ success: true, value: 90 });
    expect(parseExpenseRatio('37,5')).toEqual({ success: true, value: 37.5 });
  });

  it('refuses empty text, other numbers and words', () => {
    expect(parseExpenseRatio('')).toEqual({ success: false, reason: 'empty' });
    expect(parseExpenseRatio('90.1')).toEqual({ success: false, reason: 'range' });
    expect(parseExpenseRatio('-1')).toEqual({ success: false, reason: 'range' });
    expect(parseExpenseRatio('abc')).toEqual({ success: false, reason: 'range' });
  });
});

describe('readImportRowMessage', () => {
  it('reads back the server’s row messages', () => {
    expect(
      readImportRowMessage({
        row: 3,
        message: 'Row 3: "Atlantis" is not a ZIP code or Denver neighbourhood of the heat map.',
      }),
    ).toEqual({ kind: 'unknownPlace', row: 3, place: 'Atlantis' });
    expect(
      readImportRowMessage({
        row: 2,
        message: 'Row 2: the metric must be safety_score, walk_score or school_rating.',
      }),
    ).toEqual({ kind: 'badMetric', row: 2 });
    expect(
      readImportRowMessage({ row: 4, message: 'Row 4: the value must be a number from 0 to 10.' }),
    ).toEqual({
      kind: 'badValue',
      row: 4,
    });
    expect(readImportRowMessage({ row: 5, message: 'Something else.' })).toEqual({
      kind: 'other',
      row: 5,
      message: 'Something else.',
    });
  });
});
