import { type Insertable, sql } from 'kysely';
import type { Db, DbHandle } from '../create-db';
import type {
  MarketCitiesTable,
  MarketFairRentsTable,
  MarketMetrosTable,
  MarketNeighbourhoodsTable,
  MarketSeriesTable,
  MarketZipsTable,
} from '../schema';

export type MarketDataRows = {
  metros: Insertable<MarketMetrosTable>[];
  cities: Insertable<MarketCitiesTable>[];
  zips: Insertable<MarketZipsTable>[];
  series: Insertable<MarketSeriesTable>[];
  fairRents: Insertable<MarketFairRentsTable>[];
  neighbourhoods: Insertable<MarketNeighbourhoodsTable>[];
};

export type StoredMarketDataset = { version: string; vintages: string; loadedAt: number };

export async function getMarketDataset(db: Db): Promise<StoredMarketDataset | null> {
  const row = await db
    .selectFrom('marketDataset')
    .select(['version', 'vintages', 'loadedAt'])
    .where('id', '=', 1)
    .executeTakeFirst();
  return row ?? null;
}

// Any number taken by pg_advisory_xact_lock: the one lock that serialises market data loads across instances.
const MARKET_LOAD_LOCK = 72_616_001;
/** Well under both databases' limits on bound parameters in one statement (SQLite 32,766; PostgreSQL 65,535). */
const MAX_PARAMETERS = 30_000;

/**
 * Replaces the whole market data set in one transaction, if `shouldReplace(storedVersion)` still says so once this
 * transaction holds the load lock: on PostgreSQL a transaction-scoped advisory lock, so two instances starting at once
 * load it once (the second finds the first's version and leaves it); SQLite takes its write lock at the first write.
 * Readers see the old set or the new one, never a mix.
 */
export async function replaceMarketDataIf(
  handle: DbHandle,
  shouldReplace: (storedVersion: string | null) => boolean,
  next: { version: string; vintages: string; loadedAt: number; rows: () => MarketDataRows },
): Promise<boolean> {
  return handle.db.transaction().execute(async (trx) => {
    // On SQLite every transaction starts with the write lock (BEGIN IMMEDIATE, create-db.ts), so the check and the
    // replacement are one step there already.
    if (handle.dialect === 'postgres') {
      await sql`select pg_advisory_xact_lock(${MARKET_LOAD_LOCK})`.execute(trx);
    }
    const stored = await getMarketDataset(trx);
    if (!shouldReplace(stored?.version ?? null)) return false;
    const rows = next.rows();
    for (const table of [
      'marketSeries',
      'marketFairRents',
      'marketZips',
      'marketCities',
      'marketMetros',
      'marketNeighbourhoods',
      'marketDataset',
    ] as const) {
      await trx.deleteFrom(table).execute();
    }
    const insertAll = async <T extends keyof MarketTables>(
      table: T,
      values: Insertable<MarketTables[T]>[],
    ) => {
      const first = values[0];
      if (!first) return;
      const perRow = Object.keys(first).length;
      const batch = Math.max(1, Math.min(1000, Math.floor(MAX_PARAMETERS / perRow)));
      for (let i = 0; i < values.length; i += batch) {
        await trx
          .insertInto(table)
          // biome-ignore lint/suspicious/noExplicitAny: Kysely cannot narrow a table chosen by a type parameter
          .values(values.slice(i, i + batch) as any)
          .execute();
      }
    };
    await insertAll('marketMetros', rows.metros);
    await insertAll('marketCities', rows.cities);
    await insertAll('marketZips', rows.zips);
    await insertAll('marketSeries', rows.series);
    await insertAll('marketFairRents', rows.fairRents);
    await insertAll('marketNeighbourhoods', rows.neighbourhoods);
    await trx
      .insertInto('marketDataset')
      .values({ id: 1, version: next.version, vintages: next.vintages, loadedAt: next.loadedAt })
      .execute();
    return true;
  });
}

type MarketTables = {
  marketMetros: MarketMetrosTable;
  marketCities: MarketCitiesTable;
  marketZips: MarketZipsTable;
  marketSeries: MarketSeriesTable;
  marketFairRents: MarketFairRentsTable;
  marketNeighbourhoods: MarketNeighbourhoodsTable;
};

export type MarketMetroRow = MarketMetrosTable;
export type MarketCityRow = MarketCitiesTable;
export type MarketZipRow = MarketZipsTable;

