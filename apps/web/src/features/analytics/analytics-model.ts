import type { TAnalyticsSummary, TMarketRecord, TRoiBandCount } from '@rentfolio/contracts';
import { CASH_FLOW_BAND_FLOORS, type TCashFlowBand } from '@rentfolio/finance';
import { localIsoDate, monthsBefore } from '@/lib/dates';

/**
 * The pure rules of Advanced Analytics and the dashboard's Market Trends card: how a band is named from its edges, the
 * bar charts' height, the cap-rate card's caption, the goal bars' tones and the market chart's ranges. The figures
 * themselves are counted by the server over the whole portfolio (GET /api/analytics/distributions). Nothing here
 * formats text or draws.
 */

/**
 * The rule of a cash-flow band as its amounts in $ a month, from the one definition of the edges
 * (CASH_FLOW_BAND_FLOORS): excellent is above 500, good 200 to 500, moderate 0 to 200, break even exactly 0,
 * negative below 0.
 */
export type TCashFlowBandRule =
  | { kind: 'above'; amount: number }
  | { kind: 'between'; from: number; to: number }
  | { kind: 'exactly'; amount: number }
  | { kind: 'below'; amount: number };

export function cashFlowBandRule(band: TCashFlowBand): TCashFlowBandRule {
  const { excellent, good, moderate } = CASH_FLOW_BAND_FLOORS;
  switch (band) {
    case 'excellent':
      return { kind: 'above', amount: excellent };
    case 'good':
      return { kind: 'between', from: good, to: excellent };
    case 'moderate':
      return { kind: 'between', from: moderate, to: good };
    case 'breakEven':
      return { kind: 'exactly', amount: 0 };
    case 'negative':
      return { kind: 'below', amount: 0 };
  }
}

/** How an ROI band reads: "below 0%", "0% to 5%" (the lower edge included) or "20% or more". */
export type TRoiBandName =
  | { kind: 'below'; to: number }
  | { kind: 'between'; from: number; to: number }
  | { kind: 'from'; from: number };

export function roiBandName(band: Pick<TRoiBandCount, 'from' | 'to'>): TRoiBandName {
  if (band.from === null) return { kind: 'below', to: band.to ?? 0 };
  if (band.to === null) return { kind: 'from', from: band.from };
  return { kind: 'between', from: band.from, to: band.to };
}

export const BAR_CHART_MIN_HEIGHT = 200;
export const BAR_CHART_ROW_HEIGHT = 24;
/** Room for the value axis under the bars. */
export const BAR_CHART_AXIS_HEIGHT = 40;

/**
 * A horizontal bar chart's height: 24 px a bar plus the axis, and at least 200 px. The bars are bands or the 20 best
 * ROIs, never one per property, so no portfolio makes a chart taller than 520 px.
 */
export function barChartHeight(barCount: number): number {
  return Math.max(BAR_CHART_MIN_HEIGHT, BAR_CHART_ROW_HEIGHT * Math.max(0, barCount) + BAR_CHART_AXIS_HEIGHT);
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

/** A city the Market Trends tab asks the market data for. */
export type TCity = { city: string; state: string };

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
  return `rentfolio-${slug}-${localIsoDate(now)}.png`;
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
