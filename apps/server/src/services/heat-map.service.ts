import {
  computeMarketScore,
  IMPORTABLE_METRICS,
  LOW_CONFIDENCE_HOUSING_UNITS,
  MAX_NEIGHBOURHOOD_IMPORT_ROWS,
  type THeatMap,
  type THeatMapRow,
  type TImportableMetric,
  type TNeighbourhoodImportResult,
} from '@rentfolio/contracts';
import {
  deleteNeighbourhoodValues,
  findHeatMapFairRents,
  findHeatMapMetros,
  findHeatMapZips,
  findMarketNeighbourhoods,
  findMetroZipCentres,
  findNeighbourhoodValues,
  getMarketDataset,
  type UserRow,
  upsertNeighbourhoodValues,
} from '@rentfolio/db';
import { computeGrossYield } from '@rentfolio/finance';
import {
  latestOf,
  type MonthlySeries,
  monthFromIndex,
  monthIndex,
  normaliseHeader,
  parseCsvRows,
  placeNameKey,
  seriesEnd,
  valueAt,
} from '@rentfolio/market-data';
import type { AppContext } from '../context';
import { badRequest } from '../lib/http-error';
import type { JsonBodyEntry } from '../lib/json-body-cache';
import { decodeSeries, yearOverYear } from './market-data-loader';

type BaseRow = Omit<
  THeatMapRow,
  'safetyScore' | 'walkScore' | 'schoolRating' | 'marketScore' | 'marketScoreRank' | 'imported'
>;
type ScoredRow = BaseRow & Pick<THeatMapRow, 'safetyScore' | 'walkScore' | 'schoolRating' | 'marketScore'>;
type BaseRows = {
  version: string;
  /** Every place with its score before any user's values. */
  rows: ScoredRow[];
  /** The ranked places (a score, not low-confidence), and their national ranks, before any user's values. */
  ranked: ScoredRow[];
  ranks: Map<string, number>;
  sources: THeatMap['sources'];
  byPlace: Map<string, BaseRow>;
};

const dollars = (cents: number | null) => (cents === null ? null : Math.round(cents) / 100);
const yieldOf = (rentCents: number | null, valueCents: number | null) =>
  rentCents !== null && valueCents
    ? Math.round((computeGrossYield(rentCents, valueCents) ?? 0) * 100) / 100
    : null;

/** The latest month in which both series have a value, with both values; null when they share none. */
function latestCommonMonth(
  a: MonthlySeries | undefined,
  b: MonthlySeries | undefined,
): { month: string; a: number; b: number } | null {
  if (!a || !b) return null;
  const first = Math.max(monthIndex(a.start), monthIndex(b.start));
  for (let index = Math.min(monthIndex(seriesEnd(a)), monthIndex(seriesEnd(b))); index >= first; index -= 1) {
    const month = monthFromIndex(index);
    const x = valueAt(a, month);
    const y = valueAt(b, month);
    if (x !== null && y !== null) return { month, a: x, b: y };
  }
  return null;
}

/**
 * The metros with a Zillow rent: their own rent, rent growth, and a yield of their own rent and value of one month (the
 * latest both series have). Each is placed at the mean centroid of its principal city's ZIPs, else of all its ZIPs.
 */
