import { createHash } from 'node:crypto';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PROPERTIES_PER_USER,
  PROPERTY_MESSAGES,
  PROPERTY_TYPES,
  propertyLimitMessage,
  type TProperty,
  type TPropertyFields,
  type TPropertyPatch,
  type TPropertySearchFilters,
  type TPropertyType,
  type TSearchSortKey,
} from '@rentfolio/contracts';
import {
  bumpPortfolioRevision,
  countProperties,
  type Db,
  deletePropertyForOwner,
  findCreateKey,
  findPropertiesByOwner,
  findReceiptFileKeys,
  getPropertyForOwner,
  insertCreateKey,
  insertProperties,
  type NewPropertyRow,
  type PropertyFilters,
  type PropertyRow,
  type PropertySort,
  type PropertyUpdate,
  propertySearchText,
  searchProperties,
  type UserRow,
  updatePropertyForOwner,
} from '@rentfolio/db';
import {
  analyzeProperty,
  asCents,
  fromCents,
  resolveDealInputs,
  type TDealInputs,
  type TDealInputsInit,
  toCents,
} from '@rentfolio/finance';
import type { AppContext } from '../context';
import { toDay } from '../lib/clock';
import { badRequest, conflict, forbidden, notFound } from '../lib/http-error';
import { awardAfterEvent } from './achievements/achievements.service';
import { DEAL_INPUT_FIELDS, fromDealColumns, toDealColumns, toDealInputsInit } from './deal-columns';
import { notifyPortfolioEvent } from './notification.service';
import { recordPortfolioChange } from './portfolio.service';

/**
 * The deal columns of a property: its inputs with the deal form's defaults filled in, and the figures computed from
 * them by @rentfolio/finance (docs/product.md "Portfolio figures"). Stored together, so that search and metrics run in SQL.
 */
function toDealFigureColumns(init: TDealInputsInit) {
  let inputs: TDealInputs;
  let figures: ReturnType<typeof analyzeProperty>;
  try {
    inputs = resolveDealInputs(init);
    figures = analyzeProperty(inputs);
  } catch (error) {
    if (error instanceof RangeError) throw badRequest(`These figures cannot be analysed: ${error.message}.`);
    throw error;
  }
  return {
    ...toDealColumns(inputs),
    capRate: figures.capRate,
    annualCashFlowCents: toCents(figures.cashFlow),
    monthlyCashFlowCents: toCents(figures.monthlyCashFlow),
    roi: figures.roi,
    cashOnCashReturn: figures.cashOnCashReturn,
  };
}

/** A purchase date after today (the server's clock, UTC) is refused. */
function checkPurchaseDate(
  ctx: AppContext,
  purchaseDate: string | null | undefined,
  field = 'purchaseDate',
): void {
  if (purchaseDate && purchaseDate > toDay(ctx.now())) {
    throw badRequest(PROPERTY_MESSAGES.purchaseDateFuture, { [field]: PROPERTY_MESSAGES.purchaseDateFuture });
  }
}

/** The stored row of a new property: its fields, the deal defaults, and the computed figures. */
export function toNewPropertyRow(userId: number, fields: TPropertyFields, now: number): NewPropertyRow {
  return {
    userId,
    createdAt: now,
    updatedAt: now,
    address: fields.address,
    city: fields.city,
    state: fields.state ?? null,
    zipCode: fields.zipCode || null,
    propertyType: fields.propertyType,
    bedrooms: fields.bedrooms ?? null,
    bathrooms: fields.bathrooms ?? null,
    squareFeet: fields.squareFeet ?? null,
    purchaseDate: fields.purchaseDate || null,
    currentValueCents:
      fields.currentValue === null || fields.currentValue === undefined ? null : toCents(fields.currentValue),
    isOccupied: fields.isOccupied === false ? 0 : 1,
    notes: fields.notes || null,
    searchText: propertySearchText({
      address: fields.address,
      city: fields.city,
      state: fields.state ?? null,
      zipCode: fields.zipCode || null,
    }),
    ...toDealFigureColumns(toDealInputsInit(fields)),
  };
}

