import type { TMarketRecord } from '@rentfolio/contracts';
import { EMAIL_MESSAGES } from '@rentfolio/contracts';
import { describe, expect, it } from 'vitest';
import {
  capRateCaption,
  cashFlowBand,
  cashFlowChartHeight,
  chartFileName,
  countCashFlowBands,
  emailMessageKey,
  goalBarTone,
  lastMonths,
  latestRecord,
  monthsBefore,
  mostCommonCities,
  performerCounts,
} from './analytics-model';

describe('cashFlowBand', () => {
  it.each([
    [1200, 'excellent'],
    [500.01, 'excellent'],
    [500, 'good'],
    [200.01, 'good'],
    [200, 'moderate'],
    [0.01, 'moderate'],
    [0, 'breakEven'],
    [-0.01, 'negative'],
    [-372.8, 'negative'],
  ] as const)('puts $%s a month in %s', (amount, band) => {
    expect(cashFlowBand(amount)).toBe(band);
  });
});

describe('counters', () => {
  // 1,458.33 and 600 are excellent, 350 and 200.5 good, 150 moderate, 0 break even, -372.80 and -132.33 negative.
  const amounts = [1458.33, 600, 350, 200.5, 150, 0, -372.8, -132.33];

  it('counts each band', () => {
    expect(countCashFlowBands(amounts)).toEqual({
      excellent: 2,
      good: 2,
      moderate: 1,
      breakEven: 1,
      negative: 2,
    });
  });

  it('counts strong performers (excellent + good = 4) and those needing attention (negative = 2)', () => {
    expect(performerCounts(amounts)).toEqual({ strong: 4, attention: 2 });
  });

  it('counts nothing for no property', () => {
    expect(performerCounts([])).toEqual({ strong: 0, attention: 0 });
  });
});

describe('cashFlowChartHeight', () => {
  it('is 200 px up to 8 properties (8 × 25 = 200)', () => {
    expect(cashFlowChartHeight(0)).toBe(200);
    expect(cashFlowChartHeight(1)).toBe(200);
    expect(cashFlowChartHeight(8)).toBe(200);
  });

  it('is 25 px per property beyond that: 9 → 225, 40 → 1,000', () => {
    expect(cashFlowChartHeight(9)).toBe(225);
    expect(cashFlowChartHeight(40)).toBe(1000);
  });
});

describe('capRateCaption', () => {
  const summary = (averageCapRate: number, estimate: number | null, isAboveMarket: boolean | null) => ({
    averageCapRate,
    marketCapRateEstimate: estimate,
    isAboveMarket,
  });

  it('says above only when the server says so', () => {
    expect(capRateCaption(summary(5.2, 2.4, true))).toBe('aboveMarket');
  });

  it('says below when the average is under the estimate', () => {
    expect(capRateCaption(summary(1.8, 2.4, false))).toBe('belowMarket');
  });

  it('says at when the two are equal', () => {
    expect(capRateCaption(summary(2.4, 2.4, false))).toBe('atMarket');
  });

  it('says there is no estimate without one, or without a summary', () => {
    expect(capRateCaption(summary(5.2, null, null))).toBe('noEstimate');
    expect(capRateCaption(null)).toBe('noEstimate');
  });
});

describe('mostCommonCities', () => {
  it('takes the 3 cities with most properties, first seen first on a tie, ignoring case', () => {
    const properties = [
      { city: 'Austin', state: 'TX' },
      { city: 'Denver', state: 'CO' },
      { city: 'denver ', state: 'co' },
      { city: 'Tampa', state: 'FL' },
      { city: 'Phoenix', state: 'AZ' },
      { city: 'Phoenix', state: 'AZ' },
      { city: 'Nowhere', state: null },
    ];
    expect(mostCommonCities(properties)).toEqual([
      { city: 'Denver', state: 'CO' },
      { city: 'Phoenix', state: 'AZ' },
      { city: 'Austin', state: 'TX' },
    ]);
  });

  it('is empty without properties', () => {
    expect(mostCommonCities([])).toEqual([]);
  });
});

describe('goalBarTone', () => {
  it.each([
    [130, 'reached'],
    [100, 'reached'],
    [99.9, 'close'],
    [75, 'close'],
    [74.9, 'far'],
    [0, 'far'],
  ] as const)('colours %s%% %s', (progress, tone) => {
    expect(goalBarTone(progress)).toBe(tone);
  });
});

const record = (month: string, medianPrice: number | null, averageRent: number | null): TMarketRecord => ({
  month,
  medianPrice,
  averageRent,
  avgPricePerSqFt: null,
  rentalYield: null,
  inventory: null,
  daysOnMarket: null,
});

describe('market ranges', () => {
  it('moves months back across years', () => {
    expect(monthsBefore('2025-03', 2)).toBe('2025-01');
    expect(monthsBefore('2025-03', 3)).toBe('2024-12');
    // 60 months end in 2025-03: they start 59 months before, in 2020-04.
    expect(monthsBefore('2025-03', 59)).toBe('2020-04');
  });

  it('keeps the last N months up to the newest month with a figure', () => {
    const records = [
      record('2024-09', 500_000, 2000),
      record('2024-10', 501_000, 2010),
      record('2024-11', 502_000, 2020),
      record('2024-12', 503_000, null),
      record('2025-01', 504_000, 2040),
      record('2025-02', null, null),
    ];
    expect(lastMonths(records, 3).map((one) => one.month)).toEqual(['2024-11', '2024-12', '2025-01']);
    expect(lastMonths(records, 12)).toHaveLength(5);
    expect(latestRecord(records)?.month).toBe('2025-01');
    expect(lastMonths([record('2025-01', null, null)], 3)).toEqual([]);
  });
});

describe('chartFileName', () => {
  it('names the chart and the local date', () => {
    expect(chartFileName('cash-flow', new Date(2026, 4, 1, 23, 30))).toBe(
      'rentfolio-cash-flow-2026-05-01.png',
    );
  });
});

describe('emailMessageKey', () => {
  it("finds the server's known messages", () => {
    expect(emailMessageKey(EMAIL_MESSAGES.notConfigured, EMAIL_MESSAGES)).toBe('notConfigured');
    expect(emailMessageKey('Something else', EMAIL_MESSAGES)).toBeNull();
  });
});