export async function getMarketMetroById(db: Db, id: number): Promise<MarketMetroRow | null> {
  return (await db.selectFrom('marketMetros').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

/** The metro whose principal city is `nameKey` (lower-cased) in `state`. */
export async function findMarketMetroByCity(
  db: Db,
  nameKey: string,
  state: string,
): Promise<MarketMetroRow | null> {
  return (
    (await db
      .selectFrom('marketMetros')
      .selectAll()
      .where('nameKey', '=', nameKey)
      .where('state', '=', state)
      .orderBy('sizeRank')
      .executeTakeFirst()) ?? null
  );
}

export async function findMarketCity(db: Db, nameKey: string, state: string): Promise<MarketCityRow | null> {
  return (
    (await db
      .selectFrom('marketCities')
      .selectAll()
      .where('nameKey', '=', nameKey)
      .where('state', '=', state)
      .orderBy('sizeRank')
      .executeTakeFirst()) ?? null
  );
}

export async function getMarketZip(db: Db, zip: string): Promise<MarketZipRow | null> {
  return (await db.selectFrom('marketZips').selectAll().where('zip', '=', zip).executeTakeFirst()) ?? null;
}

export async function findMarketSeries(
  db: Db,
  regionKind: MarketSeriesTable['regionKind'],
  regionId: string,
): Promise<MarketSeriesTable[]> {
  return db
    .selectFrom('marketSeries')
    .selectAll()
    .where('regionKind', '=', regionKind)
    .where('regionId', '=', regionId)
    .execute();
}

export async function findFairRentsByZip(db: Db, zip: string): Promise<MarketFairRentsTable[]> {
  return db.selectFrom('marketFairRents').selectAll().where('zip', '=', zip).orderBy('areaCode').execute();
}

/** Metros, cities and ZIPs whose name (or ZIP) starts with `prefix` (lower-cased), largest first; at most `limit`. */
export async function findMarketPlaces(db: Db, prefix: string, limit: number) {
  const like = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const [metros, cities, zips] = await Promise.all([
    db
      .selectFrom('marketMetros')
      .select(['id', 'name', 'fullName', 'city', 'state', 'sizeRank'])
      .where(sql<boolean>`name_key like ${like} escape '\\'`)
      .orderBy('sizeRank')
      .limit(limit)
      .execute(),
    db
      .selectFrom('marketCities')
      .select(['id', 'name', 'state', 'metroId', 'metroName', 'sizeRank'])
      .where(sql<boolean>`name_key like ${like} escape '\\'`)
      .orderBy('sizeRank')
      .limit(limit)
      .execute(),
    /^\d{1,5}$/.test(prefix)
      ? db
          .selectFrom('marketZips')
          .select(['zip', 'city', 'state', 'metroId', 'metroName'])
          .where('zip', 'like', like)
          .orderBy('zip')
          .limit(limit)
          .execute()
      : Promise.resolve([]),
  ]);
  return { metros, cities, zips };
}

/** Splits `values` so that no IN list is longer than both databases handle comfortably. */
function chunks<T>(values: T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += size) out.push(values.slice(i, i + size));
  return out;
}

export async function findMarketZips(db: Db, zips: string[]): Promise<MarketZipRow[]> {
  const rows: MarketZipRow[] = [];
  for (const part of chunks([...new Set(zips)])) {
    rows.push(...(await db.selectFrom('marketZips').selectAll().where('zip', 'in', part).execute()));
  }
  return rows;
}

export async function findFairRentsByZips(db: Db, zips: string[]): Promise<MarketFairRentsTable[]> {
  const rows: MarketFairRentsTable[] = [];
  for (const part of chunks([...new Set(zips)])) {
    rows.push(
      ...(await db
        .selectFrom('marketFairRents')
        .selectAll()
        .where('zip', 'in', part)
        .orderBy('areaCode')
        .execute()),
    );
  }
  return rows;
}

export async function findMarketMetrosByIds(db: Db, ids: number[]): Promise<MarketMetroRow[]> {
  const rows: MarketMetroRow[] = [];
  for (const part of chunks([...new Set(ids)])) {
    rows.push(...(await db.selectFrom('marketMetros').selectAll().where('id', 'in', part).execute()));
  }
  return rows;
}

/** Metros and cities whose name key is one of `nameKeys` (callers match the state). */
export async function findMarketPlacesByNameKeys(
  db: Db,
  nameKeys: string[],
): Promise<{ metros: MarketMetroRow[]; cities: MarketCityRow[] }> {
  const metros: MarketMetroRow[] = [];
  const cities: MarketCityRow[] = [];
  for (const part of chunks([...new Set(nameKeys)])) {
    metros.push(...(await db.selectFrom('marketMetros').selectAll().where('nameKey', 'in', part).execute()));
    cities.push(...(await db.selectFrom('marketCities').selectAll().where('nameKey', 'in', part).execute()));
  }
  return { metros, cities };
}

/** One series of many metros. */
export async function findMetroSeries(
  db: Db,
  metroIds: number[],
  series: MarketSeriesTable['series'],
): Promise<MarketSeriesTable[]> {
  const rows: MarketSeriesTable[] = [];
  for (const part of chunks([...new Set(metroIds)].map(String))) {
    rows.push(
      ...(await db
        .selectFrom('marketSeries')
        .selectAll()
        .where('regionKind', '=', 'metro')
        .where('series', '=', series)
        .where('regionId', 'in', part)
        .execute()),
    );
  }
  return rows;
}

/**
 * Every ZIP with a Zillow rent, with its metro's name, for the heat map. No value: none is published for a ZIP, and a
 * yield of a ZIP's rent over its metro's value would mix two places (docs/product.md "Heat map").
 */
export async function findHeatMapZips(db: Db) {
  return db
    .selectFrom('marketZips as z')
    .leftJoin('marketMetros as m', 'm.id', 'z.metroId')
    .select([
      'z.zip',
      'z.city',
      'z.state',
      'z.metroId',
      'z.lat',
      'z.lng',
      'z.latestRentCents',
      'z.latestRentMonth',
      'z.rentGrowth',
      'm.name as metroName',
      'm.city as metroCity',
    ])
    .where('z.latestRentCents', 'is not', null)
    .orderBy('z.zip')
    .execute();
}

/**
 * Every metro with a Zillow rent, for the heat map, with its ZHVI and ZORI series (a metro's yield takes its rent and
 * value of one month).
 */
export async function findHeatMapMetros(db: Db) {
  const [metros, series] = await Promise.all([
    db
      .selectFrom('marketMetros')
      .select(['id', 'name', 'fullName', 'city', 'state', 'nameKey'])
      .where('latestRentCents', 'is not', null)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('marketSeries')
      .select(['regionId', 'series', 'startMonth', 'vals'])
      .where('regionKind', '=', 'metro')
      .where('series', 'in', ['zhvi', 'zori'])
      .execute(),
  ]);
  return { metros, series };
}

/** The mean centroid of each metro's ZIPs in each of its cities, and how many ZIPs each mean is of. */
export async function findMetroZipCentres(db: Db) {
  const rows = await db
    .selectFrom('marketZips')
    .select((eb) => [
      'metroId',
      'city',
      eb.fn.avg<number | string>('lat').as('lat'),
      eb.fn.avg<number | string>('lng').as('lng'),
      eb.fn.countAll<number | string>().as('zips'),
    ])
    .where('metroId', 'is not', null)
    .where('lat', 'is not', null)
    .where('lng', 'is not', null)
    .groupBy(['metroId', 'city'])
    .execute();
  // PostgreSQL answers avg and count as text.
  return rows.map((row) => ({
    metroId: row.metroId as number,
    city: row.city,
    lat: Number(row.lat),
    lng: Number(row.lng),
    zips: Number(row.zips),
  }));
}

/** HUD's 2-bedroom rents of every ZIP with a Zillow rent (a ZIP in several HUD areas has several rows). */
export async function findHeatMapFairRents(db: Db) {
  return db
    .selectFrom('marketFairRents as f')
    .innerJoin('marketZips as z', 'z.zip', 'f.zip')
    .select(['f.zip', 'f.areaName', 'f.rent2Cents'])
    .where('z.latestRentCents', 'is not', null)
    .orderBy('f.zip')
    .orderBy('f.areaCode')
    .execute();
}

export async function findMarketNeighbourhoods(db: Db) {
  return db.selectFrom('marketNeighbourhoods').selectAll().orderBy('name').execute();
}

export async function findNeighbourhoodValues(db: Db, userId: number) {
  return db
    .selectFrom('neighbourhoodValues')
    .select(['placeId', 'metric', 'value'])
    .where('userId', '=', userId)
    .execute();
}

/** Stores a user's imported values in one transaction, replacing the same place and metric. */
export async function upsertNeighbourhoodValues(
  db: Db,
  userId: number,
  values: { placeId: string; metric: string; value: number }[],
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const part of chunks(values, 500)) {
      await trx
        .insertInto('neighbourhoodValues')
        .values(part.map((v) => ({ userId, ...v, updatedAt: now })))
        .onConflict((oc) =>
          oc.columns(['userId', 'placeId', 'metric']).doUpdateSet((eb) => ({
            value: eb.ref('excluded.value'),
            updatedAt: eb.ref('excluded.updatedAt'),
          })),
        )
        .execute();
    }
  });
}

export async function deleteNeighbourhoodValues(db: Db, userId: number): Promise<number> {
  const result = await db.deleteFrom('neighbourhoodValues').where('userId', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
