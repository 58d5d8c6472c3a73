import { normaliseHeader, parseCsvRows, parseDollarCell, parseNumberCell } from './csv';
import type { DenverNeighbourhood, FairMarketRent } from './types';

/** A ZIP written as five digits: spreadsheets and some files drop the leading zeros ("601" is 00601). */
export function normaliseZip(cell: string): string | null {
  const digits = cell.trim();
  if (!/^\d{3,5}$/.test(digits)) return null;
  return digits.padStart(5, '0');
}

/**
 * HUD's Fair Market Rents by ZIP (the Small Area FMR file): area name, area code, ZIP and the 0 to 4 bedroom rents as
 * dollar strings ("$1,658"). The header's "ZIP Code" spans two lines inside quotes.
 */
export function parseHudFairMarketRents(text: string, fileName: string): FairMarketRent[] {
  const rows = parseCsvRows(text, fileName);
  const header = (rows[0] ?? []).map(normaliseHeader);
  const find = (test: (cell: string) => boolean, what: string) => {
    const index = header.findIndex(test);
    if (index < 0) throw new Error(`${fileName}: no ${what} column; is this HUD's FMR-by-ZIP file?`);
    return index;
  };
  const area = find((cell) => cell.includes('area name'), 'area name');
  const code = find((cell) => cell.startsWith('cbsa'), 'area code (CBSA)');
  const zip = find((cell) => cell === 'zip code' || cell === 'zip', 'ZIP Code');
  const bedrooms = [0, 1, 2, 3, 4].map((n) => find((cell) => cell.endsWith(`fmr_br${n}`), `${n}-bedroom`));
  return rows.slice(1).flatMap((cells, offset) => {
    const where = `${fileName} row ${offset + 2}`;
    const zipCode = normaliseZip(cells[zip] ?? '');
    if (!zipCode) throw new Error(`${where}: "${cells[zip]}" is not a ZIP code`);
    const rents = bedrooms.map((index, n) => {
      const cents = parseDollarCell(cells[index], `${where}, ${n} bedrooms`);
      if (cents === null) throw new Error(`${where}: no ${n}-bedroom rent`);
      return cents;
    }) as FairMarketRent['rents'];
    return [
      { zip: zipCode, areaName: (cells[area] ?? '').trim(), areaCode: (cells[code] ?? '').trim(), rents },
    ];
  });
}

/** The Census Gazetteer's ZIP code tabulation area internal points: zcta, lat, lng. */
export function parseZipCentroids(text: string, fileName: string): Map<string, { lat: number; lng: number }> {
  const rows = parseCsvRows(text, fileName);
  const header = (rows[0] ?? []).map(normaliseHeader);
  const zcta = header.findIndex((cell) => cell === 'zcta' || cell === 'geoid' || cell === 'zip');
  const lat = header.findIndex((cell) => cell === 'lat' || cell === 'intptlat');
  const lng = header.findIndex((cell) => cell === 'lng' || cell === 'lon' || cell === 'intptlong');
  if (zcta < 0 || lat < 0 || lng < 0) throw new Error(`${fileName}: expected the columns zcta, lat and lng`);
  const points = new Map<string, { lat: number; lng: number }>();
  rows.slice(1).forEach((cells, offset) => {
    const where = `${fileName} row ${offset + 2}`;
    const zip = normaliseZip(cells[zcta] ?? '');
    const y = parseNumberCell(cells[lat], where);
    const x = parseNumberCell(cells[lng], where);
    if (zip && y !== null && x !== null) points.set(zip, { lat: y, lng: x });
  });
  return points;
}

/**
 * The City of Denver's American Community Survey 2015-2019 table by statistical neighbourhood: median gross rent,
 * median home value, housing units and vacant units, median household income.
 */
export function parseDenverSurvey(text: string, fileName: string): DenverNeighbourhood[] {
  const rows = parseCsvRows(text, fileName);
  const header = (rows[0] ?? []).map(normaliseHeader);
  const index = (name: string) => {
    const found = header.indexOf(name);
    if (found < 0) throw new Error(`${fileName}: no ${name.toUpperCase()} column`);
    return found;
  };
  const name = index('nbhd_name');
  const rent = index('med_gross_rent');
  const value = index('median_home_value');
  const units = index('ttl_housing_units');
  const vacant = index('vacant_hu');
  const income = index('med_hh_income');
  return rows.slice(1).map((cells, offset) => {
    const where = `${fileName} row ${offset + 2}`;
    const money = (i: number) => {
      const dollars = parseNumberCell(cells[i], where);
      return dollars === null || dollars <= 0 ? null : Math.round(dollars * 100);
    };
    const housingUnits = parseNumberCell(cells[units], where);
    const vacantUnits = parseNumberCell(cells[vacant], where);
    return {
      name: (cells[name] ?? '').trim(),
      lat: null,
      lng: null,
      medianGrossRent: money(rent),
      medianHomeValue: money(value),
      vacancyRate:
        housingUnits && vacantUnits !== null ? Math.round((vacantUnits / housingUnits) * 1000) / 10 : null,
      housingUnits: housingUnits === null ? null : Math.round(housingUnits),
      medianHouseholdIncome: money(income),
    };
  });
}

type Position = [number, number];
type Geometry =
  | { type: 'Polygon'; coordinates: Position[][] }
  | { type: 'MultiPolygon'; coordinates: Position[][][] };

/**
 * Each Denver statistical neighbourhood's centre, from its boundary: the area-weighted centroid of its outer rings
 * (planar, which is exact enough for a map marker within a city).
 */
export function parseNeighbourhoodCentres(
  text: string,
  fileName: string,
): Map<string, { lat: number; lng: number }> {
  const json = JSON.parse(text) as {
    features?: { properties?: Record<string, unknown>; geometry?: Geometry }[];
  };
  if (!Array.isArray(json.features)) throw new Error(`${fileName}: not a GeoJSON FeatureCollection`);
  const centres = new Map<string, { lat: number; lng: number }>();
  for (const feature of json.features) {
    const name = feature.properties?.nbhd_name;
    const geometry = feature.geometry;
    if (typeof name !== 'string' || !geometry) continue;
    const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
    let area = 0;
    let x = 0;
    let y = 0;
    for (const polygon of polygons) {
      const ring = polygon[0] ?? [];
      for (let i = 0; i < ring.length - 1; i += 1) {
        const [x0, y0] = ring[i] as Position;
        const [x1, y1] = ring[i + 1] as Position;
        const cross = x0 * y1 - x1 * y0;
        area += cross;
        x += (x0 + x1) * cross;
        y += (y0 + y1) * cross;
      }
    }
    if (area === 0) continue;
    centres.set(name.trim(), {
      lat: Math.round((y / (3 * area)) * 1e6) / 1e6,
      lng: Math.round((x / (3 * area)) * 1e6) / 1e6,
    });
  }
  return centres;
}
