import {
  PROPERTY_MESSAGES,
  RENT_ROLL_LIMITS,
  RENT_ROLL_MESSAGES,
  type TRentRoll,
  type TRentRollSettings,
  type TUnit,
  type TUnitRequest,
} from '@rentfolio/contracts';
import {
  bumpPortfolioRevision,
  countUnits,
  type Db,
  deleteUnitForOwner,
  findPropertyAddresses,
  findRentReceived,
  findUnits,
  getPropertyForOwner,
  getRentGraceDays,
  getUnitForOwner,
  insertUnit,
  lockUserForWrites,
  type PropertyUnitRow,
  setRentGraceDays,
  type UserRow,
  updateUnitForOwner,
} from '@rentfolio/db';
import {
  asCents,
  daysBetween,
  economicOccupancy,
  fromCents,
  lastDayOfMonth,
  monthsEndingWith,
  rentRollMonth,
  toCents,
} from '@rentfolio/finance';
import type { AppContext } from '../context';
import { toDay } from '../lib/clock';
import { forbidden, notFound } from '../lib/http-error';
import { checkPropertiesOwned } from './ledger.service';

// The rent roll (docs/product.md "Rent roll"): each unit's lease, and each month's rent due against the rent the
// ledger received for it. A property with one unit counts all its rent for that unit; a property with several counts
// the rent rows that name a unit, and shows the rest as not assigned.

const dollars = (cents: number) => fromCents(asCents(cents));

