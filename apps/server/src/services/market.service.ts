import {
  DEFAULT_MARKET_PLACE,
  FMR_EXTRA_BEDROOM_RATE,
  MARKET_ATTRIBUTION,
  MARKET_MESSAGES,
  MARKET_PLACES_LIMIT,
  PROPERTY_MESSAGES,
  type TMarketData,
  type TMarketPlace,
  type TMarketRecord,
  type TPropertyMarket,
  type TRentCheck,
  type TValueEstimate,
} from '@rentfolio/contracts';
import {
  type Db,
  findFairRentsByZip,
  findMarketCity,
  findMarketMetroByCity,
  findMarketPlaces,
  findMarketSeries,
  findMostCommonPropertyCity,
  getMarketDataset,
  getMarketMetroById,
  getMarketZip,
  getPropertyForOwner,
  type MarketMetroRow,
  type UserRow,
} from '@rentfolio/db';
import {
  type MonthlySeries,
  monthFromIndex,
  monthIndex,
  placeNameKey,
  valueAt,
} from '@rentfolio/market-data';
import type { AppContext } from '../context';
import { notFound } from '../lib/http-error';
import { decodeSeries } from './market-data-loader';

const dollars = (cents: number) => Math.round(cents) / 100;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** The metro a city answers for: the metro it is the principal city of, else the metro the city belongs to. */
async function resolveMetro(
  db: Db,
  city: string,
  state: string,
): Promise<{ metro: MarketMetroRow; isPrincipalCity: boolean } | null> {
  const key = placeNameKey(city);
  const principal = await findMarketMetroByCity(db, key, state);
  if (principal) return { metro: principal, isPrincipalCity: true };
  const found = await findMarketCity(db, key, state);
  if (found?.metroId === null || found?.metroId === undefined) return null;
  const metro = await getMarketMetroById(db, found.metroId);
  return metro ? { metro, isPrincipalCity: false } : null;
}

async function getSources(db: Db, kinds: string[]): Promise<TMarketData['sources']> {
  const stored = await getMarketDataset(db);
  if (!stored) return [];
  const vintages = JSON.parse(stored.vintages) as Record<string, TMarketData['sources'][number]>;
  return kinds.flatMap((kind) => (vintages[kind] ? [vintages[kind]] : []));
}

// GET /api/market-data: the month-by-month records of a metro (docs/product.md "Market data").
export async function getMarketData(
  ctx: AppContext,
  user: UserRow,
  place: { city?: string | undefined; state?: string | undefined },
): Promise<TMarketData> {
  let requested: { city: string; state: string };
  let from: TMarketData['place']['from'];
  if (place.city && place.state) {
    requested = { city: place.city, state: place.state };
    from = 'requested';
  } else {
    const common = await findMostCommonPropertyCity(ctx.db, user.id);
    requested = common ?? { ...DEFAULT_MARKET_PLACE };
    from = common ? 'portfolio' : 'default';
  }
  let resolved = await resolveMetro(ctx.db, requested.city, requested.state);
  if (!resolved && from === 'portfolio') {
    // The user's most common city is not in the data: fall back to the default rather than fail the screen.
    requested = { ...DEFAULT_MARKET_PLACE };
    from = 'default';
    resolved = await resolveMetro(ctx.db, requested.city, requested.state);
  }
  if (!resolved) {
    if (!(await getMarketDataset(ctx.db))) throw notFound(MARKET_MESSAGES.noData);
    throw notFound(MARKET_MESSAGES.unknownPlace(requested.city, requested.state));
  }
  const { metro, isPrincipalCity } = resolved;
  const rows = await findMarketSeries(ctx.db, 'metro', String(metro.id));
  const series = Object.fromEntries(rows.map((row) => [row.series, decodeSeries(row.startMonth, row.vals)]));
  return {
    place: {
      requested,
      metroId: metro.id,
      metroName: metro.name,
      metroFullName: metro.fullName,
      isPrincipalCity,
      from,
    },
    records: toRecords(series),
    sources: await getSources(ctx.db, ['metroZhvi', 'metroZori', 'metroInventory', 'metroDaysToPending']),
  };
}