function isPropertyType(value: string): value is TPropertyType {
  return (PROPERTY_TYPES as readonly string[]).includes(value);
}

/** A property as the API answers it: inputs in dollars and percent, and the stored computed figures. */
export function toPropertyDto(row: PropertyRow): TProperty {
  const inputs = fromDealColumns(row);
  return {
    id: row.id,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    propertyType: isPropertyType(row.propertyType) ? row.propertyType : 'single-family',
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    squareFeet: row.squareFeet,
    ...inputs,
    purchaseDate: row.purchaseDate,
    currentValue: row.currentValueCents === null ? null : fromCents(asCents(row.currentValueCents)),
    isOccupied: row.isOccupied === 1,
    notes: row.notes,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    capRate: row.capRate,
    cashFlow: fromCents(asCents(row.annualCashFlowCents)),
    monthlyCashFlow: fromCents(asCents(row.monthlyCashFlowCents)),
    roi: row.roi,
    cashOnCashReturn: row.cashOnCashReturn,
  };
}

/** Runs `work` in one transaction, then records the change: today's snapshot, goal notifications, caches. */
export async function changePortfolio<T>(
  ctx: AppContext,
  userId: number,
  work: (trx: Db) => Promise<T>,
): Promise<T> {
  const result = await ctx.db.transaction().execute(async (trx) => {
    // One portfolio change of a user at a time, also across servers: the limit checks inside count what is stored.
    // Raising the revision takes the user's row lock and marks the change for the figures kept by revision.
    await bumpPortfolioRevision(trx, userId);
    const before = await recordPortfolioChange.before(ctx, trx, userId);
    const value = await work(trx);
    await recordPortfolioChange.after(ctx, trx, userId, before);
    return value;
  });
  return result;
}

export const IDEMPOTENCY_MESSAGES = {
  reused:
    'This Idempotency-Key was already used to add a different property. Send a new key for a new property.',
  gone: 'The property added with this Idempotency-Key has since been deleted.',
} as const;

/**
 * POST /api/properties. With an Idempotency-Key (docs/api.md "Retries"), the same key and body again answer the
 * property the first request added, with `replayed`, and store nothing: a client that lost the first answer may send
 * it again safely. The key is checked and recorded in the create's transaction, under the user's row lock, so two
 * requests with one key at once add one property.
 */
export async function createProperty(
  ctx: AppContext,
  user: UserRow,
  fields: TPropertyFields,
  idempotencyKey?: string,
): Promise<{ property: TProperty; replayed: boolean }> {
  checkPurchaseDate(ctx, fields.purchaseDate);
  const now = ctx.now();
  const row = toNewPropertyRow(user.id, fields, now);
  const requestHash = createHash('sha256').update(JSON.stringify(fields)).digest('hex');
  const outcome = await changePortfolio(ctx, user.id, async (trx) => {
    if (idempotencyKey !== undefined) {
      const earlier = await findCreateKey(trx, user.id, idempotencyKey);
      if (earlier) {
        if (earlier.requestHash !== requestHash) throw conflict(IDEMPOTENCY_MESSAGES.reused);
        return { kind: 'replayed', id: earlier.resourceId } as const;
      }
    }
    await assertRoomFor(trx, user.id, 1);
    const [first] = await insertProperties(trx, [row]);
    if (!first) throw new Error('the new property was not returned');
    await notifyPortfolioEvent(trx, user.id, now, 'property_added', {
      propertyId: first.id,
      address: first.address,
    });
    if (idempotencyKey !== undefined) {
      await insertCreateKey(trx, {
        userId: user.id,
        idempotencyKey,
        requestHash,
        resourceId: first.id,
        createdAt: now,
      });
    }
    return { kind: 'created', row: first } as const;
  });
  if (outcome.kind === 'replayed') {
    const existing = await getPropertyForOwner(ctx.db, user.id, outcome.id);
    if (!existing) throw notFound(IDEMPOTENCY_MESSAGES.gone);
    return { property: toPropertyDto(existing), replayed: true };
  }
  await awardAfterEvent(ctx, user);
  return { property: toPropertyDto(outcome.row), replayed: false };
}

