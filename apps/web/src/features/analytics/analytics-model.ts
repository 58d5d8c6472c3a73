import type { TAnalyticsSummary, TMarketRecord } from '@rentfolio/contracts';

/**
 * The pure rules of Advanced Analytics and the dashboard's Market Trends card: the cash-flow bands and their
 * counters, the cash-flow chart's height, the cap-rate card's caption, the user's most common cities, the goal
 * bars' tones and the market chart's ranges. Nothing here formats text or draws.
 */

export const CASH_FLOW_BANDS = ['excellent', 'good', 'moderate', 'breakEven', 'negative'] as const;
export type TCashFlowBand = (typeof CASH_FLOW_BANDS)[number];

/** Excellent above $500 a month, Good above $200 up to $500, Moderate above $0 up to $200, Break even at $0, else Negative. */
export function cashFlowBand(monthlyCashFlow: number): TCashFlowBand {
  if (monthlyCashFlow > 500) return 'excellent';
  if (monthlyCashFlow > 200) return 'good';
  if (monthlyCashFlow > 0) return 'moderate';
  if (monthlyCashFlow === 0) return 'breakEven';
  return 'negative';
}

/** How many properties fall in each band. */
export function countCashFlowBands(amounts: readonly number[]): Record<TCashFlowBand, number> {
  const counts: Record<TCashFlowBand, number> = {
    excellent: 0,
    good: 0,
    moderate: 0,
    breakEven: 0,
    negative: 0,
  };
  for (const amount of amounts) counts[cashFlowBand(amount)] += 1;
  return counts;
}

/** 'Strong Performers' are the excellent and good properties; 'Need Attention' the negative ones. */
export function performerCounts(amounts: readonly number[]): { strong: number; attention: number } {
  const counts = countCashFlowBands(amounts);
  return { strong: counts.excellent + counts.good, attention: counts.negative };
}

export const CASH_FLOW_CHART_MIN_HEIGHT = 200;
export const CASH_FLOW_CHART_ROW_HEIGHT = 25;

/** The cash-flow chart (a bar per property) is at least 200 px high, or 25 px per property when that is more. */
export function cashFlowChartHeight(propertyCount: number): number {
  return Math.max(CASH_FLOW_CHART_MIN_HEIGHT, CASH_FLOW_CHART_ROW_HEIGHT * Math.max(0, propertyCount));
}

export type TCapRateCaption = 'aboveMarket' | 'belowMarket' | 'atMarket' | 'noEstimate';

/**
 * The Average Cap Rate card's caption: 'Above market average' only when the server says so (isAboveMarket), below or
 * at by comparing the two figures, and 'No market estimate' when none of the user's cities is in the data.
 */
export function capRateCaption(
  summary: Pick<TAnalyticsSummary, 'averageCapRate' | 'marketCapRateEstimate' | 'isAboveMarket'> | null,
): TCapRateCaption {
  if (!summary || summary.marketCapRateEstimate === null || summary.isAboveMarket === null)
    return 'noEstimate';
  if (summary.isAboveMarket) return 'aboveMarket';
  return summary.averageCapRate < summary.marketCapRateEstimate ? 'belowMarket' : 'atMarket';
}

export type TCity = { city: string; state: string };

/**
 * The user's most common cities (at most `limit`), by how many properties each has; a tie keeps the order in which
 * the cities first appear. Cities are compared ignoring case and spaces around them.
 */
export function mostCommonCities(
  properties: readonly { city: string; state: string | null }[],
  limit = 3,
): TCity[] {
  const found = new Map<string, { place: TCity; count: number; order: number }>();
  for (const property of properties) {
    const city = property.city.trim();
    const state = (property.state ?? '').trim().toUpperCase();
    if (!city || !state) continue;
    const key = `${city.toLowerCase()}|${state}`;
    const entry = found.get(key);
    if (entry) entry.count += 1;
    else found.set(key, { place: { city, state }, count: 1, order: found.size });
  }
  return [...found.values()]
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .slice(0, limit)
    .map((entry) => entry.place);
}

export type TGoalTone = 'reached' | 'close' | 'far';

/** A goal bar's colour: green from 100%, amber from 75%, else red. */
export function goalBarTone(progress: number): TGoalTone {
  if (progress >= 100) return 'reached';
  if (progress >= 75) return 'close';
  return 'far';
}

/** 'YYYY-MM' moved `count` months back. */
export function monthsBefore(month: string, count: number): string {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const index = year * 12 + (monthNumber - 1) - count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const hasFigure = (record: TMarketRecord) => record.medianPrice !== null || record.averageRent !== null;

/**
 * The records of the last `months` months up to the newest month with a home value or a rent (the dashboard's
 * 12M / 6M / 3M, and the analytics chart's 5 years = 60 months). Records come oldest first.
 */
export function lastMonths(records: readonly TMarketRecord[], months: number): TMarketRecord[] {
  const latest = [...records].reverse().find(hasFigure);
  if (!latest) return [];
  const from = monthsBefore(latest.month, months - 1);
  return records.filter((record) => record.month >= from && record.month <= latest.month);
}

/** The newest record with a home value or a rent. */
export function latestRecord(records: readonly TMarketRecord[]): TMarketRecord | null {
  return [...records].reverse().find(hasFigure) ?? null;
}

/** The file name of a downloaded chart: the chart's name and the local date, e.g. "cash-flow-2026-05-01.png". */
export function chartFileName(slug: string, now: Date = new Date()): string {
  const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return `rentfolio-${slug}-${day}.png`;
}

/** The server's e-mail messages (EMAIL_MESSAGES) by their translation key; another message is shown as it is. */
export function emailMessageKey(
  message: string,
  known: Record<'notConfigured' | 'notYetAvailable', string>,
): 'notConfigured' | 'notYetAvailable' | null {
  if (message === known.notConfigured) return 'notConfigured';
  if (message === known.notYetAvailable) return 'notYetAvailable';
  return null;
}

/** The newest month that has `field` (home value or rent), with its figure. */
export function latestFigure(
  records: readonly TMarketRecord[],
  field: 'medianPrice' | 'averageRent',
): { month: string; value: number } | null {
  for (let index = records.length - 1; index >= 0; index -= 1) {
    const value = records[index]?.[field];
    if (typeof value === 'number') return { month: records[index]?.month ?? '', value };
  }
  return null;
}
