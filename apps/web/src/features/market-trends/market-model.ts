import type { TMarketRecord } from '@rentfolio/contracts';
import {
  computeGrossRentMultiplier,
  computePointChange,
  computeRelativeChangeUnrounded,
} from '@rentfolio/finance';
import { z } from 'zod';

/**
 * The pure rules of the Market Trends screen: the latest figure of each series with its change against the month
 * before, the chart's ranges, and the analysis and recommendations (which rules apply, and the figures each cites).
 * Nothing here formats text: the screen turns the results into sentences with i18next and lib/format.ts.
 */

/** The five quick picks, in the product's order; Denver, CO is also the server's default place. */
export const QUICK_PICKS = [
  { city: 'Denver', state: 'CO' },
  { city: 'Austin', state: 'TX' },
  { city: 'Phoenix', state: 'AZ' },
  { city: 'Nashville', state: 'TN' },
  { city: 'Tampa', state: 'FL' },
] as const;

/** A city or metro by its city and state; a ZIP code by its code (with its city and state, when known, to show). */
export type TPlace = { city: string; state: string; zipCode?: string };

const ZIP_CODE = /^\d{5}$/;

/**
 * The place in the screen's address (lib/use-url-state.ts): ?city=&state=, or ?zipCode= with them or alone. The state
 * is read in capitals; a ZIP code that is not five digits is no ZIP code.
 */
export const ZMarketPlaceUrlState = z.object({
  city: z.string().trim().catch(''),
  state: z.string().trim().toUpperCase().catch(''),
  zipCode: z.string().trim().regex(ZIP_CODE).catch(''),
});
export type TMarketPlaceUrlState = z.output<typeof ZMarketPlaceUrlState>;

/** The place an address asks for: a ZIP code, or a city with its state; null (the server's choice) otherwise. */
export function placeOfUrlState({ city, state, zipCode }: TMarketPlaceUrlState): TPlace | null {
  if (zipCode) return { city, state, zipCode };
  return city && state ? { city, state } : null;
}

/** The address's fields of a place (a ZIP code alone leaves the city and state out). */
export function toPlaceUrlState(place: TPlace): TMarketPlaceUrlState {
  return { city: place.city, state: place.state, zipCode: place.zipCode ?? '' };
}

/**
 * A place as the query of GET /api/market-data ("city=Denver&state=CO"), in the address's names and order. The
 * address itself is written by lib/use-url-state.ts, which the dashboard (importing this file) does not load.
 */
export function searchFromPlace(place: TPlace): string {
  const params = new URLSearchParams();
  if (place.city) params.set('city', place.city);
  if (place.state) params.set('state', place.state);
  if (place.zipCode) params.set('zipCode', place.zipCode);
  return params.toString();
}

/** Text typed into the picker as a place: five digits are a ZIP code, anything else a city in the chosen state. */
export function placeFromTyped(typed: string, state: string): TPlace {
  return ZIP_CODE.test(typed) ? { city: '', state: '', zipCode: typed } : { city: typed, state };
}

/** Two ZIP codes are the same by their code; two cities by their name and state. */
export const samePlace = (a: TPlace | null, b: TPlace | null): boolean =>
  !!a &&
  !!b &&
  (a.zipCode || b.zipCode
    ? a.zipCode === b.zipCode
    : a.city.toLowerCase() === b.city.toLowerCase() && a.state.toUpperCase() === b.state.toUpperCase());

/** A figure at its month, with the month before's figure when the series has one. */
export type TLatest = { month: string; value: number; previous: number | null; previousMonth: string | null };

type NumericField = 'medianPrice' | 'averageRent' | 'rentalYield' | 'inventory' | 'daysOnMarket';

/** The newest month that has `field`, and the figure of the month just before it (null when that month has none). */
export function latestOf(records: readonly TMarketRecord[], field: NumericField): TLatest | null {
  for (let index = records.length - 1; index >= 0; index -= 1) {
    const record = records[index];
    const value = record?.[field];
    if (record && typeof value === 'number') {
      const before = records[index - 1];
      const previous = before?.[field];
      return {
        month: record.month,
        value,
        previous: typeof previous === 'number' ? previous : null,
        previousMonth: before && typeof previous === 'number' ? before.month : null,
      };
    }
  }
  return null;
}

