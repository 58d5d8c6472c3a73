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
  findFairRentsByZips,
  findMarketCity,
  findMarketMetroByCity,
  findMarketMetrosByIds,
  findMarketPlaces,
  findMarketPlacesByNameKeys,
  findMarketSeries,
  findMarketZips,
  findMetroSeries,
  findMostCommonPropertyCity,
  getMarketDataset,
  getMarketMetroById,
  getPropertyForOwner,
  type MarketCityRow,
  type MarketFairRentsTable,
  type MarketMetroRow,
  type MarketZipRow,
  type UserRow,
} from '@rentfolio/db';
import { computeGrossYield } from '@rentfolio/finance';
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

type ResolvedMetro = { metro: MarketMetroRow; isPrincipalCity: boolean } | null;
/**
 * Resolved places, per database: the market data only changes with a restart, and the screens ask for the same few
 * places again and again. Bounded: it starts again past 5,000 places.
 */
const resolvedPlaces = new WeakMap<Db, Map<string, ResolvedMetro>>();

/** The metro a city answers for: the metro it is the principal city of, else the metro the city belongs to. */
async function resolveMetro(db: Db, city: string, state: string): Promise<ResolvedMetro> {
  let places = resolvedPlaces.get(db);
  if (!places) {
    places = new Map();
    resolvedPlaces.set(db, places);
  }
  const key = `${placeNameKey(city)}|${state}`;
  const known = places.get(key);
  if (known !== undefined) return known;
  const resolved = await findMetroOfCity(db, city, state);
  // An unknown place is not kept: the data may be loaded after the first request.
  if (resolved) {
    if (places.size >= 5000) places.clear();
    places.set(key, resolved);
  }
  return resolved;
}

async function findMetroOfCity(
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
  return kinds.flatMap((kind) => (vintages[kind] ? [{ ...vintages[kind], kind }] : []));
}

export type ResolvedMarketPlace = Omit<TMarketData['place'], 'metroName' | 'metroFullName' | 'metroId'> & {
  metro: MarketMetroRow;
};

/** Which metro GET /api/market-data answers for: the place asked, else the user's most common city, else Denver. */
export async function resolveMarketPlace(
  ctx: AppContext,
  user: UserRow,
  place: { city?: string | undefined; state?: string | undefined },
): Promise<ResolvedMarketPlace> {
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
  return { requested, from, isPrincipalCity: resolved.isPrincipalCity, metro: resolved.metro };
}