async function findMetroRows(ctx: AppContext): Promise<BaseRow[]> {
  const [{ metros, series }, centres] = await Promise.all([
    findHeatMapMetros(ctx.db),
    findMetroZipCentres(ctx.db),
  ]);
  const seriesOf = new Map<string, Partial<Record<'zhvi' | 'zori', MonthlySeries>>>();
  for (const row of series) {
    const entry = seriesOf.get(row.regionId) ?? {};
    entry[row.series as 'zhvi' | 'zori'] = decodeSeries(row.startMonth, row.vals);
    seriesOf.set(row.regionId, entry);
  }
  const centresOf = new Map<number, typeof centres>();
  for (const centre of centres)
    centresOf.set(centre.metroId, [...(centresOf.get(centre.metroId) ?? []), centre]);
  return metros.map((metro) => {
    const { zhvi, zori } = seriesOf.get(String(metro.id)) ?? {};
    const rent = latestOf(zori);
    const both = latestCommonMonth(zori, zhvi);
    const all = centresOf.get(metro.id) ?? [];
    const own = all.filter((centre) => centre.city !== null && placeNameKey(centre.city) === metro.nameKey);
    const picked = own.length > 0 ? own : all;
    const zipCount = picked.reduce((sum, centre) => sum + centre.zips, 0);
    const mean = (key: 'lat' | 'lng') =>
      zipCount === 0
        ? null
        : Math.round((picked.reduce((sum, centre) => sum + centre[key] * centre.zips, 0) / zipCount) * 1e6) /
          1e6;
    return {
      id: `metro:${metro.id}`,
      kind: 'metro',
      name: metro.name,
      city: metro.city,
      state: metro.state,
      metroName: metro.fullName ?? metro.name,
      lat: mean('lat'),
      lng: mean('lng'),
      averageRent: dollars(rent?.value ?? null),
      rentMonth: rent?.month ?? null,
      rentGrowth: yearOverYear(zori ?? null),
      fairMarketRent2br: null,
      grossYield: both ? yieldOf(both.a, both.b) : null,
      yieldMonth: both?.month ?? null,
      vacancyRate: null,
      housingUnits: null,
      lowConfidence: false,
    };
  });
}

/**
 * The same for every user and every request of one data set version, so it is built once per version (per database,
 * so that two apps in one process, as in the tests, each read their own).
 */
const cachedByDb = new WeakMap<object, BaseRows>();

async function getBaseRows(ctx: AppContext): Promise<BaseRows> {
  const stored = await getMarketDataset(ctx.db);
  const version = stored?.version ?? '';
  const cached = cachedByDb.get(ctx.db);
  if (cached?.version === version) return cached;
  const [metroRows, zips, fairRents, neighbourhoods] = await Promise.all([
    findMetroRows(ctx),
    findHeatMapZips(ctx.db),
    findHeatMapFairRents(ctx.db),
    findMarketNeighbourhoods(ctx.db),
  ]);
  const fmrByZip = new Map<string, { areaName: string; rent2Cents: number }[]>();
  for (const row of fairRents) fmrByZip.set(row.zip, [...(fmrByZip.get(row.zip) ?? []), row]);
  const rows: BaseRow[] = [...metroRows];
  for (const zip of zips) {
    // A ZIP in several HUD areas: the area of its metro, else the first by area code (as the rent check).
    const areas = fmrByZip.get(zip.zip) ?? [];
    const metroCity = zip.metroCity ? placeNameKey(zip.metroCity) : null;
    const fair =
      areas.find((a) => metroCity !== null && placeNameKey(a.areaName).startsWith(metroCity)) ?? areas[0];
    rows.push({
      id: `zip:${zip.zip}`,
      kind: 'zip',
      name: zip.zip,
      city: zip.city ?? '',
      state: zip.state ?? '',
      metroName: zip.metroName,
      lat: zip.lat,
      lng: zip.lng,
      averageRent: dollars(zip.latestRentCents),
      rentMonth: zip.latestRentMonth,
      rentGrowth: zip.rentGrowth,
      fairMarketRent2br: fair ? dollars(fair.rent2Cents) : null,
      // No value is published for a ZIP, and its metro's value is another place's (docs/product.md "Heat map").
      grossYield: null,
      yieldMonth: null,
      vacancyRate: null,
      housingUnits: null,
      lowConfidence: false,
    });
  }
  for (const n of neighbourhoods) {
    rows.push({
      id: `nbhd:${n.name}`,
      kind: 'neighbourhood',
      name: n.name,
      city: n.city,
      state: n.state,
      metroName: 'Denver, CO',
      lat: n.lat,
      lng: n.lng,
      averageRent: dollars(n.medianRentCents),
      rentMonth: null,
      rentGrowth: null,
      fairMarketRent2br: null,
      grossYield: yieldOf(n.medianRentCents, n.medianValueCents),
      yieldMonth: null,
      vacancyRate: n.vacancyRate,
      housingUnits: n.housingUnits,
      lowConfidence: n.housingUnits === null || n.housingUnits < LOW_CONFIDENCE_HOUSING_UNITS,
    });
  }
  const vintages = stored ? (JSON.parse(stored.vintages) as Record<string, THeatMap['sources'][number]>) : {};
  const sources = ['metroZori', 'zipZori', 'metroZhvi', 'hudFmr', 'zipCentroids', 'denverSurvey'].flatMap(
    (kind) => (vintages[kind] ? [{ ...vintages[kind], kind }] : []),
  );
  const scored: ScoredRow[] = rows.map((row) => {
    const withoutValues = { ...row, safetyScore: null, walkScore: null, schoolRating: null };
    return { ...withoutValues, marketScore: computeMarketScore(withoutValues) };
  });
  const ranked = scored.filter((row) => row.marketScore !== null && !row.lowConfidence);
  const built = {
    version,
    rows: scored,
    ranked,
    ranks: rankByMarketScore(ranked, new Map()),
    sources,
    byPlace: new Map<string, BaseRow>(rows.map((row) => [row.id.toLowerCase(), row])),
  };
  cachedByDb.set(ctx.db, built);
  return built;
}