/** The change from the month before in percent (home value, rent), or null without a month before. */
export function percentChange(latest: TLatest | null): number | null {
  if (!latest || latest.previous === null) return null;
  return computeRelativeChangeUnrounded(latest.value, latest.previous);
}

/** The change from the month before in percentage points (rental yield), to 2 decimals. */
export function pointsChange(latest: TLatest | null): number | null {
  if (!latest || latest.previous === null) return null;
  return computePointChange(latest.value, latest.previous);
}

/** value / (12 × rent), to 1 decimal: how many years of rent buy the typical home. */
export function priceToRent(value: number, monthlyRent: number): number | null {
  if (!(monthlyRent > 0) || !(value > 0)) return null;
  return Math.round((computeGrossRentMultiplier(value, 12 * monthlyRent) ?? 0) * 10) / 10;
}

/** The newest month with both a typical value and a typical rent, and its price-to-rent ratio. */
export function latestPriceToRent(
  records: readonly TMarketRecord[],
): { month: string; value: number; rent: number; ratio: number } | null {
  for (let index = records.length - 1; index >= 0; index -= 1) {
    const record = records[index];
    if (record && record.medianPrice !== null && record.averageRent !== null) {
      const ratio = priceToRent(record.medianPrice, record.averageRent);
      if (ratio !== null)
        return { month: record.month, value: record.medianPrice, rent: record.averageRent, ratio };
    }
  }
  return null;
}

export const RANGES = ['1Y', '3Y', '5Y', 'Max'] as const;
export type TRange = (typeof RANGES)[number];
const RANGE_MONTHS: Record<TRange, number | null> = { '1Y': 12, '3Y': 36, '5Y': 60, Max: null };
export const DEFAULT_RANGE: TRange = '5Y';

/**
 * The chart's months for a range: the last 12, 36 or 60 months that end with the newest month holding a value or a
 * rent, or all of them from the first such month (Max). Months with neither figure at the ends are left out.
 */
export function recordsInRange(records: readonly TMarketRecord[], range: TRange): TMarketRecord[] {
  const hasFigure = (record: TMarketRecord) => record.medianPrice !== null || record.averageRent !== null;
  const first = records.findIndex(hasFigure);
  if (first === -1) return [];
  let last = records.length - 1;
  while (last > first && !hasFigure(records[last] as TMarketRecord)) last -= 1;
  const months = RANGE_MONTHS[range];
  const start = months === null ? first : Math.max(first, last - months + 1);
  return records.slice(start, last + 1);
}

/**
 * Why a chart has no line for a series in the months shown: Zillow publishes no home value for a ZIP code, the series
 * ended before these months (with its last month), or there is none at all. Null when the series has a point.
 */
export type TMissingSeries = { kind: 'notForZip' } | { kind: 'ended'; month: string } | { kind: 'none' };

export function findMissingSeries(
  records: readonly TMarketRecord[],
  shown: readonly TMarketRecord[],
  field: 'medianPrice' | 'averageRent',
  isZip = false,
): TMissingSeries | null {
  if (shown.some((record) => record[field] !== null)) return null;
  if (field === 'medianPrice' && isZip) return { kind: 'notForZip' };
  const last = latestOf(records, field);
  return last ? { kind: 'ended', month: last.month } : { kind: 'none' };
}

export type TYieldTier = 'excellent' | 'strong' | 'modest';
export type TPaceTier = 'fast' | 'steady';
export type TSelectionTier = 'good' | 'limited';
export type TPriceToRentTier = 'buy' | 'balanced' | 'rent';

/** Above 6% excellent, above 5% strong, otherwise modest. */
export const yieldTier = (yieldPercent: number): TYieldTier =>
  yieldPercent > 6 ? 'excellent' : yieldPercent > 5 ? 'strong' : 'modest';