/** Creates every property in one transaction, or none when any is refused (onboarding). */
export async function createProperties(
  ctx: AppContext,
  user: UserRow,
  list: TPropertyFields[],
): Promise<TProperty[]> {
  list.forEach((fields, index) => {
    checkPurchaseDate(ctx, fields.purchaseDate, `properties.${index}.purchaseDate`);
  });
  const now = ctx.now();
  const rows = list.map((fields) => toNewPropertyRow(user.id, fields, now));
  const created = await changePortfolio(ctx, user.id, async (trx) => {
    await assertRoomFor(trx, user.id, rows.length);
    const inserted = await insertProperties(trx, rows);
    await notifyPortfolioEvent(trx, user.id, now, 'properties_added', { count: inserted.length });
    return inserted;
  });
  await awardAfterEvent(ctx, user);
  return created.map(toPropertyDto);
}

/** One page of the caller's properties, newest first, and how many they have in all. */
export async function listProperties(
  ctx: AppContext,
  user: UserRow,
  page: { limit?: number | undefined; offset?: number | undefined },
): Promise<{ items: TProperty[]; total: number }> {
  const limit = page.limit ?? DEFAULT_PAGE_SIZE;
  const offset = page.offset ?? 0;
  const rows = await findPropertiesByOwner(ctx.db, user.id, { limit, offset });
  const isLastPage = rows.length < limit && (rows.length > 0 || offset === 0);
  const total = isLastPage ? offset + rows.length : await countProperties(ctx.db, user.id, {});
  return { items: rows.map(toPropertyDto), total };
}

/** Refuses an addition that would take the owner past MAX_PROPERTIES_PER_USER (checked in the adding transaction). */
async function assertRoomFor(trx: Db, userId: number, adding: number): Promise<void> {
  const count = await countProperties(trx, userId, {});
  if (count + adding > MAX_PROPERTIES_PER_USER) {
    const { text, messageCode } = propertyLimitMessage(MAX_PROPERTIES_PER_USER, count);
    throw forbidden(text, 'PROPERTY_LIMIT', messageCode);
  }
}

export async function getProperty(ctx: AppContext, user: UserRow, id: number): Promise<TProperty> {
  const row = await getPropertyForOwner(ctx.db, user.id, id);
  if (!row) throw notFound(PROPERTY_MESSAGES.notFound);
  return toPropertyDto(row);
}

export async function updateProperty(
  ctx: AppContext,
  user: UserRow,
  id: number,
  patch: TPropertyPatch,
): Promise<TProperty> {
  checkPurchaseDate(ctx, patch.purchaseDate);
  const updated = await changePortfolio(ctx, user.id, async (trx) => {
    const existing = await getPropertyForOwner(trx, user.id, id);
    if (!existing) throw notFound(PROPERTY_MESSAGES.notFound);
    const deal = { ...fromDealColumns(existing) };
    for (const field of DEAL_INPUT_FIELDS) {
      const value = patch[field];
      if (value !== undefined) deal[field] = value;
    }
    const changes: PropertyUpdate = {
      updatedAt: ctx.now(),
      ...(patch.address !== undefined ? { address: patch.address } : {}),
      ...(patch.city !== undefined ? { city: patch.city } : {}),
      ...(patch.state !== undefined ? { state: patch.state } : {}),
      ...(patch.zipCode !== undefined ? { zipCode: patch.zipCode || null } : {}),
      ...(patch.propertyType !== undefined ? { propertyType: patch.propertyType } : {}),
      ...(patch.bedrooms !== undefined ? { bedrooms: patch.bedrooms } : {}),
      ...(patch.bathrooms !== undefined ? { bathrooms: patch.bathrooms } : {}),
      ...(patch.squareFeet !== undefined ? { squareFeet: patch.squareFeet } : {}),
      ...(patch.purchaseDate !== undefined ? { purchaseDate: patch.purchaseDate || null } : {}),
      ...(patch.currentValue !== undefined
        ? { currentValueCents: patch.currentValue === null ? null : toCents(patch.currentValue) }
        : {}),
      ...(patch.isOccupied !== undefined
        ? { isOccupied: patch.isOccupied ? (1 as const) : (0 as const) }
        : {}),
      ...(patch.notes !== undefined ? { notes: patch.notes || null } : {}),
      ...toDealFigureColumns(deal),
    };
    changes.searchText = propertySearchText({
      address: changes.address ?? existing.address,
      city: changes.city ?? existing.city,
      state: changes.state !== undefined ? changes.state : existing.state,
      zipCode: changes.zipCode !== undefined ? changes.zipCode : existing.zipCode,
    });
    const row = await updatePropertyForOwner(trx, user.id, id, changes);
    if (!row) throw notFound(PROPERTY_MESSAGES.notFound);
    return row;
  });
  return toPropertyDto(updated);
}

