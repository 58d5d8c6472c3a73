import { createHash } from 'node:crypto';
import { fullNameKeys, metroKey, splitPlaceName } from './metro-names';
import {
  normaliseZip,
  parseDenverSurvey,
  parseHudFairMarketRents,
  parseNeighbourhoodCentres,
  parseZipCentroids,
} from './public-files';
import type { MarketCity, MarketDataSet, MarketMetro, MarketZip, SeriesName, Vintage } from './types';
import { parseZillowWide, type ZillowWideFile } from './zillow';

export type RawFile = { name: string; text: string };

/** The kinds of public file the importer reads, recognised by the names their publishers give them. */
export const FILE_KINDS = [
  { kind: 'metroZhvi', pattern: /^Metro_zhvi_/i, label: 'Zillow Home Value Index (ZHVI), metro' },
  { kind: 'metroZori', pattern: /^Metro_zori_/i, label: 'Zillow Observed Rent Index (ZORI), metro' },
  { kind: 'metroInventory', pattern: /^Metro_invt_fs_/i, label: 'Zillow for-sale inventory, metro' },
  {
    kind: 'metroDaysToPending',
    pattern: /^Metro_mean_doz_pending_/i,
    label: 'Zillow mean days to pending, metro',
  },
  { kind: 'cityZori', pattern: /^City_zori_/i, label: 'Zillow Observed Rent Index (ZORI), city' },
  { kind: 'zipZori', pattern: /^Zip_zori_/i, label: 'Zillow Observed Rent Index (ZORI), ZIP' },
  { kind: 'hudFmr', pattern: /^hud_fy(\d{4})_fmr_zip/i, label: 'HUD Fair Market Rents by ZIP' },
  { kind: 'zipCentroids', pattern: /zcta_centroids/i, label: 'Census ZIP code tabulation area centroids' },
  {
    kind: 'denverSurvey',
    pattern: /^denver_acs_nbrhd/i,
    label: 'American Community Survey by Denver neighbourhood',
  },
  {
    kind: 'denverBoundaries',
    pattern: /^denver_statistical_neighborhoods/i,
    label: 'Denver statistical neighbourhoods',
  },
] as const;

export type FileKind = (typeof FILE_KINDS)[number]['kind'];

const ZILLOW = 'Zillow Research (zillow.com/research/data)';
const HUD = 'U.S. Department of Housing and Urban Development';
const CENSUS = 'U.S. Census Bureau';
const DENVER = 'City of Denver Open Data Catalog (CC BY 3.0)';

/** Which kind of file `name` is (by its base name), or null. */
export function detectFileKind(name: string): FileKind | null {
  const base = name.split(/[\\/]/).pop() ?? name;
  return FILE_KINDS.find((entry) => entry.pattern.test(base))?.kind ?? null;
}

/**
 * Builds the market data set from the public files. Every file kind is optional except the metro ZHVI, which defines
 * the metros; a kind given twice is an error, so a stale and a fresh release cannot mix.
 */
