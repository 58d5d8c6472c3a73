import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../create-db';
import type { Database, NewPropertyRow, PropertyRow, PropertyUpdate } from '../schema';

/** Search filters in stored units (cents for money); each undefined one is not applied. */
export type PropertyFilters = {
  /** Part of the address, city, state or ZIP code, any case. */
  query?: string;
  /** Part of the city name, any case. */
  city?: string;
  state?: string;
  propertyType?: string;
  minPriceCents?: number;
  maxPriceCents?: number;
  minRoi?: number;
  maxRoi?: number;
};

export async function insertProperties(db: Db, rows: NewPropertyRow[]): Promise<PropertyRow[]> {
  if (rows.length === 0) return [];
  // Large batches are split so that no statement passes SQLite's limit on bound values (32,766).
  const chunkSize = 500;
  const inserted: PropertyRow[] = [];
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    inserted.push(...(await db.insertInto('properties').values(chunk).returningAll().execute()));
  }
  return inserted;
}

/** One page of the owner's properties, newest first. */
/**
 * One page of the owner's properties in the portfolio's order (newest first), after the row `after` (keyset paging:
 * each page costs the same however deep it is). Long work over a whole portfolio reads it this way, a page at a time.
 */
export async function findPropertiesByOwnerAfter(
  db: Db,
  userId: number,
  after: { createdAt: number; id: number } | null,
  limit: number,
): Promise<PropertyRow[]> {
  let query = db.selectFrom('properties').selectAll().where('userId', '=', userId);
  if (after) {
    // A row-value comparison, which both databases answer from the (user_id, created_at, id) index; the same test
    // written with OR made SQLite scan every row of equal created_at, page after page.
    query = query.where((eb) => eb(eb.refTuple('createdAt', 'id'), '<', eb.tuple(after.createdAt, after.id)));
  }
  return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export async function findPropertiesByOwner(
  db: Db,
  userId: number,
  page: { limit: number; offset: number },
): Promise<PropertyRow[]> {
  return db
    .selectFrom('properties')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** One property, only if `userId` owns it. */
export async function getPropertyForOwner(
  db: Db,
  userId: number,
  id: number,
): Promise<PropertyRow | undefined> {
  return db
    .selectFrom('properties')
    .selectAll()
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** Changes the property if `userId` owns it; answers the new row, or undefined for anyone else's. */
export async function updatePropertyForOwner(
  db: Db,
  userId: number,
  id: number,
  changes: PropertyUpdate,
): Promise<PropertyRow | undefined> {
  return db
    .updateTable('properties')
    .set(changes)
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes the property if `userId` owns it; answers whether a row went. */
export async function deletePropertyForOwner(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('properties')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * What the search box matches: address, city, state and ZIP code, lower-cased, one per line (so that a match never
 * spans two fields). Stored with every property.
 */
export function propertySearchText(row: {
  address: string;
  city: string;
  state: string | null;
  zipCode: string | null;
}): string {
  return [row.address, row.city, row.state ?? '', row.zipCode ?? ''].join('\n').toLowerCase();
}

/** `%text%` for LIKE, with the wildcard characters of the text itself escaped (ESCAPE '\'). */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function contains(eb: ExpressionBuilder<Database, 'properties'>, column: 'city', text: string) {
  return eb(sql`lower(${eb.ref(column)})`, 'like', sql<string>`${containsPattern(text)} escape '\\'`);
}

type PropertyQuery = SelectQueryBuilder<Database, 'properties', object>;

/** Adds the filters to a query on the owner's properties. */
function applyFilters<Q extends PropertyQuery>(query: Q, filters: PropertyFilters): Q {
  let q = query as PropertyQuery;
  const { query: text, city, state, propertyType, minPriceCents, maxPriceCents, minRoi, maxRoi } = filters;
  if (text) {
    q = q.where('searchText', 'like', sql<string>`${containsPattern(text)} escape '\\'`);
  }
  if (city) q = q.where((eb) => contains(eb, 'city', city));
  if (state) q = q.where('state', '=', state);
  if (propertyType) q = q.where('propertyType', '=', propertyType);
  if (minPriceCents !== undefined) q = q.where('purchasePriceCents', '>=', minPriceCents);
  if (maxPriceCents !== undefined) q = q.where('purchasePriceCents', '<=', maxPriceCents);
  if (minRoi !== undefined) q = q.where('roi', '>=', minRoi);
  if (maxRoi !== undefined) q = q.where('roi', '<=', maxRoi);
  return q as Q;
}

/**
 * The owner's properties matching every given filter, newest first: one SQL query on the owner's indexes. `page`
 * takes a slice (the result list loads page by page); without it, every match.
 */
export type PropertySort = {
  column:
    | 'createdAt'
    | 'purchasePriceCents'
    | 'monthlyRentCents'
    | 'monthlyCashFlowCents'
    | 'capRate'
    | 'roi';
  direction: 'asc' | 'desc';
};

export async function searchProperties(
  db: Db,
  userId: number,
  filters: PropertyFilters,
  page?: { limit: number; offset: number },
  sort: PropertySort = { column: 'createdAt', direction: 'desc' },
): Promise<PropertyRow[]> {
  // Rows without the figure (a cap rate or ROI that is not defined) come last in either direction, on both databases;
  // the id keeps equal figures in a stable order, so pages never repeat or skip a row.
  let query = applyFilters(db.selectFrom('properties').where('userId', '=', userId), filters)
    .selectAll()
    .orderBy(sql`case when ${sql.ref(sort.column)} is null then 1 else 0 end`)
    .orderBy(sort.column, sort.direction)
    .orderBy('id', sort.direction);
  if (page) query = query.limit(page.limit).offset(page.offset);
  return query.execute();
}

/** How many of the owner's properties match the filters. */
export async function countProperties(db: Db, userId: number, filters: PropertyFilters): Promise<number> {
  const row = await applyFilters(db.selectFrom('properties').where('userId', '=', userId), filters)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The portfolio's totals in stored units, from one aggregate query (docs/product.md "Portfolio figures"). */
export type PortfolioTotals = {
  totalProperties: number;
  totalValueCents: number;
  totalMonthlyCashFlowCents: number;
  /** Mean of the ROIs that are defined; null when none is. */
  avgRoi: number | null;
  averageCapRate: number | null;
  occupiedProperties: number;
  /** Σ ROI × cash invested (cents) and Σ cash invested (cents), over properties with a defined ROI. */
  roiCashWeightedSum: number;
  roiCashInvestedCents: number;
};

const cashInvested = sql`(purchase_price_cents * (down_payment_pct + closing_costs_pct) / 100.0 + rehab_costs_cents)`;

export async function getPortfolioTotals(db: Db, userId: number): Promise<PortfolioTotals> {
  const row = await db
    .selectFrom('properties')
    .where('userId', '=', userId)
    .select((eb) => [
      eb.fn.countAll().as('totalProperties'),
      eb.fn.sum(eb.fn.coalesce('currentValueCents', 'purchasePriceCents')).as('totalValueCents'),
      eb.fn.sum('monthlyCashFlowCents').as('totalMonthlyCashFlowCents'),
      eb.fn.avg('roi').as('avgRoi'),
      eb.fn.avg('capRate').as('averageCapRate'),
      eb.fn.sum('isOccupied').as('occupiedProperties'),
      // Cash invested = down payment + closing costs + rehab (docs/calculations.md "Cash flow and returns"), from the stored inputs.
      sql<number | string | null>`sum(case when roi is not null then roi * ${cashInvested} end)`.as(
        'roiCashWeightedSum',
      ),
      sql<number | string | null>`sum(case when roi is not null then ${cashInvested} end)`.as(
        'roiCashInvestedCents',
      ),
    ])
    .executeTakeFirstOrThrow();
  // PostgreSQL answers SUM and COUNT of integers as numeric text; SQLite as numbers. Both are exact below 2^53.
  const num = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));
  return {
    totalProperties: num(row.totalProperties),
    totalValueCents: num(row.totalValueCents),
    totalMonthlyCashFlowCents: num(row.totalMonthlyCashFlowCents),
    avgRoi: row.avgRoi === null ? null : Number(row.avgRoi),
    roiCashWeightedSum: num(row.roiCashWeightedSum),
    roiCashInvestedCents: num(row.roiCashInvestedCents),
    averageCapRate: row.averageCapRate === null ? null : Number(row.averageCapRate),
    occupiedProperties: num(row.occupiedProperties),
  };
}

/** Ids of the users who own at least one property (the daily snapshot job's work list). */
export async function findPropertyOwnerIds(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('properties').select('userId').distinct().orderBy('userId').execute();
  return rows.map((row) => row.userId);
}

/** The city and state most of the user's properties are in (ties: the newest property's), or null with none. */
export async function findMostCommonPropertyCity(
  db: Db,
  userId: number,
): Promise<{ city: string; state: string } | null> {
  const row = await db
    .selectFrom('properties')
    .select(['city', 'state'])
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('id').as('newest')])
    .where('userId', '=', userId)
    .where('state', 'is not', null)
    .groupBy(['city', 'state'])
    .orderBy('n', 'desc')
    .orderBy('newest', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.state ? { city: row.city, state: row.state } : null;
}

/** The distinct places of a user's properties with how many properties each holds. */
export async function findPropertyPlaces(
  db: Db,
  userId: number,
): Promise<{ city: string; state: string | null; zipCode: string | null; n: number }[]> {
  const rows = await db
    .selectFrom('properties')
    .select(['city', 'state', 'zipCode'])
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .groupBy(['city', 'state', 'zipCode'])
    .execute();
  return rows.map((row) => ({ ...row, n: Number(row.n) }));
}

/** How many of the user's properties were created at or after `since`. */
export async function countPropertiesCreatedSince(db: Db, userId: number, since: number): Promise<number> {
  const row = await db
    .selectFrom('properties')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .where('createdAt', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The owner's properties after `afterId`, oldest first: an export reads them a page at a time. */
/** The places (address, city, state, ZIP) of the owner's properties after `afterId`, by id: the import's duplicate check reads them a page at a time. */
export async function findPropertyAddressesAfterId(
  db: Db,
  userId: number,
  afterId: number,
  limit: number,
): Promise<Pick<PropertyRow, 'id' | 'address' | 'city' | 'state' | 'zipCode'>[]> {
  return db
    .selectFrom('properties')
    .select(['id', 'address', 'city', 'state', 'zipCode'])
    .where('userId', '=', userId)
    .where('id', '>', afterId)
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
}

export async function findPropertiesAfterId(
  db: Db,
  userId: number,
  afterId: number,
  limit: number,
): Promise<PropertyRow[]> {
  return db
    .selectFrom('properties')
    .selectAll()
    .where('userId', '=', userId)
    .where('id', '>', afterId)
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
}

/** One group of the owner's properties by band: the indexes into the bands given to countPropertiesByBand. */
export type PropertyBandGroup = {
  /** 0 to floors.length − 1: above that floor (up to the one before); then floors.length: exactly 0; then below 0. */
  cashFlowBand: number;
  /** 0: below the first edge; i: from edge i − 1 (included) to edge i; edges.length: from the last edge. Null: n/a. */
  roiBand: number | null;
  count: number;
};

/**
 * The owner's properties counted by monthly cash-flow band and ROI band together, in one pass over their rows: at most
 * (floors + 2) × (edges + 2) rows come back, whatever the portfolio's size. `cashFlowFloorsCents` is highest first
 * and ends at 0; `roiEdges` (percent) is lowest first.
 */
export async function countPropertiesByBand(
  db: Db,
  userId: number,
  cashFlowFloorsCents: readonly number[],
  roiEdges: readonly number[],
): Promise<PropertyBandGroup[]> {
  const cashFlowBand = sql<number>`case ${sql.join(
    cashFlowFloorsCents.map(
      (floor, index) => sql`when monthly_cash_flow_cents > ${floor} then ${sql.lit(index)}`,
    ),
    sql` `,
  )} when monthly_cash_flow_cents = 0 then ${sql.lit(cashFlowFloorsCents.length)} else ${sql.lit(cashFlowFloorsCents.length + 1)} end`;
  const roiBand = sql<number | null>`case when roi is null then null ${sql.join(
    roiEdges.map((edge, index) => sql`when roi < ${edge} then ${sql.lit(index)}`),
    sql` `,
  )} else ${sql.lit(roiEdges.length)} end`;
  const rows = await db
    .selectFrom('properties')
    .select((eb) => [cashFlowBand.as('cashFlowBand'), roiBand.as('roiBand'), eb.fn.countAll().as('count')])
    .where('userId', '=', userId)
    // By position: PostgreSQL would not take the two CASE expressions as equal, their parameters being numbered apart.
    .groupBy([sql`1`, sql`2`])
    .execute();
  return rows.map((row) => ({
    cashFlowBand: Number(row.cashFlowBand),
    roiBand: row.roiBand === null ? null : Number(row.roiBand),
    count: Number(row.count),
  }));
}

/** The owner's properties with the highest ROI (at most `limit`), highest first; a tie puts the oldest first. */
export async function findTopPropertiesByRoi(
  db: Db,
  userId: number,
  limit: number,
): Promise<Pick<PropertyRow, 'id' | 'address' | 'city' | 'state' | 'roi' | 'capRate'>[]> {
  return db
    .selectFrom('properties')
    .select(['id', 'address', 'city', 'state', 'roi', 'capRate'])
    .where('userId', '=', userId)
    .where('roi', 'is not', null)
    .orderBy('roi', 'desc')
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
}

/**
 * The owner's most common cities with a state (at most `limit`), the name compared ignoring case, most properties first;
 * a tie goes to the city with the newest property, whose spelling names the city.
 */
export async function findMostCommonCities(
  db: Db,
  userId: number,
  limit: number,
): Promise<{ city: string; state: string; count: number }[]> {
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('properties')
        .select((inner) => ['state', inner.fn.countAll().as('count'), inner.fn.max('id').as('newest')])
        .where('userId', '=', userId)
        .where('state', 'is not', null)
        .groupBy([sql`lower(city)`, 'state'])
        .orderBy('count', 'desc')
        .orderBy('newest', 'desc')
        .limit(limit)
        .as('places'),
    )
    .innerJoin('properties', 'properties.id', 'places.newest')
    .select(['properties.city', 'places.state', 'places.count', 'places.newest'])
    .orderBy('places.count', 'desc')
    .orderBy('places.newest', 'desc')
    .execute();
  return rows.map((row) => ({ city: row.city, state: row.state ?? '', count: Number(row.count) }));
}
