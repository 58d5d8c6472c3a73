import {
  computeMonthsAgo,
  DEFAULT_MARKET_PLACE,
  FMR_EXTRA_BEDROOM_RATE,
  MARKET_ATTRIBUTION,
  MARKET_FRESHNESS,
  MARKET_MESSAGES,
  MARKET_PLACES_LIMIT,
  PROPERTY_MESSAGES,
  type TMarketAnswer,
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
  getMarketZip,
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
import { toMonthPeriod } from '../lib/clock';
import { notFound } from '../lib/http-error';
import type { JsonBodyEntry } from '../lib/json-body-cache';
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

type Requested = TMarketData['place']['requested'];
type From = TMarketData['place']['from'];

/** Whose records GET /api/market-data answers with: a metro's, a ZIP's own, or none. */
export type ResolvedMarketPlace =
  | {
      level: 'metro';
      requested: Requested;
      from: From;
      isPrincipalCity: boolean;
      zipCode: string | null;
      metro: MarketMetroRow;
    }
  | { level: 'zip'; requested: Requested; zip: MarketZipRow; metro: MarketMetroRow | null }
  | { level: 'none'; requested: Requested; from: From; zipCode: string | null };

/**
 * Which records GET /api/market-data answers with: a ZIP's own series when Zillow publishes one (else its metro's),
 * else the place asked for, else the user's most common city, else Denver. A place the sources have no figures for is
 * an empty answer; only a database without the data set is an error.
 */
export async function resolveMarketPlace(
  ctx: AppContext,
  user: UserRow,
  place: { city?: string | undefined; state?: string | undefined; zipCode?: string | undefined },
): Promise<ResolvedMarketPlace> {
  if (place.zipCode) return resolveZip(ctx, place.zipCode, place);
  let requested: Requested;
  let from: From;
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
    await assertMarketDataLoaded(ctx);
    return { level: 'none', requested, from, zipCode: null };
  }
  return {
    level: 'metro',
    requested,
    from,
    isPrincipalCity: resolved.isPrincipalCity,
    zipCode: null,
    metro: resolved.metro,
  };
}

/** A database without the data set is the one market error: the server has to load it (docs/operations.md). */
async function assertMarketDataLoaded(ctx: AppContext): Promise<void> {
  if (!(await getMarketDataset(ctx.db))) throw notFound(MARKET_MESSAGES.noData);
}

async function resolveZip(
  ctx: AppContext,
  zipCode: string,
  place: { city?: string | undefined; state?: string | undefined },
): Promise<ResolvedMarketPlace> {
  const zip = await getMarketZip(ctx.db, zipCode);
  const requested = { city: zip?.city ?? place.city ?? '', state: zip?.state ?? place.state ?? '' };
  const metro = zip?.metroId ? await getMarketMetroById(ctx.db, zip.metroId) : null;
  if (zip?.latestRentMonth) return { level: 'zip', requested, zip, metro };
  if (metro) return { level: 'metro', requested, from: 'requested', isPrincipalCity: false, zipCode, metro };
  await assertMarketDataLoaded(ctx);
  return { level: 'none', requested, from: 'requested', zipCode };
}

// GET /api/market-data: the month-by-month records of a metro or a ZIP, or none (docs/product.md "Market data").
/**
 * GET /api/market-data: the records of the place asked for (or the user's own default place), as a cached answer: a
 * place's records are the same for every caller (the data set changes only with a restart).
 */
export async function getMarketDataAnswer(
  ctx: AppContext,
  user: UserRow,
  place: { city?: string | undefined; state?: string | undefined; zipCode?: string | undefined },
): Promise<JsonBodyEntry> {
  const resolved = await resolveMarketPlace(ctx, user, place);
  const { level, requested } = resolved;
  const answered =
    level === 'metro'
      ? [resolved.metro.id, resolved.from, resolved.isPrincipalCity, resolved.zipCode]
      : level === 'zip'
        ? [resolved.zip.zip]
        : [resolved.from, resolved.zipCode];
  const key = JSON.stringify([level, ...answered, requested.city, requested.state]);
  const { marketBodies } = ctx.answers;
  return marketBodies.get(key) ?? marketBodies.set(key, await getMarketData(ctx, resolved));
}

export async function getMarketData(ctx: AppContext, place: ResolvedMarketPlace): Promise<TMarketAnswer> {
  if (place.level === 'none') {
    const { requested, zipCode, from } = place;
    return { level: 'none', place: { requested, zipCode, from }, records: [], sources: [] };
  }
  if (place.level === 'zip') {
    const { requested, zip, metro } = place;
    return {
      level: 'zip',
      place: {
        requested,
        zipCode: zip.zip,
        metroName: metro?.fullName ?? zip.metroName ?? metro?.name ?? null,
        metro: metro ? { city: metro.city, state: metro.state } : null,
        from: 'requested',
      },
      records: toRecords(await readSeries(ctx.db, 'zip', zip.zip)),
      sources: await getSources(ctx.db, ['zipZori']),
    };
  }
  const { metro, requested, from, isPrincipalCity, zipCode } = place;
  return {
    level: 'metro',
    place: {
      requested,
      metroId: metro.id,
      metroName: metro.name,
      metroFullName: metro.fullName,
      isPrincipalCity,
      zipCode,
      from,
    },
    records: toRecords(await readSeries(ctx.db, 'metro', String(metro.id))),
    sources: await getSources(ctx.db, ['metroZhvi', 'metroZori', 'metroInventory', 'metroDaysToPending']),
  };
}