/**
 * Each ranked place's position by market score among all of them (not only those of a filter), highest first and equal
 * scores by name, as the list sorts them; `scores` replaces the scores a user's own values change. Places without a
 * score and low-confidence ones are not ranked.
 */
function rankByMarketScore(ranked: ScoredRow[], scores: Map<string, number>): Map<string, number> {
  const keyed = ranked.map((row) => ({ row, score: scores.get(row.id) ?? (row.marketScore as number) }));
  keyed.sort((a, b) => b.score - a.score || (a.row.name < b.row.name ? -1 : a.row.name > b.row.name ? 1 : 0));
  return new Map(keyed.map((entry, index) => [entry.row.id, index + 1]));
}

/**
 * The user's own safety, walk and school values. Without any, the heat map for a filter is the same for everyone who
 * asks, so the route may share one answer between them.
 */
export function findOwnNeighbourhoodValues(
  ctx: AppContext,
  userId: number,
): Promise<{ placeId: string; metric: string; value: number }[]> {
  return findNeighbourhoodValues(ctx.db, userId);
}

// GET /api/market/heatmap: every metro and ZIP with a Zillow rent and Denver's neighbourhoods, with the user's own
// values; a yield and a score only of one place's own rent and value.
/**
 * GET /api/market/heatmap: with values of the user's own, their heat map; without, the answer is the same for everyone
 * asking for this filter, and is kept ready to send.
 */
export async function getHeatMapAnswer(
  ctx: AppContext,
  user: UserRow,
  filter: { city?: string | undefined; state?: string | undefined },
): Promise<{ own: THeatMap } | { shared: JsonBodyEntry }> {
  const values = await findOwnNeighbourhoodValues(ctx, user.id);
  if (values.length > 0) return { own: await getHeatMap(ctx, values, filter) };
  const key = JSON.stringify([filter.city?.toLowerCase() ?? null, filter.state ?? null]);
  const { heatMapBodies } = ctx.answers;
  return { shared: heatMapBodies.get(key) ?? heatMapBodies.set(key, await getHeatMap(ctx, [], filter)) };
}

export async function getHeatMap(
  ctx: AppContext,
  values: { placeId: string; metric: string; value: number }[],
  filter: { city?: string | undefined; state?: string | undefined },
): Promise<THeatMap> {
  const base = await getBaseRows(ctx);
  const mine = new Map<string, Partial<Record<TImportableMetric, number>>>();
  for (const value of values) {
    const entry = mine.get(value.placeId) ?? {};
    entry[value.metric as TImportableMetric] = value.value;
    mine.set(value.placeId, entry);
  }
  // The places the user has values for are scored again; a rank is national whatever the filter, so the ranking is
  // done again only when one of them is ranked (a ZIP has no score, whatever its values).
  const withValues = new Map<string, ScoredRow>();
  const changedScores = new Map<string, number>();
  for (const [placeId, own] of mine) {
    const row = base.byPlace.get(placeId.toLowerCase());
    if (!row) continue;
    const next = {
      ...row,
      safetyScore: own.safetyScore ?? null,
      walkScore: own.walkScore ?? null,
      schoolRating: own.schoolRating ?? null,
    };
    const scored = { ...next, marketScore: computeMarketScore(next) };
    withValues.set(row.id, scored);
    if (scored.marketScore !== null && !scored.lowConfidence) changedScores.set(row.id, scored.marketScore);
  }
  const ranks = changedScores.size > 0 ? rankByMarketScore(base.ranked, changedScores) : base.ranks;
  const cityKey = filter.city ? placeNameKey(filter.city) : null;
  const rows: THeatMapRow[] = [];
  for (const baseRow of base.rows) {
    if (cityKey !== null && placeNameKey(baseRow.city) !== cityKey) continue;
    if (filter.state && baseRow.state !== filter.state) continue;
    const row = withValues.get(baseRow.id) ?? baseRow;
    const own = mine.get(row.id);
    rows.push({
      ...row,
      marketScoreRank: ranks.get(row.id) ?? null,
      imported: own ? IMPORTABLE_METRICS.filter((metric) => own[metric] !== undefined) : [],
    });
  }
  return { rows, sources: base.sources };
}

