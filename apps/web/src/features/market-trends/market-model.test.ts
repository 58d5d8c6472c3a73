import type { TMarketRecord } from '@rentfolio/contracts';
import { describe, expect, it } from 'vitest';
import { formatUrlState, parseUrlState } from '@/lib/use-url-state';
import {
  analyseMarket,
  findMissingSeries,
  latestOf,
  marketFacts,
  paceTier,
  percentChange,
  placeFromTyped,
  placeOfUrlState,
  pointsChange,
  priceToRent,
  priceToRentTier,
  recordsInRange,
  samePlace,
  searchFromPlace,
  selectionTier,
  toPlaceUrlState,
  yieldTier,
  ZMarketPlaceUrlState,
} from './market-model';

/** The place an address asks for, read as the page reads it, through the schema (lib/use-url-state.ts). */
const placeFromSearch = (search: string) => placeOfUrlState(parseUrlState(ZMarketPlaceUrlState, search));

function record(month: string, figures: Partial<TMarketRecord> = {}): TMarketRecord {
  return {
    month,
    medianPrice: null,
    averageRent: null,
    avgPricePerSqFt: null,
    rentalYield: null,
    inventory: null,
    daysOnMarket: null,
    ...figures,
  };
}

describe('the rules of the analysis', () => {
  it('rates the rental yield: above 6% excellent, above 5% strong, otherwise modest', () => {
    expect(yieldTier(6.01)).toBe('excellent');
    expect(yieldTier(6)).toBe('strong');
    expect(yieldTier(5.01)).toBe('strong');
    expect(yieldTier(5)).toBe('modest');
    expect(yieldTier(3.93)).toBe('modest');
  });

  it('calls a market fast-moving below 30 days on market, otherwise steady', () => {
    expect(paceTier(29.9)).toBe('fast');
    expect(paceTier(30)).toBe('steady');
    expect(paceTier(64)).toBe('steady');
  });

  it('sees a good selection above 1,000 listings, otherwise a limited one', () => {
    expect(selectionTier(1001)).toBe('good');
    expect(selectionTier(1000)).toBe('limited');
    expect(selectionTier(0)).toBe('limited');
  });

  it('reads the price-to-rent ratio: below 15 buy, 15 to 20 balanced, above 20 rent', () => {
    expect(priceToRentTier(14.9)).toBe('buy');
    expect(priceToRentTier(15)).toBe('balanced');
    expect(priceToRentTier(20)).toBe('balanced');
    expect(priceToRentTier(20.1)).toBe('rent');
  });

  it('works out the price-to-rent ratio as value / (12 × rent), to 1 decimal', () => {
    // 578,486.95 / (12 × 1,894.09) = 578,486.95 / 22,729.08 = 25.451… → 25.5
    expect(priceToRent(578486.95, 1894.09)).toBe(25.5);
    // 300,000 / (12 × 1,800) = 300,000 / 21,600 = 13.888… → 13.9
    expect(priceToRent(300000, 1800)).toBe(13.9);
    expect(priceToRent(300000, 0)).toBeNull();
  });
});