// GET /api/market-data: the month-by-month records of a metro (docs/product.md "Market data").
export async function getMarketData(ctx: AppContext, place: ResolvedMarketPlace): Promise<TMarketData> {
  const { metro, requested, from, isPrincipalCity } = place;
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
      rentalYield: value && rent !== null ? round2(computeGrossYield(rent, value) ?? 0) : null,
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
  // Metros and cities in one list by size; a metro's principal city is listed once, as the metro.
  const metroKeys = new Set(metros.map((m) => `${placeNameKey(m.city)}|${m.state}`));
  const named = [
    ...metros.map((m) => ({
      rank: m.sizeRank,
      kind: 'metro' as const,
      city: m.city,
      state: m.state,
      metro: m.fullName ?? m.name,
    })),
    ...cities
      .filter((c) => !metroKeys.has(`${placeNameKey(c.name)}|${c.state}`))
      .map((c) => ({
        rank: c.sizeRank,
        kind: 'city' as const,
        city: c.name,
        state: c.state,
        metro: c.metroName,
      })),
  ].sort((a, b) => a.rank - b.rank);
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

export type MarketPlaceRef = { city?: string | null; state?: string | null; zipCode?: string | null };

/**
 * The market rows of a set of places, read in a few queries (a portfolio of 1,000 properties costs the same handful
 * as one property), then answered from memory: each place's metro, rent check and value estimate.
 */
export class MarketLookup {
  private constructor(
    private readonly zips: Map<string, MarketZipRow>,
    private readonly fairRents: Map<string, MarketFairRentsTable[]>,
    private readonly metros: Map<number, MarketMetroRow>,
    private readonly principalMetros: Map<string, MarketMetroRow>,
    private readonly cities: Map<string, MarketCityRow>,
    private readonly zhvi: Map<number, MonthlySeries>,
    private readonly fmrVintage: string | null,
  ) {}

  static async load(
    db: Db,
    places: MarketPlaceRef[],
    options: { values?: boolean } = {},
  ): Promise<MarketLookup> {
    const zipCodes = places.map((p) => p.zipCode).filter((z): z is string => !!z && /^\d{5}$/.test(z));
    const [zipRows, fairRows, stored] = await Promise.all([
      findMarketZips(db, zipCodes),
      findFairRentsByZips(db, zipCodes),
      getMarketDataset(db),
    ]);
    const nameKeys = [
      ...places.filter((p) => p.city).map((p) => placeNameKey(p.city ?? '')),
      ...zipRows.filter((z) => z.city).map((z) => placeNameKey(z.city ?? '')),
    ];
    const named = await findMarketPlacesByNameKeys(db, nameKeys);
    const principalMetros = new Map<string, MarketMetroRow>();
    for (const metro of [...named.metros].sort((a, b) => b.sizeRank - a.sizeRank)) {
      principalMetros.set(`${metro.nameKey}|${metro.state}`, metro);
    }
    const cities = new Map<string, MarketCityRow>();
    for (const city of [...named.cities].sort((a, b) => b.sizeRank - a.sizeRank)) {
      cities.set(`${city.nameKey}|${city.state}`, city);
    }
    const metroIds = [...zipRows.map((z) => z.metroId), ...named.cities.map((c) => c.metroId)].filter(
      (id): id is number => id !== null,
    );
    const metros = new Map<number, MarketMetroRow>(named.metros.map((m) => [m.id, m]));
    for (const metro of await findMarketMetrosByIds(
      db,
      metroIds.filter((id) => !metros.has(id)),
    )) {
      metros.set(metro.id, metro);
    }
    const zhvi = new Map<number, MonthlySeries>();
    if (options.values) {
      for (const row of await findMetroSeries(db, [...metros.keys()], 'zhvi')) {
        zhvi.set(Number(row.regionId), decodeSeries(row.startMonth, row.vals));
      }
    }
    const fairRents = new Map<string, MarketFairRentsTable[]>();
    for (const row of fairRows) fairRents.set(row.zip, [...(fairRents.get(row.zip) ?? []), row]);
    const vintages = stored ? (JSON.parse(stored.vintages) as Record<string, { latest: string }>) : {};
    return new MarketLookup(
      new Map(zipRows.map((z) => [z.zip, z])),
      fairRents,
      metros,
      principalMetros,
      cities,
      zhvi,
      vintages.hudFmr?.latest ?? null,
    );
  }

  private cityOf(name: string | null | undefined, state: string | null | undefined): MarketCityRow | null {
    return name && state ? (this.cities.get(`${placeNameKey(name)}|${state}`) ?? null) : null;
  }

  /** The metro of a place: by its ZIP when the data knows it, else by its city (principal, else member). */
  metroOf(place: MarketPlaceRef): MarketMetroRow | null {
    const zip = place.zipCode ? this.zips.get(place.zipCode) : undefined;
    if (zip?.metroId) return this.metros.get(zip.metroId) ?? null;
    if (!place.city || !place.state) return null;
    const principal = this.principalMetros.get(`${placeNameKey(place.city)}|${place.state}`);
    if (principal) return principal;
    const city = this.cityOf(place.city, place.state);
    return city?.metroId ? (this.metros.get(city.metroId) ?? null) : null;
  }

  rentCheck(zipCode: string, bedrooms: number): TRentCheck {
    const zip = this.zips.get(zipCode);
    const metro = zip?.metroId ? (this.metros.get(zip.metroId) ?? null) : null;
    const rows = this.fairRents.get(zipCode) ?? [];
    // A ZIP in several HUD areas: the area of its metro, else the first by area code.
    const metroCity = metro ? placeNameKey(metro.city) : null;
    const fair =
      rows.find((row) => metroCity !== null && placeNameKey(row.areaName).startsWith(metroCity)) ?? rows[0];
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
      fairMarketRentVintage: fair ? this.fmrVintage : null,
      fairMarketRentSource: MARKET_ATTRIBUTION.hud,
      ...this.marketRent(zip, metro),
      marketRentSource: MARKET_ATTRIBUTION.zillow,
    };
  }

  /** Zillow's typical rent: the ZIP's latest ZORI, else its city's, else its metro's. */
  private marketRent(
    zip: MarketZipRow | undefined,
    metro: MarketMetroRow | null,
  ): Pick<TRentCheck, 'marketRent' | 'marketRentMonth' | 'marketRentLevel' | 'marketRentPlace'> {
    if (zip?.latestRentCents != null && zip.latestRentMonth) {
      return {
        marketRent: dollars(zip.latestRentCents),
        marketRentMonth: zip.latestRentMonth,
        marketRentLevel: 'zip',
        marketRentPlace: zip.zip,
      };
    }
    const city = this.cityOf(zip?.city, zip?.state);
    if (city?.latestRentCents != null && city.latestRentMonth) {
      return {
        marketRent: dollars(city.latestRentCents),
        marketRentMonth: city.latestRentMonth,
        marketRentLevel: 'city',
        marketRentPlace: `${city.name}, ${city.state}`,
      };
    }
    if (metro?.latestRentCents != null && metro.latestRentMonth) {
      return {
        marketRent: dollars(metro.latestRentCents),
        marketRentMonth: metro.latestRentMonth,
        marketRentLevel: 'metro',
        marketRentPlace: metro.fullName ?? metro.name,
      };
    }
    return { marketRent: null, marketRentMonth: null, marketRentLevel: null, marketRentPlace: null };
  }

  /** Purchase price × ZHVI(metro, latest month) / ZHVI(metro, purchase month), to the dollar (docs/product.md). */
  valueEstimate(place: MarketPlaceRef, purchaseDate: string | null, purchasePrice: number): TValueEstimate {
    const base = { source: MARKET_ATTRIBUTION.zillow, estimatedValue: null, estimatedValueMonth: null };
    const purchaseMonth = purchaseDate?.slice(0, 7) ?? null;
    if (!purchaseMonth) return { ...base, purchaseMonth, metroName: null, reason: 'noPurchaseDate' };
    const metro = this.metroOf(place);
    if (!metro?.latestValueCents || !metro.latestValueMonth) {
      return { ...base, purchaseMonth, metroName: metro?.name ?? null, reason: 'noMetro' };
    }
    const atPurchase = valueAt(this.zhvi.get(metro.id), purchaseMonth);
    if (!atPurchase || purchaseMonth > metro.latestValueMonth) {
      return { ...base, purchaseMonth, metroName: metro.name, reason: 'purchaseMonthNotInData' };
    }
    return {
      source: MARKET_ATTRIBUTION.zillow,
      estimatedValue: Math.round((purchasePrice * metro.latestValueCents) / atPurchase),
      estimatedValueMonth: metro.latestValueMonth,
      purchaseMonth,
      metroName: metro.name,
      reason: null,
    };
  }
}

// GET /api/market/rent-check: HUD's FMR and Zillow's typical rent for a ZIP.
export async function checkRent(ctx: AppContext, zipCode: string, bedrooms: number): Promise<TRentCheck> {
  return (await MarketLookup.load(ctx.db, [{ zipCode }])).rentCheck(zipCode, bedrooms);
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
  const place = { city: row.city, state: row.state, zipCode };
  const lookup = await MarketLookup.load(ctx.db, [place], { values: true });
  return {
    rentCheck: zipCode && row.bedrooms !== null ? lookup.rentCheck(zipCode, row.bedrooms) : null,
    valueEstimate: lookup.valueEstimate(place, row.purchaseDate, row.purchasePriceCents / 100),
  };
}