const METRIC_NAMES: Record<string, TImportableMetric> = {
  safetyscore: 'safetyScore',
  safety: 'safetyScore',
  walkscore: 'walkScore',
  walk: 'walkScore',
  schoolrating: 'schoolRating',
  school: 'schoolRating',
  schools: 'schoolRating',
};

// POST /api/market/neighbourhood-data: a CSV of zip_or_neighbourhood,metric,value rows, checked row by row; the
// valid rows are stored in one transaction.
export async function importNeighbourhoodValues(
  ctx: AppContext,
  user: UserRow,
  csv: string,
): Promise<TNeighbourhoodImportResult> {
  let rows: string[][];
  try {
    rows = parseCsvRows(csv, 'The CSV');
  } catch (error) {
    throw badRequest((error as Error).message.replace(/^The CSV: /, 'The CSV could not be read: '));
  }
  const header = (rows[0] ?? []).map((cell) => normaliseHeader(cell).replace(/[^a-z]/g, ''));
  const placeColumn = header.findIndex((cell) => /^(zipor)?neighbou?rhood$|^zip(code)?$|^place$/.test(cell));
  const metricColumn = header.indexOf('metric');
  const valueColumn = header.indexOf('value');
  if (placeColumn < 0 || metricColumn < 0 || valueColumn < 0) {
    throw badRequest('The first row must be the header zip_or_neighbourhood,metric,value.');
  }
  const data = rows.slice(1);
  if (data.length === 0) throw badRequest('The CSV has a header but no data rows.');
  if (data.length > MAX_NEIGHBOURHOOD_IMPORT_ROWS) {
    throw badRequest(
      `The CSV has ${data.length.toLocaleString('en-US')} rows; import at most 10,000 at a time.`,
    );
  }
  const base = await getBaseRows(ctx);
  const valid = new Map<string, { placeId: string; metric: TImportableMetric; value: number }>();
  const errors: TNeighbourhoodImportResult['errors'] = [];
  data.forEach((cells, index) => {
    const row = index + 2;
    const placeText = (cells[placeColumn] ?? '').trim();
    const key = /^\d{3,5}$/.test(placeText)
      ? `zip:${placeText.padStart(5, '0')}`
      : `nbhd:${placeText}`.toLowerCase();
    const place = base.byPlace.get(key.toLowerCase());
    const metric = METRIC_NAMES[(cells[metricColumn] ?? '').toLowerCase().replace(/[^a-z]/g, '')];
    const valueText = (cells[valueColumn] ?? '').trim();
    const value = Number(valueText);
    if (!place) {
      errors.push({
        row,
        message: `Row ${row}: "${placeText}" is not a ZIP code or Denver neighbourhood of the heat map.`,
      });
    } else if (!metric) {
      errors.push({
        row,
        message: `Row ${row}: the metric must be safety_score, walk_score or school_rating.`,
      });
    } else if (valueText === '' || !Number.isFinite(value) || value < 0 || value > 10) {
      errors.push({ row, message: `Row ${row}: the value must be a number from 0 to 10.` });
    } else {
      // The same place and metric twice: the later row wins.
      valid.set(`${place.id}|${metric}`, { placeId: place.id, metric, value: Math.round(value * 10) / 10 });
    }
  });
  if (valid.size > 0) await upsertNeighbourhoodValues(ctx.db, user.id, [...valid.values()], ctx.now());
  return { imported: valid.size, errors };
}

// DELETE /api/market/neighbourhood-data: removes every value the user imported.
export async function clearNeighbourhoodValues(ctx: AppContext, user: UserRow): Promise<{ deleted: number }> {
  return { deleted: await deleteNeighbourhoodValues(ctx.db, user.id) };
}