/** Below 30 days fast-moving, otherwise steady. */
export const paceTier = (days: number): TPaceTier => (days < 30 ? 'fast' : 'steady');
/** Above 1,000 listings a good selection, otherwise a limited one. */
export const selectionTier = (listings: number): TSelectionTier => (listings > 1000 ? 'good' : 'limited');
/** Below 15 favours buying to rent out, 15 to 20 balanced, above 20 favours renting. */
export const priceToRentTier = (ratio: number): TPriceToRentTier =>
  ratio < 15 ? 'buy' : ratio <= 20 ? 'balanced' : 'rent';

/** The latest figures the analysis is written from; a figure the data lacks is null and its sentences are left out. */
export type TMarketFacts = {
  value: TLatest | null;
  rent: TLatest | null;
  rentalYield: (TLatest & { rent: number; homeValue: number }) | null;
  inventory: TLatest | null;
  daysOnMarket: TLatest | null;
  priceToRent: { month: string; value: number; rent: number; ratio: number } | null;
};

export function marketFacts(records: readonly TMarketRecord[]): TMarketFacts {
  const yieldLatest = latestOf(records, 'rentalYield');
  const yieldRecord = yieldLatest ? records.find((record) => record.month === yieldLatest.month) : undefined;
  return {
    value: latestOf(records, 'medianPrice'),
    rent: latestOf(records, 'averageRent'),
    rentalYield:
      yieldLatest && yieldRecord?.averageRent != null && yieldRecord.medianPrice != null
        ? { ...yieldLatest, rent: yieldRecord.averageRent, homeValue: yieldRecord.medianPrice }
        : null,
    inventory: latestOf(records, 'inventory'),
    daysOnMarket: latestOf(records, 'daysOnMarket'),
    priceToRent: latestPriceToRent(records),
  };
}

export const hasAnyFigure = (facts: TMarketFacts): boolean =>
  Object.values(facts).some((fact) => fact !== null);

/** One sentence of the analysis: its rule's outcome and the figures it cites (raw numbers, formatted by the screen). */
export type TAnalysisSentence =
  | { kind: 'yield'; tier: TYieldTier; yieldPercent: number; rent: number; value: number; month: string }
  | { kind: 'pace'; tier: TPaceTier; days: number; month: string }
  | { kind: 'selection'; tier: TSelectionTier; listings: number; month: string }
  | {
      kind: 'priceToRent';
      tier: TPriceToRentTier;
      ratio: number;
      value: number;
      rent: number;
      month: string;
    };

export type TMarketAnalysis = { analysis: TAnalysisSentence[]; recommendations: TAnalysisSentence[] };

/**
 * "Market Analysis" and "Investment Recommendations" from the latest figures: the rental yield, the pace (days on
 * market), the selection (for-sale listings) and the price-to-rent ratio, each with the figure it rests on. The
 * analysis describes the market; the recommendations say what that means for an investor, price-to-rent first.
 */
export function analyseMarket(facts: TMarketFacts): TMarketAnalysis {
  const sentences: TAnalysisSentence[] = [];
  if (facts.rentalYield) {
    sentences.push({
      kind: 'yield',
      tier: yieldTier(facts.rentalYield.value),
      yieldPercent: facts.rentalYield.value,
      rent: facts.rentalYield.rent,
      value: facts.rentalYield.homeValue,
      month: facts.rentalYield.month,
    });
  }
  if (facts.daysOnMarket) {
    sentences.push({
      kind: 'pace',
      tier: paceTier(facts.daysOnMarket.value),
      days: facts.daysOnMarket.value,
      month: facts.daysOnMarket.month,
    });
  }
  if (facts.inventory) {
    sentences.push({
      kind: 'selection',
      tier: selectionTier(facts.inventory.value),
      listings: facts.inventory.value,
      month: facts.inventory.month,
    });
  }
  const ratio = facts.priceToRent
    ? ({
        kind: 'priceToRent',
        tier: priceToRentTier(facts.priceToRent.ratio),
        ratio: facts.priceToRent.ratio,
        value: facts.priceToRent.value,
        rent: facts.priceToRent.rent,
        month: facts.priceToRent.month,
      } as const)
    : null;
  return {
    analysis: ratio ? [...sentences, ratio] : sentences,
    recommendations: ratio ? [ratio, ...sentences] : sentences,
  };
}