export function buildMarketDataSet(files: RawFile[]): MarketDataSet {
  const byKind = new Map<FileKind, RawFile>();
  for (const file of files) {
    const kind = detectFileKind(file.name);
    if (!kind) {
      throw new Error(
        `${file.name}: not a file the importer knows. Expected one of: ${FILE_KINDS.map((k) => k.label).join('; ')}.`,
      );
    }
    if (byKind.has(kind)) throw new Error(`${file.name}: a second ${kind} file; give one of each kind`);
    byKind.set(kind, file);
  }
  const vintages: Record<string, Vintage> = {};
  const zillow = (kind: FileKind, scale: number): ZillowWideFile | null => {
    const file = byKind.get(kind);
    if (!file) return null;
    const parsed = parseZillowWide(file.text, file.name, scale);
    const label = FILE_KINDS.find((entry) => entry.kind === kind)?.label ?? kind;
    vintages[kind] = { label, latest: parsed.lastMonth, source: ZILLOW };
    return parsed;
  };

  const zhvi = zillow('metroZhvi', 100);
  if (!zhvi) throw new Error('The metro ZHVI file (Metro_zhvi_…csv) is required: it defines the metros.');
  const metroFiles: [SeriesName, ZillowWideFile | null][] = [
    ['zhvi', zhvi],
    ['zori', zillow('metroZori', 100)],
    ['inventory', zillow('metroInventory', 1)],
    ['daysToPending', zillow('metroDaysToPending', 10)],
  ];
  const metros = new Map<number, MarketMetro>();
  for (const [series, file] of metroFiles) {
    for (const row of file?.rows ?? []) {
      if (row.regionType === 'country') continue;
      let metro = metros.get(row.regionId);
      if (!metro) {
        const place = splitPlaceName(row.regionName);
        metro = {
          id: row.regionId,
          name: row.regionName,
          fullName: null,
          city: place?.city ?? row.regionName,
          state: place?.state ?? row.state,
          sizeRank: row.sizeRank,
          series: {},
        };
        metros.set(row.regionId, metro);
      }
      metro.series[series] = row.series;
    }
  }
  const metroByKey = new Map<string, MarketMetro>();
  for (const metro of metros.values()) metroByKey.set(metroKey(metro.city, metro.state), metro);
  const unmatched = new Set<string>();
  const resolveMetro = (fullName: string | null): MarketMetro | null => {
    if (!fullName) return null;
    for (const key of fullNameKeys(fullName)) {
      const metro = metroByKey.get(key);
      if (metro) {
        metro.fullName ??= fullName;
        return metro;
      }
    }
    unmatched.add(fullName);
    return null;
  };

  const cities: MarketCity[] = (zillow('cityZori', 100)?.rows ?? []).map((row) => {
    const metro = resolveMetro(row.metro);
    return {
      id: row.regionId,
      name: row.regionName,
      state: row.state,
      metroId: metro?.id ?? null,
      metroName: row.metro,
      county: row.county,
      sizeRank: row.sizeRank,
      zori: row.series,
    };
  });

  const zips = new Map<string, MarketZip>();
  for (const row of zillow('zipZori', 100)?.rows ?? []) {
    const zip = normaliseZip(row.regionName);
    if (!zip) throw new Error(`The ZIP file names a region "${row.regionName}" that is not a ZIP code`);
    const metro = resolveMetro(row.metro);
    zips.set(zip, {
      zip,
      city: row.city,
      state: row.state || null,
      metroId: metro?.id ?? null,
      metroName: row.metro,
      county: row.county,
      lat: null,
      lng: null,
      zori: row.series,
    });
  }

  const hud = byKind.get('hudFmr');
  const fairMarketRents = hud ? parseHudFairMarketRents(hud.text, hud.name) : [];
  if (hud) {
    const year = /fy(\d{4})/i.exec(hud.name)?.[1] ?? '';
    vintages.hudFmr = { label: 'HUD Fair Market Rents by ZIP', latest: `FY${year}`, source: HUD };
    for (const rent of fairMarketRents) {
      if (zips.has(rent.zip)) continue;
      const area = splitPlaceName(rent.areaName.replace(/\s+(MSA|HUD Metro FMR Area)$/i, ''));
      const metro = area ? metroByKey.get(fullNameKeys(`${area.city}, ${area.state}`)[0] ?? '') : undefined;
      zips.set(rent.zip, {
        zip: rent.zip,
        city: null,
        state: area?.state ?? null,
        metroId: metro?.id ?? null,
        metroName: null,
        county: null,
        lat: null,
        lng: null,
        zori: null,
      });
    }
  }

  const centroids = byKind.get('zipCentroids');
  if (centroids) {
    vintages.zipCentroids = { label: 'ZIP code centroids (2021 Gazetteer)', latest: '2021', source: CENSUS };
    const points = parseZipCentroids(centroids.text, centroids.name);
    for (const zip of zips.values()) {
      const point = points.get(zip.zip);
      if (point) {
        zip.lat = point.lat;
        zip.lng = point.lng;
      }
    }
  }

  const survey = byKind.get('denverSurvey');
  const neighbourhoods = survey ? parseDenverSurvey(survey.text, survey.name) : [];
  if (survey) {
    vintages.denverSurvey = {
      label: 'American Community Survey 5-year estimates by Denver neighbourhood',
      latest: '2015-2019',
      source: DENVER,
    };
  }
  const boundaries = byKind.get('denverBoundaries');
  if (boundaries) {
    const centres = parseNeighbourhoodCentres(boundaries.text, boundaries.name);
    for (const neighbourhood of neighbourhoods) {
      const centre = centres.get(neighbourhood.name);
      if (centre) {
        neighbourhood.lat = centre.lat;
        neighbourhood.lng = centre.lng;
      }
    }
  }

  const sortedMetros = [...metros.values()].sort((a, b) => a.sizeRank - b.sizeRank || a.id - b.id);
  const sortedZips = [...zips.values()].sort((a, b) => a.zip.localeCompare(b.zip));
  const latestMonth = Object.values(vintages)
    .map((vintage) => vintage.latest)
    .filter((latest) => /^\d{4}-\d{2}$/.test(latest))
    .sort()
    .pop();
  const content = {
    vintages,
    metros: sortedMetros,
    cities,
    zips: sortedZips,
    fairMarketRents,
    neighbourhoods,
    unmatchedMetroNames: [...unmatched].sort(),
  };
  const hash = createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 12);
  return { format: 1, version: `${latestMonth ?? '0000-00'}.${hash}`, ...content };
}