async function readSeries(
  db: Db,
  kind: 'metro' | 'zip',
  id: string,
): Promise<Partial<Record<string, MonthlySeries>>> {
  const rows = await findMarketSeries(db, kind, id);
  return Object.fromEntries(rows.map((row) => [row.series, decodeSeries(row.startMonth, row.vals)]));
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

/** A property's place for the market lookup: its city and state, and its ZIP code when it is five digits. */
export function marketPlaceOf(row: { city: string; state: string | null; zipCode: string | null }): {
  city: string;
  state: string | null;
  zipCode: string | null;
} {
  return {
    city: row.city,
    state: row.state,
    zipCode: row.zipCode && /^\d{5}$/.test(row.zipCode) ? row.zipCode : null,
  };
}

/**
 * Which level's figure to use, given the levels that have one, finest first (ZIP, city, metro): the first whose latest
 * month is at most 12 months before `now`; when none is, the freshest (the finer on a tie). Without `now`, the finest.
 * docs/product.md "Market data".
 */
export function chooseFreshestLevel<T extends { month: string }>(
  levels: readonly T[],
  now: number | null,
): T | null {
  const [finest] = levels;
  if (!finest || now === null) return finest ?? null;
  const recent = levels.find(
    (level) =>
      (computeMonthsAgo(level.month, now) ?? Number.POSITIVE_INFINITY) <= MARKET_FRESHNESS.preferWithinMonths,
  );
  return recent ?? levels.reduce((best, level) => (level.month > best.month ? level : best), finest);
}

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
    private readonly now: number | null,
  ) {}

  /**
   * `values` reads the metros' ZHVI series (for value estimates); `now` (the app's clock) lets the rent check pass over
   * a level whose figure is over 12 months old (chooseFreshestLevel). Without it, the finest level is used.
   */
  static async load(
    db: Db,
    places: MarketPlaceRef[],
    options: { values?: boolean; now?: number } = {},
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
      options.now ?? null,
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

  /** Zillow's typical rent: the latest ZORI of the ZIP, its city or its metro, by chooseFreshestLevel. */
  private marketRent(
    zip: MarketZipRow | undefined,
    metro: MarketMetroRow | null,
  ): Pick<TRentCheck, 'marketRent' | 'marketRentMonth' | 'marketRentLevel' | 'marketRentPlace'> {
    type Level = { level: 'zip' | 'city' | 'metro'; cents: number; month: string; place: string };
    const levels: Level[] = [];
    if (zip?.latestRentCents != null && zip.latestRentMonth) {
      levels.push({ level: 'zip', cents: zip.latestRentCents, month: zip.latestRentMonth, place: zip.zip });
    }
    const city = this.cityOf(zip?.city, zip?.state);
    if (city?.latestRentCents != null && city.latestRentMonth) {
      levels.push({
        level: 'city',
        cents: city.latestRentCents,
        month: city.latestRentMonth,
        place: `${city.name}, ${city.state}`,
      });
    }
    if (metro?.latestRentCents != null && metro.latestRentMonth) {
      levels.push({
        level: 'metro',
        cents: metro.latestRentCents,
        month: metro.latestRentMonth,
        place: metro.fullName ?? metro.name,
      });
    }
    const chosen = chooseFreshestLevel(levels, this.now);
    if (!chosen)
      return { marketRent: null, marketRentMonth: null, marketRentLevel: null, marketRentPlace: null };
    return {
      marketRent: dollars(chosen.cents),
      marketRentMonth: chosen.month,
      marketRentLevel: chosen.level,
      marketRentPlace: chosen.place,
    };
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
  // The level of Zillow's rent depends on how old each level's figure is this month.
  const key = `${zipCode}|${bedrooms}|${toMonthPeriod(ctx.now())}`;
  const cached = ctx.answers.rentChecks.get(key);
  if (cached) return cached;
  const answer = (await MarketLookup.load(ctx.db, [{ zipCode }], { now: ctx.now() })).rentCheck(
    zipCode,
    bedrooms,
  );
  ctx.answers.rentChecks.set(key, answer);
  return answer;
}

// GET /api/properties/:id/market: the rent check and the value estimate of one of the caller's properties.
export async function getPropertyMarket(
  ctx: AppContext,
  user: UserRow,
  id: number,
): Promise<TPropertyMarket> {
  const row = await getPropertyForOwner(ctx.db, user.id, id);
  if (!row) throw notFound(PROPERTY_MESSAGES.notFound);
  const place = marketPlaceOf(row);
  const { zipCode } = place;
  const lookup = await MarketLookup.load(ctx.db, [place], { values: true, now: ctx.now() });
  return {
    rentCheck: zipCode && row.bedrooms !== null ? lookup.rentCheck(zipCode, row.bedrooms) : null,
    valueEstimate: lookup.valueEstimate(place, row.purchaseDate, row.purchasePriceCents / 100),
  };
}