describe('the latest figures', () => {
  // Denver's last months as the API answers them: the value series ends in January, the others go on.
  const records = [
    record('2024-12', {
      medianPrice: 578401.62,
      averageRent: 1900.07,
      rentalYield: 3.94,
      inventory: 11252,
      daysOnMarket: 57,
    }),
    record('2025-01', {
      medianPrice: 578486.95,
      averageRent: 1894.09,
      rentalYield: 3.93,
      inventory: 9983,
      daysOnMarket: 61,
    }),
    record('2025-02', { averageRent: 1898.19, inventory: 9643, daysOnMarket: 59 }),
  ];

  it('takes each series at its own newest month, with the month before', () => {
    expect(latestOf(records, 'medianPrice')).toEqual({
      month: '2025-01',
      value: 578486.95,
      previous: 578401.62,
      previousMonth: '2024-12',
    });
    expect(latestOf(records, 'averageRent')?.month).toBe('2025-02');
    expect(latestOf(records, 'inventory')?.value).toBe(9643);
    expect(latestOf([record('2025-01')], 'inventory')).toBeNull();
  });

  it('gives the change in percent for value and rent, in percentage points for the yield', () => {
    // (1,898.19 - 1,894.09) / 1,894.09 × 100 = 4.10 / 1,894.09 × 100 = 0.21646…%
    expect(percentChange(latestOf(records, 'averageRent'))).toBeCloseTo(0.21646, 4);
    // 3.93 - 3.94 = -0.01 points
    expect(pointsChange(latestOf(records, 'rentalYield'))).toBe(-0.01);
    // No month before: no change.
    expect(percentChange(latestOf([records[2] as TMarketRecord], 'averageRent'))).toBeNull();
  });

  it('writes the analysis and the recommendations from them, each citing its figure', () => {
    const analysis = analyseMarket(marketFacts(records));
    expect(analysis.analysis).toEqual([
      {
        kind: 'yield',
        tier: 'modest',
        yieldPercent: 3.93,
        rent: 1894.09,
        value: 578486.95,
        month: '2025-01',
      },
      { kind: 'pace', tier: 'steady', days: 59, month: '2025-02' },
      { kind: 'selection', tier: 'good', listings: 9643, month: '2025-02' },
      { kind: 'priceToRent', tier: 'rent', ratio: 25.5, value: 578486.95, rent: 1894.09, month: '2025-01' },
    ]);
    // The recommendations lead with the price-to-rent ratio.
    expect(analysis.recommendations.map((sentence) => sentence.kind)).toEqual([
      'priceToRent',
      'yield',
      'pace',
      'selection',
    ]);
  });

  it('finds a cheap, fast market with little for sale', () => {
    // Yield 12 × 1,800 / 300,000 × 100 = 7.2% (excellent); ratio 13.9 (buy); 21 days (fast); 850 listings (limited).
    const analysis = analyseMarket(
      marketFacts([
        record('2025-11', {
          medianPrice: 300000,
          averageRent: 1800,
          rentalYield: 7.2,
          inventory: 850,
          daysOnMarket: 21,
        }),
      ]),
    );
    expect(analysis.analysis.map((sentence) => `${sentence.kind}-${sentence.tier}`)).toEqual([
      'yield-excellent',
      'pace-fast',
      'selection-limited',
      'priceToRent-buy',
    ]);
  });

  it('says nothing for a place without figures', () => {
    expect(analyseMarket(marketFacts([]))).toEqual({ analysis: [], recommendations: [] });
  });
});

describe('the chart range', () => {
  // Values from 2019-01, rents to 2025-11 (values end 2025-01): 83 months with a figure, after 12 empty ones.
  const months: TMarketRecord[] = [];
  for (let year = 2018; year <= 2025; year += 1) {
    for (let month = 1; month <= 12; month += 1) {
      const key = `${year}-${String(month).padStart(2, '0')}`;
      if (key > '2025-11') break;
      months.push(
        record(key, {
          medianPrice: year >= 2019 && key <= '2025-01' ? 400000 : null,
          averageRent: year >= 2019 ? 2000 : null,
        }),
      );
    }
  }
  months.push(record('2025-12'));

  it('ends at the newest month with a value or a rent, and counts back 12, 36 or 60 months', () => {
    expect(recordsInRange(months, '1Y').map((r) => r.month)).toEqual([
      '2024-12',
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
    ]);
    expect(recordsInRange(months, '3Y')[0]?.month).toBe('2022-12');
    expect(recordsInRange(months, '5Y')).toHaveLength(60);
    // Max: from 2019-01 to 2025-11, 6 × 12 + 11 = 83 months.
    expect(recordsInRange(months, 'Max')).toHaveLength(83);
    expect(recordsInRange([record('2025-01')], 'Max')).toEqual([]);
  });
});