/** Deletes a property with its ledger (by cascade); its receipts' files go once that has committed. */
export async function deleteProperty(ctx: AppContext, user: UserRow, id: number): Promise<void> {
  const fileKeys = await changePortfolio(ctx, user.id, async (trx) => {
    const keys = await findReceiptFileKeys(trx, user.id, { propertyId: id });
    if (!(await deletePropertyForOwner(trx, user.id, id))) throw notFound(PROPERTY_MESSAGES.notFound);
    return keys;
  });
  await ctx.receipts.remove(user.id, fileKeys);
}

/** Search filters in stored units. */
function toStoredFilters(filters: TPropertySearchFilters): PropertyFilters {
  return {
    ...(filters.query ? { query: filters.query } : {}),
    ...(filters.city ? { city: filters.city } : {}),
    ...(filters.state ? { state: filters.state } : {}),
    ...(filters.propertyType ? { propertyType: filters.propertyType } : {}),
    ...(filters.minPrice !== undefined ? { minPriceCents: Math.round(filters.minPrice * 100) } : {}),
    ...(filters.maxPrice !== undefined ? { maxPriceCents: Math.round(filters.maxPrice * 100) } : {}),
    ...(filters.minROI !== undefined ? { minRoi: filters.minROI } : {}),
    ...(filters.maxROI !== undefined ? { maxRoi: filters.maxROI } : {}),
  };
}

const SORT_COLUMNS: Record<TSearchSortKey, PropertySort['column']> = {
  newest: 'createdAt',
  price: 'purchasePriceCents',
  rent: 'monthlyRentCents',
  cashFlow: 'monthlyCashFlowCents',
  capRate: 'capRate',
  roi: 'roi',
};

/** The matches of a search (a page of them when `limit` is given), and how many match in all. */
export async function findMatchingProperties(
  ctx: AppContext,
  user: UserRow,
  filters: TPropertySearchFilters,
): Promise<{ items: TProperty[]; total: number }> {
  const stored = toStoredFilters(filters);
  // Without a limit, the first page: a search never answers every row at once.
  const limit = filters.limit ?? DEFAULT_PAGE_SIZE;
  const offset = filters.offset ?? 0;
  const rows = await searchProperties(
    ctx.db,
    user.id,
    stored,
    { limit, offset },
    {
      column: SORT_COLUMNS[filters.sortBy ?? 'newest'],
      direction: filters.sortOrder ?? 'desc',
    },
  );
  // A page that is not full, and not past the end, is the last one: the total needs no second query.
  const isLastPage = rows.length < limit && (rows.length > 0 || offset === 0);
  const total = isLastPage ? offset + rows.length : await countProperties(ctx.db, user.id, stored);
  return { items: rows.map(toPropertyDto), total };
}