export function toUnitDto(row: PropertyUnitRow): TUnit {
  return {
    id: row.id,
    propertyId: row.propertyId,
    label: row.label,
    tenantName: row.tenantName,
    leaseStart: row.leaseStart,
    leaseEnd: row.leaseEnd,
    rent: dollars(Number(row.rentCents)),
    deposit: dollars(Number(row.depositCents)),
    dueDay: row.dueDay,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

function unitColumns(input: TUnitRequest) {
  return {
    label: input.label,
    tenantName: input.tenantName ?? '',
    leaseStart: input.leaseStart,
    leaseEnd: input.leaseEnd,
    rentCents: toCents(input.rent),
    depositCents: toCents(input.deposit ?? 0),
    dueDay: input.dueDay,
  };
}

/** GET /api/units: the owner's units, of one property or all. */
export async function listUnits(ctx: AppContext, user: UserRow, propertyId?: number): Promise<TUnit[]> {
  if (propertyId !== undefined) await checkPropertiesOwned(ctx.db, user.id, [propertyId]);
  return (await findUnits(ctx.db, user.id, propertyId)).map(toUnitDto);
}

/** POST /api/properties/:id/units: a new unit, within the limits (counted under the user's row lock). */
export async function createUnit(
  ctx: AppContext,
  user: UserRow,
  propertyId: number,
  input: TUnitRequest,
): Promise<TUnit> {
  const row = await ctx.db.transaction().execute(async (trx) => {
    await lockUserForWrites(trx, user.id);
    if (!(await getPropertyForOwner(trx, user.id, propertyId))) throw notFound(PROPERTY_MESSAGES.notFound);
    const counts = await countUnits(trx, user.id, propertyId);
    if (counts.property >= RENT_ROLL_LIMITS.maxUnitsPerProperty)
      throw forbidden(RENT_ROLL_MESSAGES.tooManyForProperty, 'UNIT_LIMIT');
    if (counts.all >= RENT_ROLL_LIMITS.maxUnits) throw forbidden(RENT_ROLL_MESSAGES.tooMany, 'UNIT_LIMIT');
    const now = ctx.now();
    const inserted = await insertUnit(trx, {
      userId: user.id,
      propertyId,
      ...unitColumns(input),
      createdAt: now,
      updatedAt: now,
    });
    await bumpPortfolioRevision(trx, user.id);
    return inserted;
  });
  return toUnitDto(row);
}

/** PUT /api/units/:id: the whole unit; it stays in its property. */
export async function updateUnit(
  ctx: AppContext,
  user: UserRow,
  id: number,
  input: TUnitRequest,
): Promise<TUnit> {
  const row = await ctx.db.transaction().execute(async (trx) => {
    const updated = await updateUnitForOwner(trx, user.id, id, {
      ...unitColumns(input),
      updatedAt: ctx.now(),
    });
    if (updated) await bumpPortfolioRevision(trx, user.id);
    return updated;
  });
  if (!row) throw notFound(RENT_ROLL_MESSAGES.notFound);
  return toUnitDto(row);
}

/** DELETE /api/units/:id: the ledger rows that named it keep their property and lose the unit. */
export async function deleteUnit(ctx: AppContext, user: UserRow, id: number): Promise<void> {
  const deleted = await ctx.db.transaction().execute(async (trx) => {
    if (!(await getUnitForOwner(trx, user.id, id))) return false;
    const done = await deleteUnitForOwner(trx, user.id, id);
    if (done) await bumpPortfolioRevision(trx, user.id);
    return done;
  });
  if (!deleted) throw notFound(RENT_ROLL_MESSAGES.notFound);
}

/** The user's grace period: what they set, or RENT_ROLL_LIMITS.defaultGraceDays. */
export async function rentGraceDays(db: Db, userId: number): Promise<number> {
  return (await getRentGraceDays(db, userId)) ?? RENT_ROLL_LIMITS.defaultGraceDays;
}

/** PUT /api/rent-roll/settings. */
export async function saveRentRollSettings(
  ctx: AppContext,
  user: UserRow,
  settings: TRentRollSettings,
): Promise<TRentRollSettings> {
  await ctx.db.transaction().execute(async (trx) => {
    await setRentGraceDays(trx, user.id, settings.graceDays, ctx.now());
    await bumpPortfolioRevision(trx, user.id);
  });
  return { graceDays: settings.graceDays };
}

/** The units, and each property's address and purchase month (YYYY-MM; null when its purchase date is not known). */
type RollInput = {
  units: PropertyUnitRow[];
  addresses: Map<number, string>;
  purchaseMonths: Map<number, string | null>;
};

async function readRoll(db: Db, userId: number, propertyId?: number): Promise<RollInput> {
  const units = await findUnits(db, userId, propertyId);
  const ids = [...new Set(units.map((unit) => unit.propertyId))];
  const addresses = new Map<number, string>();
  const purchaseMonths = new Map<number, string | null>();
  for (const row of await findPropertyAddresses(db, userId, ids)) {
    addresses.set(row.id, row.address);
    purchaseMonths.set(row.id, row.purchaseDate ? row.purchaseDate.slice(0, 7) : null);
  }
  return { units, addresses, purchaseMonths };
}

/**
 * The roll over `months` (oldest first) on `today`: each unit's months, the rent of several-unit properties that
 * names no unit, and the totals. Pure: the figures of GET /api/rent-roll, the insights and the reminders.
 */
export function computeRentRoll(
  { units, addresses, purchaseMonths }: RollInput,
  received: { propertyId: number; unitId: number | null; month: string; cents: number }[],
  months: string[],
  graceDays: number,
  today: string,
): Omit<TRentRoll, 'through' | 'months' | 'today' | 'graceDays'> {
  const unitsOf = new Map<number, number>();
  for (const unit of units) unitsOf.set(unit.propertyId, (unitsOf.get(unit.propertyId) ?? 0) + 1);
  const soleUnit = new Map(
    units.filter((unit) => unitsOf.get(unit.propertyId) === 1).map((u) => [u.propertyId, u.id]),
  );
  const byUnit = new Map<string, number>();
  const unassigned = new Map<number, Map<string, number>>();
  for (const row of received) {
    if (!unitsOf.has(row.propertyId)) continue;
    const unitId = row.unitId ?? soleUnit.get(row.propertyId) ?? null;
    if (unitId === null) {
      const months = unassigned.get(row.propertyId) ?? new Map<string, number>();
      months.set(row.month, (months.get(row.month) ?? 0) + row.cents);
      unassigned.set(row.propertyId, months);
    } else {
      const key = `${unitId}|${row.month}`;
      byUnit.set(key, (byUnit.get(key) ?? 0) + row.cents);
    }
  }
  const totals = months.map((month) => ({ month, scheduled: 0, due: 0, received: 0 }));
  const rollUnits = units.map((unit) => {
    const lease = {
      rentCents: Number(unit.rentCents),
      dueDay: unit.dueDay,
      leaseStart: unit.leaseStart,
      leaseEnd: unit.leaseEnd,
    };
    const unitMonths = months.map((month, index) => {
      const item = rentRollMonth(lease, month, byUnit.get(`${unit.id}|${month}`) ?? 0, graceDays, today);
      const total = totals[index] as (typeof totals)[number];
      // A month before the property was bought schedules nothing: its rent was never the owner's to collect.
      const bought = purchaseMonths.get(unit.propertyId) ?? null;
      if (bought === null || month >= bought) total.scheduled += lease.rentCents;
      total.due += item.dueCents;
      total.received += item.receivedCents;
      return {
        month,
        dueDate: item.dueDate,
        due: dollars(item.dueCents),
        received: dollars(item.receivedCents),
        status: item.status,
        daysLate: item.daysLate,
      };
    });
    const endsIn = unit.leaseEnd === null ? null : daysBetween(today, unit.leaseEnd);
    return {
      ...toUnitDto(unit),
      address: addresses.get(unit.propertyId) ?? '',
      months: unitMonths,
      leaseEndsInDays: endsIn !== null && endsIn >= 0 ? endsIn : null,
    };
  });
  for (const [, byMonth] of unassigned)
    for (const [month, cents] of byMonth) {
      const total = totals.find((item) => item.month === month);
      if (total) total.received += cents;
    }
  const scheduled = totals.reduce((sum, item) => sum + item.scheduled, 0);
  const receivedCents = totals.reduce((sum, item) => sum + item.received, 0);
  return {
    units: rollUnits,
    unassigned: [...unassigned].map(([propertyId, byMonth]) => ({
      propertyId,
      address: addresses.get(propertyId) ?? '',
      received: months.map((month) => dollars(byMonth.get(month) ?? 0)),
    })),
    totals: {
      months: totals.map((item) => ({
        month: item.month,
        scheduled: dollars(item.scheduled),
        due: dollars(item.due),
        received: dollars(item.received),
        occupancy: economicOccupancy(item.received, item.scheduled),
      })),
      scheduled: dollars(scheduled),
      received: dollars(receivedCents),
      occupancy: economicOccupancy(receivedCents, scheduled),
    },
  };
}

/** The span of days the months cover: the first one's 1st to the last one's last day. */
function monthsSpan(months: string[]): { from: string; to: string } {
  const first = months[0] as string;
  const last = months[months.length - 1] as string;
  return { from: `${first}-01`, to: `${last}-${lastDayOfMonth(last)}` };
}

/** GET /api/rent-roll: the 12 months through `through` (this month when left out). */
export async function getRentRoll(
  ctx: AppContext,
  user: UserRow,
  query: { through?: string | undefined; propertyId?: number | undefined },
): Promise<TRentRoll> {
  if (query.propertyId !== undefined) await checkPropertiesOwned(ctx.db, user.id, [query.propertyId]);
  const today = toDay(ctx.now());
  const through = query.through ?? today.slice(0, 7);
  const months = monthsEndingWith(through, RENT_ROLL_LIMITS.months);
  const span = monthsSpan(months);
  const [roll, received, graceDays] = await Promise.all([
    readRoll(ctx.db, user.id, query.propertyId),
    findRentReceived(ctx.db, user.id, span.from, span.to),
    rentGraceDays(ctx.db, user.id),
  ]);
  return { through, months, today, graceDays, ...computeRentRoll(roll, received, months, graceDays, today) };
}

export type RentRollAlert =
  | {
      kind: 'leaseEnding';
      unitId: number;
      propertyId: number;
      address: string;
      label: string;
      tenantName: string;
      leaseEnd: string;
      days: number;
    }
  | {
      kind: 'rentLate';
      unitId: number;
      propertyId: number;
      address: string;
      label: string;
      tenantName: string;
      month: string;
      dueDate: string;
      daysLate: number;
      due: number;
      received: number;
    };

/**
 * What the rent roll warns of on `today` (docs/product.md "Rent roll"): a lease that ends within 60 days, and each
 * unit's latest month of the last 12 whose rent is more than 10 days late. For the insights and the reminders.
 */
export async function rentRollAlerts(db: Db, userId: number, now: number): Promise<RentRollAlert[]> {
  const today = toDay(now);
  const months = monthsEndingWith(today.slice(0, 7), RENT_ROLL_LIMITS.months);
  const span = monthsSpan(months);
  const [roll, received, graceDays] = await Promise.all([
    readRoll(db, userId),
    findRentReceived(db, userId, span.from, span.to),
    rentGraceDays(db, userId),
  ]);
  if (roll.units.length === 0) return [];
  const { units } = computeRentRoll(roll, received, months, graceDays, today);
  const alerts: RentRollAlert[] = [];
  for (const unit of units) {
    const who = {
      unitId: unit.id,
      propertyId: unit.propertyId,
      address: unit.address,
      label: unit.label,
      tenantName: unit.tenantName,
    };
    if (
      unit.leaseEnd &&
      unit.leaseEndsInDays !== null &&
      unit.leaseEndsInDays <= RENT_ROLL_LIMITS.leaseEndingDays
    )
      alerts.push({ kind: 'leaseEnding', ...who, leaseEnd: unit.leaseEnd, days: unit.leaseEndsInDays });
    const late = unit.months.findLast(
      (month) => month.status === 'late' && month.daysLate > RENT_ROLL_LIMITS.lateReminderDays,
    );
    if (late?.dueDate)
      alerts.push({
        kind: 'rentLate',
        ...who,
        month: late.month,
        dueDate: late.dueDate,
        daysLate: late.daysLate,
        due: late.due,
        received: late.received,
      });
  }
  return alerts;
}
