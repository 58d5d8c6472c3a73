import type { TMarketRecord } from '@rentfolio/contracts';
import { EMAIL_MESSAGES } from '@rentfolio/contracts';
import { describe, expect, it } from 'vitest';
import {
  barChartHeight,
  capRateCaption,
  cashFlowBandRule,
  chartFileName,
  emailMessageKey,
  lastMonths,
  latestRecord,
  roiBandName,
} from './analytics-model';

describe('cashFlowBandRule', () => {
  // docs/calculations.md "Cash flow bands": above $500; above $200 up to $500; above $0 up to $200; $0; below $0.
  it.each([
    ['excellent', { kind: 'above', amount: 500 }],
    ['good', { kind: 'between', from: 200, to: 500 }],
    ['moderate', { kind: 'between', from: 0, to: 200 }],
    ['breakEven', { kind: 'exactly', amount: 0 }],
    ['negative', { kind: 'below', amount: 0 }],
  ] as const)('states the %s band by its amounts', (band, rule) => {
    expect(cashFlowBandRule(band)).toEqual(rule);
  });
});

describe('roiBandName', () => {
  it('names the lowest band by its upper edge, the highest by its lower edge, the others by both', () => {
    expect(roiBandName({ from: null, to: 0 })).toEqual({ kind: 'below', to: 0 });
    expect(roiBandName({ from: 5, to: 10 })).toEqual({ kind: 'between', from: 5, to: 10 });
    expect(roiBandName({ from: 20, to: null })).toEqual({ kind: 'from', from: 20 });
  });
});

describe('barChartHeight', () => {
  it('is 200 px up to 6 bars (6 × 24 + 40 = 184)', () => {
    expect(barChartHeight(0)).toBe(200);
    expect(barChartHeight(5)).toBe(200);
    expect(barChartHeight(6)).toBe(200);
  });

  it('is 24 px a bar and 40 px of axis beyond that: 7 → 208, 20 → 520', () => {
    expect(barChartHeight(7)).toBe(208);
    expect(barChartHeight(20)).toBe(520);
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
