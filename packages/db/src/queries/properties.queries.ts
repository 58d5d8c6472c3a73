import { type ExpressionBuilder, sql } from 'kysely';
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

/** The owner's properties, newest first; `limit` caps how many. */
export async function findPropertiesByOwner(db: Db, userId: number, limit?: number): Promise<PropertyRow[]> {
  let query = db
    .selectFrom('properties')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc');
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
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

/** `%text%` for LIKE, with the wildcard characters of the text itself escaped (ESCAPE '\'). */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function contains(
  eb: ExpressionBuilder<Database, 'properties'>,
  column: 'address' | 'city' | 'state' | 'zipCode',
  text: string,
) {
  return eb(sql`lower(${eb.ref(column)})`, 'like', sql<string>`${containsPattern(text)} escape '\\'`);
}

/** The owner's properties matching every given filter, newest first: one SQL query on the owner's indexes. */
export async function searchProperties(
  db: Db,
  userId: number,
  filters: PropertyFilters,
): Promise<PropertyRow[]> {
  let query = db.selectFrom('properties').selectAll().where('userId', '=', userId);
  const { query: text, city, state, propertyType, minPriceCents, maxPriceCents, minRoi, maxRoi } = filters;
  if (text) {
    query = query.where((eb) =>
      eb.or([
        contains(eb, 'address', text),
        contains(eb, 'city', text),
        contains(eb, 'state', text),
        contains(eb, 'zipCode', text),
      ]),
    );
  }
  if (city) query = query.where((eb) => contains(eb, 'city', city));
  if (state) query = query.where('state', '=', state);
  if (propertyType) query = query.where('propertyType', '=', propertyType);
  if (minPriceCents !== undefined) query = query.where('purchasePriceCents', '>=', minPriceCents);
  if (maxPriceCents !== undefined) query = query.where('purchasePriceCents', '<=', maxPriceCents);
  if (minRoi !== undefined) query = query.where('roi', '>=', minRoi);
  if (maxRoi !== undefined) query = query.where('roi', '<=', maxRoi);
  return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
}

/** The portfolio's totals in stored units, from one aggregate query (decisions.md §4). */
export type PortfolioTotals = {
  totalProperties: number;
  totalValueCents: number;
  totalMonthlyCashFlowCents: number;
  /** Mean of the ROIs that are defined; null when none is. */
  avgRoi: number | null;
  averageCapRate: number | null;
  occupiedProperties: number;
};

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
    ])
    .executeTakeFirstOrThrow();
  // PostgreSQL answers SUM and COUNT of integers as numeric text; SQLite as numbers. Both are exact below 2^53.
  const num = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));
  return {
    totalProperties: num(row.totalProperties),
    totalValueCents: num(row.totalValueCents),
    totalMonthlyCashFlowCents: num(row.totalMonthlyCashFlowCents),
    avgRoi: row.avgRoi === null ? null : Number(row.avgRoi),
    averageCapRate: row.averageCapRate === null ? null : Number(row.averageCapRate),
    occupiedProperties: num(row.occupiedProperties),
  };
}

/** Ids of the users who own at least one property (the daily snapshot job's work list). */
export async function findPropertyOwnerIds(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('properties').select('userId').distinct().orderBy('userId').execute();
  return rows.map((row) => row.userId);
}