describe('the address', () => {
  it('reads ?city=&state= (the state in capitals), and nothing without both', () => {
    expect(placeFromSearch('?city=Austin&state=tx')).toEqual({ city: 'Austin', state: 'TX' });
    expect(placeFromSearch('city=Fort+Worth&state=TX')).toEqual({ city: 'Fort Worth', state: 'TX' });
    expect(placeFromSearch('?city=Austin')).toBeNull();
    expect(placeFromSearch('')).toBeNull();
  });

  it('reads a ZIP code, alone or with its city, and writes it back', () => {
    const zip = { city: 'Denver', state: 'CO', zipCode: '80205' };
    expect(placeFromSearch('?city=Denver&state=co&zipCode=80205')).toEqual(zip);
    expect(placeFromSearch('?zipCode=80205')).toEqual({ city: '', state: '', zipCode: '80205' });
    expect(placeFromSearch('?zipCode=8020')).toBeNull();
    expect(searchFromPlace(zip)).toBe('city=Denver&state=CO&zipCode=80205');
    expect(searchFromPlace({ city: '', state: '', zipCode: '80205' })).toBe('zipCode=80205');
    expect(searchFromPlace({ city: 'Fort Worth', state: 'TX' })).toBe('city=Fort+Worth&state=TX');
  });

  it('trims what it reads, ignores unknown parameters, and reads back what it writes', () => {
    expect(placeFromSearch('?city=%20Austin%20&state=%20tx&zoom=3')).toEqual({ city: 'Austin', state: 'TX' });
    expect(placeFromSearch('?state=TX')).toBeNull();
    expect(placeFromSearch('?zipCode=802051')).toBeNull();
    const place = { city: 'Fort Worth', state: 'TX' };
    expect(placeFromSearch(searchFromPlace(place))).toEqual(place);
  });

  it('writes the address as it asks the server: the same parameters, names and order', () => {
    const places = [
      { city: 'Fort Worth', state: 'TX' },
      { city: 'Denver', state: 'CO', zipCode: '80205' },
      { city: '', state: '', zipCode: '80205' },
    ];
    for (const place of places) {
      expect(formatUrlState(ZMarketPlaceUrlState, toPlaceUrlState(place))).toBe(searchFromPlace(place));
    }
    expect(formatUrlState(ZMarketPlaceUrlState, toPlaceUrlState({ city: 'Denver', state: 'CO' }))).toBe(
      'city=Denver&state=CO',
    );
  });

  it('tells a ZIP code from its city, and takes five typed digits as a ZIP code', () => {
    const denver = { city: 'Denver', state: 'CO' };
    expect(samePlace(denver, { city: 'denver', state: 'co' })).toBe(true);
    expect(samePlace(denver, { ...denver, zipCode: '80205' })).toBe(false);
    expect(samePlace({ ...denver, zipCode: '80205' }, { city: '', state: '', zipCode: '80205' })).toBe(true);
    expect(placeFromTyped('80205', 'TX')).toEqual({ city: '', state: '', zipCode: '80205' });
    expect(placeFromTyped('Marfa', 'TX')).toEqual({ city: 'Marfa', state: 'TX' });
  });
});

describe('a series missing from the months shown', () => {
  // Denver: the home value ends in January 2025, the rent goes on to November 2025.
  const all = [
    record('2024-12', { medianPrice: 578401.62, averageRent: 1900.07 }),
    record('2025-01', { medianPrice: 578486.95, averageRent: 1894.09 }),
    ...['2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11'].map((month) =>
      record(month, { averageRent: 1890 }),
    ),
  ];
  const sixMonths = all.slice(-6);

  it('says the value series ended, and when', () => {
    expect(findMissingSeries(all, sixMonths, 'medianPrice')).toEqual({ kind: 'ended', month: '2025-01' });
    expect(findMissingSeries(all, sixMonths, 'averageRent')).toBeNull();
    expect(findMissingSeries(all, all, 'medianPrice')).toBeNull();
  });

  it('says a ZIP code has no value, and a place without a series has none', () => {
    const zip = all.map((r) => ({ ...r, medianPrice: null }));
    expect(findMissingSeries(zip, zip, 'medianPrice', true)).toEqual({ kind: 'notForZip' });
    expect(findMissingSeries(zip, zip, 'medianPrice')).toEqual({ kind: 'none' });
  });
});