/** One record a month from the first month of any series to the last, oldest first. */
export function toRecords(series: Partial<Record<string, MonthlySeries>>): TMarketRecord[] {
  const all = Object.values(series).filter((s): s is MonthlySeries => s !== undefined);
  if (all.length === 0) return [];
  const first = Math.min(...all.map((s) => monthIndex(s.start)));
  const last = Math.max(...all.map((s) => monthIndex(s.start) + s.values.length - 1));
  const records: TMarketRecord[] = [];
  for (let index = first; index <= last; index += 1) {
    const month = monthFromIndex(index);
    const value = valueAt(series.zhvi, month);
    const rent = valueAt(series.zori, month);
    const inventory = valueAt(series.inventory, month);
    const days = valueAt(series.daysToPending, month);
    records.push({
      month,
      medianPrice: value === null ? null : dollars(value),
      averageRent: rent === null ? null : dollars(rent),
      avgPricePerSqFt: null,
      rentalYield: value && rent !== null ? round2(((12 * rent) / value) * 100) : null,
      inventory,
      daysOnMarket: days === null ? null : days / 10,
    });
  }
  return records;
}

// GET /api/market/places: metros, cities and ZIPs for the pickers.
export async function findPlaces(ctx: AppContext, query: string): Promise<TMarketPlace[]> {
  const prefix = /^\d+$/.test(query.trim()) ? query.trim() : placeNameKey(query);
  if (prefix === '') return [];
  const { metros, cities, zips } = await findMarketPlaces(ctx.db, prefix, MARKET_PLACES_LIMIT);
  const seen = new Set<string>();
  const places: TMarketPlace[] = [];
  const add = (place: TMarketPlace) => {
    const key = `${place.kind === 'zip' ? place.zipCode : ''}|${placeNameKey(place.city)}|${place.state}`;
    if (seen.has(key) || places.length >= MARKET_PLACES_LIMIT) return;
    seen.add(key);
    places.push(place);
  };
  for (const zip of zips) {
    add({
      kind: 'zip',
      label: zip.city ? `${zip.zip} – ${zip.city}, ${zip.state}` : zip.zip,
      city: zip.city ?? '',
      state: zip.state ?? '',
      zipCode: zip.zip,
      metroName: zip.metroName,
    });
  }
  // Metros and cities in one list by size, a metro's principal city once (as the metro).
  const named = [
    ...metros.map((m) => ({
      rank: m.sizeRank,
      kind: 'metro' as const,
      city: m.city,
      state: m.state,
      metro: m.fullName ?? m.name,
    })),
    ...cities.map((c) => ({
      rank: c.sizeRank,
      kind: 'city' as const,
      city: c.name,
      state: c.state,
      metro: c.metroName,
    })),
  ].sort((a, b) => a.rank - b.rank || (a.kind === 'metro' ? -1 : 1));
  for (const place of named) {
    add({
      kind: place.kind,
      label: `${place.city}, ${place.state}`,
      city: place.city,
      state: place.state,
      zipCode: null,
      metroName: place.metro,
    });
  }
  return places;
}

/** HUD's Fair Market Rent for `bedrooms`: the file's column up to 4, then 15% more for each bedroom above 4. */
export function fairMarketRentFor(rentsCents: number[], bedrooms: number): number {
  if (bedrooms <= 4) return dollars(rentsCents[bedrooms] ?? 0);
  const four = (rentsCents[4] ?? 0) / 100;
  return Math.round(four * (1 + FMR_EXTRA_BEDROOM_RATE * (bedrooms - 4)));
}

