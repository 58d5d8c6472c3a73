import {
  DEFAULT_EXPENSE_RATIO_PCT,
  HEATMAP_METRICS,
  HEATMAP_THRESHOLDS,
  type THeatMapMetric,
  type THeatMapRow,
} from '@rentfolio/contracts';
import { computeCapRateEstimate } from '@rentfolio/finance';
import { z } from 'zod';

/**
 * The pure parts of the Market Heat Maps screen (docs/product.md "Heat map"): the cap-rate estimate, the colour band of
 * a value, the averages of the filtered places, the order of the list, the city filter and the screen's address.
 */

export const MIN_EXPENSE_RATIO_PCT = 0;
export const MAX_EXPENSE_RATIO_PCT = 90;
export const DEFAULT_HEATMAP_METRIC: THeatMapMetric = 'marketScore';

/** A place the list can be narrowed to: a city and its two-letter state. */
export type THeatMapCity = { city: string; state: string };

/** The three markets offered first, before any city found by typing. */
export const QUICK_CITIES: readonly THeatMapCity[] = [
  { city: 'Denver', state: 'CO' },
  { city: 'Austin', state: 'TX' },
  { city: 'Phoenix', state: 'AZ' },
];

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The cap-rate estimate: gross yield × (1 − expense ratio), in percent to 2 decimals; null without a yield. */
export function estimateCapRate(grossYield: number | null, expenseRatioPct: number): number | null {
  if (grossYield === null) return null;
  return round2(computeCapRateEstimate(grossYield, expenseRatioPct));
}

/** A row's value of a metric (the cap rate is the estimate at the given expense ratio). */
export function metricValue(
  row: THeatMapRow,
  metric: THeatMapMetric,
  expenseRatioPct: number,
): number | null {
  if (metric === 'capRate') return estimateCapRate(row.grossYield, expenseRatioPct);
  return row[metric];
}

/**
 * The colour of a value: 'high' (green) from the metric's high threshold, 'moderate' (amber), else 'low' (red);
 * 'neutral' for a metric without thresholds (average rent, a price rather than a rating); 'none' without a value.
 */
export type TColourBand = 'high' | 'moderate' | 'low' | 'neutral' | 'none';

export function colourBand(metric: THeatMapMetric, value: number | null): TColourBand {
  if (value === null || !Number.isFinite(value)) return 'none';
  const thresholds = HEATMAP_THRESHOLDS[metric];
  if (!thresholds) return 'neutral';
  const { high, moderate } = thresholds;
  if (value >= high) return 'high';
  if (value >= moderate) return 'moderate';
  return 'low';
}

/** The colours the map draws with (a canvas needs real colours, not classes); the list uses the same hues. */
export const BAND_COLOURS: Record<TColourBand, string> = {
  high: '#16a34a',
  moderate: '#d97706',
  low: '#dc2626',
  neutral: '#2563eb',
  none: '#9ca3af',
};

/** A mean and how many rows it was taken from (nulls are left out); null when no row has the figure. */
export type TAverage = { value: number | null; count: number };

export function averageOf(values: readonly (number | null)[]): TAverage {
  let sum = 0;
  let count = 0;
  for (const value of values) {
    if (value === null || !Number.isFinite(value)) continue;
    sum += value;
    count += 1;
  }
  return { value: count === 0 ? null : round2(sum / count), count };
}

export type THeatMapAverages = {
  averageRent: TAverage;
  rentGrowth: TAverage;
  capRate: TAverage;
  marketScore: TAverage;
};

/**
 * Whether a place takes part in rankings and averages: a low-confidence one (a survey place of few housing units, like
 * Denver's airport) is shown with its figures but compared with no other (docs/product.md "Heat map").
 */
export function isRanked(row: THeatMapRow): boolean {
  return !row.lowConfidence;
}

/**
 * The four averages of the filtered places that are ranked (low-confidence ones are left out); the cap rate is the mean
 * of the rows' estimates.
 */
export function heatMapAverages(allRows: readonly THeatMapRow[], expenseRatioPct: number): THeatMapAverages {
  const rows = allRows.filter(isRanked);
  return {
    averageRent: averageOf(rows.map((row) => row.averageRent)),
    rentGrowth: averageOf(rows.map((row) => row.rentGrowth)),
    capRate: averageOf(rows.map((row) => estimateCapRate(row.grossYield, expenseRatioPct))),
    marketScore: averageOf(rows.map((row) => row.marketScore)),
  };
}

/**
 * The rows by the metric, highest first, then the low-confidence rows (left out of the ranking, by the same order),
 * then the rows without the metric; equal values by name. A new array.
 */
export function sortRows(
  rows: readonly THeatMapRow[],
  metric: THeatMapMetric,
  expenseRatioPct: number,
): THeatMapRow[] {
  const keyed = rows.map((row) => ({ row, value: metricValue(row, metric, expenseRatioPct) }));
  keyed.sort((a, b) => {
    if (a.value !== null && b.value !== null && isRanked(a.row) !== isRanked(b.row)) {
      return isRanked(a.row) ? -1 : 1;
    }
    if (a.value === null || b.value === null) {
      if (a.value === b.value) return byName(a.row, b.row);
      return a.value === null ? 1 : -1;
    }
    return b.value - a.value || byName(a.row, b.row);
  });
  return keyed.map((entry) => entry.row);
}

