import {
  computeMarketScore,
  IMPORTABLE_METRICS,
  MAX_NEIGHBOURHOOD_IMPORT_ROWS,
  type THeatMap,
  type THeatMapRow,
  type TImportableMetric,
  type TNeighbourhoodImportResult,
} from '@rentfolio/contracts';
import {
  deleteNeighbourhoodValues,
  findHeatMapFairRents,
  findHeatMapZips,
  findMarketNeighbourhoods,
  getMarketDataset,
  type UserRow,
  upsertNeighbourhoodValues,
} from '@rentfolio/db';
import { computeGrossYield } from '@rentfolio/finance';
import { normaliseHeader, parseCsvRows, placeNameKey } from '@rentfolio/market-data';
import type { AppContext } from '../context';
import { badRequest } from '../lib/http-error';

type BaseRow = Omit<THeatMapRow, 'safetyScore' | 'walkScore' | 'schoolRating' | 'marketScore' | 'imported'>;
type BaseRows = {
  version: string;
  rows: BaseRow[];
  sources: THeatMap['sources'];
  byPlace: Map<string, BaseRow>;
};

const dollars = (cents: number | null) => (cents === null ? null : Math.round(cents) / 100);
const yieldOf = (rentCents: number | null, valueCents: number | null) =>
  rentCents !== null && valueCents
    ? Math.round((computeGrossYield(rentCents, valueCents) ?? 0) * 100) / 100
    : null;

/** The same for every user and every request of one data set version, so it is built once per version. */
let cached: BaseRows | null = null;

async function getBaseRows(ctx: AppContext): Promise<BaseRows> {
  const stored = await getMarketDataset(ctx.db);
  const version = stored?.version ?? '';
  if (cached?.version === version) return cached;
  const [zips, fairRents, neighbourhoods] = await Promise.all([
    findHeatMapZips(ctx.db),
    findHeatMapFairRents(ctx.db),
    findMarketNeighbourhoods(ctx.db),
  ]);
  const fmrByZip = new Map<string, { areaName: string; rent2Cents: number }[]>();
  for (const row of fairRents) fmrByZip.set(row.zip, [...(fmrByZip.get(row.zip) ?? []), row]);
  const rows: BaseRow[] = zips.map((zip) => {
    // A ZIP in several HUD areas: the area of its metro, else the first by area code (as the rent check).
    const areas = fmrByZip.get(zip.zip) ?? [];
    const metroCity = zip.metroCity ? placeNameKey(zip.metroCity) : null;
    const fair =
      areas.find((a) => metroCity !== null && placeNameKey(a.areaName).startsWith(metroCity)) ?? areas[0];
    return {
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
      grossYield: yieldOf(zip.latestRentCents, zip.metroValueCents),
      vacancyRate: null,
    };
  });
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
      vacancyRate: n.vacancyRate,
    });
  }
  const vintages = stored ? (JSON.parse(stored.vintages) as Record<string, THeatMap['sources'][number]>) : {};
  const sources = ['zipZori', 'metroZhvi', 'hudFmr', 'zipCentroids', 'denverSurvey'].flatMap((kind) =>
    vintages[kind] ? [{ ...vintages[kind], kind }] : [],
  );
  cached = { version, rows, sources, byPlace: new Map(rows.map((row) => [row.id.toLowerCase(), row])) };
  return cached;
}

// GET /api/market/heatmap: every ZIP with a Zillow rent and Denver's neighbourhoods, with the user's own values.
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
  const cityKey = filter.city ? placeNameKey(filter.city) : null;
  const rows: THeatMapRow[] = [];
  for (const row of base.rows) {
    if (cityKey !== null && placeNameKey(row.city) !== cityKey) continue;
    if (filter.state && row.state !== filter.state) continue;
    const own = mine.get(row.id) ?? {};
    const withValues = {
      ...row,
      safetyScore: own.safetyScore ?? null,
      walkScore: own.walkScore ?? null,
      schoolRating: own.schoolRating ?? null,
    };
    rows.push({
      ...withValues,
      marketScore: computeMarketScore(withValues),
      imported: IMPORTABLE_METRICS.filter((metric) => own[metric] !== undefined),
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
