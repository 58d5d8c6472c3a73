import { type DbHandle, getMarketDataset, type MarketDataRows, replaceMarketDataIf } from '@rentfolio/db';
import {
  isNewerVersion,
  latestOf,
  type MarketDataSet,
  type MonthlySeries,
  monthFromIndex,
  monthIndex,
  placeNameKey,
  readDataSet,
  readDataSetVersion,
  valueAt,
} from '@rentfolio/market-data';

export type MarketLoadResult = {
  /** 'stale' only answers a check (`onlyCheck`): the shipped set is newer than the stored one. */
  status: 'loaded' | 'current' | 'missing' | 'stale';
  version: string | null;
  ms: number;
};

/**
 * Loads the built market data set from `dir` into the database when it is newer than the stored one (docs/operations.md
 * "Market data"). Only the small version file is read when the database is current, so a normal start costs one
 * query. A missing data set is reported, not fatal: the market screens then say that no data is loaded.
 */
export async function ensureMarketData(
  handle: DbHandle,
  dir: string,
  now: number,
  { onlyCheck = false }: { onlyCheck?: boolean } = {},
): Promise<MarketLoadResult> {
  const started = performance.now();
  let shipped: { version: string };
  try {
    shipped = readDataSetVersion(dir);
  } catch {
    return { status: 'missing', version: null, ms: 0 };
  }
  const stored = await getMarketDataset(handle.db);
  if (!isNewerVersion(shipped.version, stored?.version ?? null)) {
    return { status: 'current', version: stored?.version ?? null, ms: performance.now() - started };
  }
  if (onlyCheck) return { status: 'stale', version: shipped.version, ms: performance.now() - started };
  const dataset = readDataSet(dir);
  const loaded = await replaceMarketDataIf(handle, (version) => isNewerVersion(dataset.version, version), {
    version: dataset.version,
    vintages: JSON.stringify(dataset.vintages),
    loadedAt: now,
    rows: () => toMarketRows(dataset),
  });
  return { status: loaded ? 'loaded' : 'current', version: dataset.version, ms: performance.now() - started };
}

/** A series as stored: its values comma-separated, an empty place for a month without one. */
export function encodeSeries(series: MonthlySeries): string {
  return series.values.map((value) => (value === null ? '' : String(value))).join(',');
}

export function decodeSeries(startMonth: string, vals: string): MonthlySeries {
  return { start: startMonth, values: vals.split(',').map((cell) => (cell === '' ? null : Number(cell))) };
}

/** Year-over-year change at the series' latest month, in percent with 2 decimals; null without both months. */
export function yearOverYear(series: MonthlySeries | null): number | null {
  const latest = latestOf(series);
  if (!latest) return null;
  const yearBefore = valueAt(series, monthFromIndex(monthIndex(latest.month) - 12));
  if (!yearBefore) return null;
  return Math.round(((latest.value - yearBefore) / yearBefore) * 10_000) / 100;
}

export function toMarketRows(dataset: MarketDataSet): MarketDataRows {
  const series: MarketDataRows['series'] = [];
  const metros = dataset.metros.map((metro) => {
    for (const [name, values] of Object.entries(metro.series)) {
      if (!values) continue;
      series.push({
        regionKind: 'metro',
        regionId: String(metro.id),
        series: name as 'zhvi',
        startMonth: values.start,
        vals: encodeSeries(values),
      });
    }
    const value = latestOf(metro.series.zhvi);
    const rent = latestOf(metro.series.zori);
    return {
      id: metro.id,
      name: metro.name,
      fullName: metro.fullName,
      city: metro.city,
      state: metro.state,
      nameKey: placeNameKey(metro.city),
      sizeRank: metro.sizeRank,
      latestValueCents: value?.value ?? null,
      latestValueMonth: value?.month ?? null,
      latestRentCents: rent?.value ?? null,
      latestRentMonth: rent?.month ?? null,
    };
  });
  const cities = dataset.cities.map((city) => {
    series.push({
      regionKind: 'city',
      regionId: String(city.id),
      series: 'zori',
      startMonth: city.zori.start,
      vals: encodeSeries(city.zori),
    });
    const rent = latestOf(city.zori);
    return {
      id: city.id,
      name: city.name,
      state: city.state,
      nameKey: placeNameKey(city.name),
      metroId: city.metroId,
      metroName: city.metroName,
      county: city.county,
      sizeRank: city.sizeRank,
      latestRentCents: rent?.value ?? null,
      latestRentMonth: rent?.month ?? null,
    };
  });
  const zips = dataset.zips.map((zip) => {
    if (zip.zori) {
      series.push({
        regionKind: 'zip',
        regionId: zip.zip,
        series: 'zori',
        startMonth: zip.zori.start,
        vals: encodeSeries(zip.zori),
      });
    }
    const rent = latestOf(zip.zori);
    return {
      zip: zip.zip,
      city: zip.city,
      state: zip.state,
      metroId: zip.metroId,
      metroName: zip.metroName,
      county: zip.county,
      lat: zip.lat,
      lng: zip.lng,
      latestRentCents: rent?.value ?? null,
      latestRentMonth: rent?.month ?? null,
      rentGrowth: yearOverYear(zip.zori),
    };
  });
  return {
    metros,
    cities,
    zips,
    series,
    fairRents: dataset.fairMarketRents.map((rent) => ({
      zip: rent.zip,
      areaCode: rent.areaCode,
      areaName: rent.areaName,
      rent0Cents: rent.rents[0],
      rent1Cents: rent.rents[1],
      rent2Cents: rent.rents[2],
      rent3Cents: rent.rents[3],
      rent4Cents: rent.rents[4],
    })),
    neighbourhoods: dataset.neighbourhoods.map((n) => ({
      name: n.name,
      city: 'Denver',
      state: 'CO',
      lat: n.lat,
      lng: n.lng,
      medianRentCents: n.medianGrossRent,
      medianValueCents: n.medianHomeValue,
      vacancyRate: n.vacancyRate,
      housingUnits: n.housingUnits,
      medianIncomeCents: n.medianHouseholdIncome,
    })),
  };
}