function byName(a: THeatMapRow, b: THeatMapRow): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/** The rows of a city (all rows for none), by exact city and state, as the server's own filter. */
export function filterRows(rows: readonly THeatMapRow[], city: THeatMapCity | null): readonly THeatMapRow[] {
  if (!city) return rows;
  const name = city.city.toLowerCase();
  return rows.filter((row) => row.state === city.state && row.city.toLowerCase() === name);
}

/** Every city of the rows, once, with how many places it has: the combobox's list. */
export function citiesOf(rows: readonly THeatMapRow[]): (THeatMapCity & { count: number })[] {
  const byKey = new Map<string, THeatMapCity & { count: number }>();
  for (const row of rows) {
    if (!row.city || !row.state) continue;
    const key = `${row.city}|${row.state}`;
    const entry = byKey.get(key);
    if (entry) entry.count += 1;
    else byKey.set(key, { city: row.city, state: row.state, count: 1 });
  }
  return [...byKey.values()].sort((a, b) => a.city.localeCompare(b.city) || a.state.localeCompare(b.state));
}

/** The cities whose name starts with the text, then those that contain it; at most `limit`. */
export function matchCities<T extends THeatMapCity>(cities: readonly T[], text: string, limit = 50): T[] {
  const query = text.trim().toLowerCase();
  if (query === '') return [];
  const starts: T[] = [];
  const contains: T[] = [];
  for (const city of cities) {
    const label = `${city.city}, ${city.state}`.toLowerCase();
    if (label.startsWith(query)) starts.push(city);
    else if (label.includes(query)) contains.push(city);
  }
  return [...starts, ...contains].slice(0, limit);
}

export function sameCity(a: THeatMapCity | null, b: THeatMapCity | null): boolean {
  if (!a || !b) return a === b;
  return a.state === b.state && a.city.toLowerCase() === b.city.toLowerCase();
}

/**
 * The city and metric in the screen's address (`?city=Denver&state=CO&metric=rentGrowth`, lib/use-url-state.ts): the
 * state is two letters, read in capitals, and an unknown metric is the default one.
 */
export const ZHeatMapUrlState = z.object({
  city: z.string().trim().catch(''),
  state: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/)
    .catch(''),
  metric: z.enum(HEATMAP_METRICS).catch(DEFAULT_HEATMAP_METRIC),
});
export type THeatMapUrlState = z.output<typeof ZHeatMapUrlState>;

/** The city an address narrows to: a city with its state, a quick pick by its name alone, else none (All Cities). */
export function cityOfUrlState({ city, state }: THeatMapUrlState): THeatMapCity | null {
  if (city === '') return null;
  if (state !== '') return { city, state };
  return QUICK_CITIES.find((pick) => pick.city.toLowerCase() === city.toLowerCase()) ?? null;
}

/** The address's fields of a city (none for All Cities). */
export function toCityUrlState(city: THeatMapCity | null): Pick<THeatMapUrlState, 'city' | 'state'> {
  return { city: city?.city ?? '', state: city?.state ?? '' };
}

/** The expense ratio as typed: a number from 0 to 90, or the reason it is not one. */
export function parseExpenseRatio(
  text: string,
): { success: true; value: number } | { success: false; reason: 'empty' | 'range' } {
  const trimmed = text.trim().replace(/%$/, '').trim();
  if (trimmed === '') return { success: false, reason: 'empty' };
  const value = Number(trimmed.replace(',', '.'));
  if (!Number.isFinite(value) || value < MIN_EXPENSE_RATIO_PCT || value > MAX_EXPENSE_RATIO_PCT)
    return { success: false, reason: 'range' };
  return { success: true, value };
}

export { DEFAULT_EXPENSE_RATIO_PCT };

/** The known row messages of POST /api/market/neighbourhood-data, read back so that they can be translated. */
export type TImportRowMessage =
  | { kind: 'unknownPlace'; row: number; place: string }
  | { kind: 'badMetric'; row: number }
  | { kind: 'badValue'; row: number }
  | { kind: 'other'; row: number; message: string };

export function readImportRowMessage(error: { row: number; message: string }): TImportRowMessage {
  const place = /^Row \d+: "(.*)" is not a ZIP code or Denver neighbourhood of the heat map\.$/.exec(
    error.message,
  );
  if (place) return { kind: 'unknownPlace', row: error.row, place: place[1] ?? '' };
  if (/^Row \d+: the metric must be /.test(error.message)) return { kind: 'badMetric', row: error.row };
  if (/^Row \d+: the value must be a number from 0 to 10\.$/.test(error.message))
    return { kind: 'badValue', row: error.row };
  return { kind: 'other', row: error.row, message: error.message };
}