// GET /api/market/rent-check: HUD's FMR and Zillow's typical rent for a ZIP.
export async function checkRent(ctx: AppContext, zipCode: string, bedrooms: number): Promise<TRentCheck> {
  const [zip, fairRents, stored] = await Promise.all([
    getMarketZip(ctx.db, zipCode),
    findFairRentsByZip(ctx.db, zipCode),
    getMarketDataset(ctx.db),
  ]);
  const vintages = stored ? (JSON.parse(stored.vintages) as Record<string, { latest: string }>) : {};
  const metro = zip?.metroId ? await getMarketMetroById(ctx.db, zip.metroId) : null;
  // A ZIP in two HUD areas: the area of its metro, else the first by area code.
  const metroCity = metro ? placeNameKey(metro.city) : null;
  const fair =
    fairRents.find((row) => metroCity !== null && placeNameKey(row.areaName).startsWith(metroCity)) ??
    fairRents[0];
  let market: Pick<TRentCheck, 'marketRent' | 'marketRentMonth' | 'marketRentLevel' | 'marketRentPlace'> = {
    marketRent: null,
    marketRentMonth: null,
    marketRentLevel: null,
    marketRentPlace: null,
  };
  if (zip?.latestRentCents != null && zip.latestRentMonth) {
    market = {
      marketRent: dollars(zip.latestRentCents),
      marketRentMonth: zip.latestRentMonth,
      marketRentLevel: 'zip',
      marketRentPlace: zip.zip,
    };
  } else {
    const city =
      zip?.city && zip.state ? await findMarketCity(ctx.db, placeNameKey(zip.city), zip.state) : null;
    if (city?.latestRentCents != null && city.latestRentMonth) {
      market = {
        marketRent: dollars(city.latestRentCents),
        marketRentMonth: city.latestRentMonth,
        marketRentLevel: 'city',
        marketRentPlace: `${city.name}, ${city.state}`,
      };
    } else if (metro?.latestRentCents != null && metro.latestRentMonth) {
      market = {
        marketRent: dollars(metro.latestRentCents),
        marketRentMonth: metro.latestRentMonth,
        marketRentLevel: 'metro',
        marketRentPlace: metro.fullName ?? metro.name,
      };
    }
  }
  return {
    zipCode,
    bedrooms,
    fairMarketRent: fair
      ? fairMarketRentFor(
          [fair.rent0Cents, fair.rent1Cents, fair.rent2Cents, fair.rent3Cents, fair.rent4Cents],
          bedrooms,
        )
      : null,
    fairMarketRentArea: fair?.areaName ?? null,
    fairMarketRentVintage: fair ? (vintages.hudFmr?.latest ?? null) : null,
    fairMarketRentSource: MARKET_ATTRIBUTION.hud,
    ...market,
    marketRentSource: MARKET_ATTRIBUTION.zillow,
  };
}

/** The metro of a property: by its ZIP when the data knows it, else by its city. */
async function metroOfPlace(
  db: Db,
  place: { city: string; state: string | null; zipCode: string | null },
): Promise<MarketMetroRow | null> {
  if (place.zipCode) {
    const zip = await getMarketZip(db, place.zipCode);
    if (zip?.metroId) return getMarketMetroById(db, zip.metroId);
  }
  if (!place.state) return null;
  return (await resolveMetro(db, place.city, place.state))?.metro ?? null;
}

/** purchase price × ZHVI(metro, latest month) / ZHVI(metro, purchase month), to the dollar (docs/product.md). */
export async function estimateValue(
  db: Db,
  property: {
    city: string;
    state: string | null;
    zipCode: string | null;
    purchaseDate: string | null;
    purchasePrice: number;
  },
): Promise<TValueEstimate> {
  const base = { source: MARKET_ATTRIBUTION.zillow, estimatedValue: null, estimatedValueMonth: null };
  const purchaseMonth = property.purchaseDate?.slice(0, 7) ?? null;
  if (!purchaseMonth) return { ...base, purchaseMonth, metroName: null, reason: 'noPurchaseDate' };
  const metro = await metroOfPlace(db, property);
  if (!metro?.latestValueCents || !metro.latestValueMonth) {
    return { ...base, purchaseMonth, metroName: metro?.name ?? null, reason: 'noMetro' };
  }
  const [row] = (await findMarketSeries(db, 'metro', String(metro.id))).filter((s) => s.series === 'zhvi');
  const atPurchase = row ? valueAt(decodeSeries(row.startMonth, row.vals), purchaseMonth) : null;
  if (!atPurchase || purchaseMonth > metro.latestValueMonth) {
    return { ...base, purchaseMonth, metroName: metro.name, reason: 'purchaseMonthNotInData' };
  }
  return {
    source: MARKET_ATTRIBUTION.zillow,
    estimatedValue: Math.round((property.purchasePrice * metro.latestValueCents) / atPurchase),
    estimatedValueMonth: metro.latestValueMonth,
    purchaseMonth,
    metroName: metro.name,
    reason: null,
  };
}

// GET /api/properties/:id/market: the rent check and the value estimate of one of the caller's properties.
export async function getPropertyMarket(
  ctx: AppContext,
  user: UserRow,
  id: number,
): Promise<TPropertyMarket> {
  const row = await getPropertyForOwner(ctx.db, user.id, id);
  if (!row) throw notFound(PROPERTY_MESSAGES.notFound);
  const zipCode = row.zipCode && /^\d{5}$/.test(row.zipCode) ? row.zipCode : null;
  return {
    rentCheck: zipCode && row.bedrooms !== null ? await checkRent(ctx, zipCode, row.bedrooms) : null,
    valueEstimate: await estimateValue(ctx.db, {
      city: row.city,
      state: row.state,
      zipCode,
      purchaseDate: row.purchaseDate,
      purchasePrice: row.purchasePriceCents / 100,
    }),
  };
}
