import {
  LEDGER_MESSAGES,
  LEDGER_SCHEDULE_LIMITS,
  PROPERTY_MESSAGES,
  type TLedgerSchedule,
  type TLedgerScheduleRequest,
} from '@rentfolio/contracts';
import {
  adjustLedgerYearTotals,
  countLedgerSchedules,
  type Db,
  deleteLedgerScheduleForOwner,
  findDueLedgerSchedules,
  findLedgerSchedules,
  getLedgerScheduleForOwner,
  getPropertyForOwner,
  insertLedgerBookings,
  insertLedgerSchedule,
  type LedgerScheduleRow,
  ledgerSearchText,
  ledgerYearDeltas,
  lockUserForWrites,
  type NewLedgerTransactionRow,
  type UserRow,
  updateLedgerScheduleForOwner,
} from '@rentfolio/db';
import {
  asCents,
  computeLoan,
  dueBookingDates,
  fromCents,
  loanPaymentParts,
  nextBookingDate,
  type TDealInputs,
  toCents,
} from '@rentfolio/finance';
import type { AppContext } from '../context';
import { toDay } from '../lib/clock';
import { badRequest, forbidden, notFound } from '../lib/http-error';
import { fromDealColumns } from './deal-columns';

// Recurring transactions (docs/product.md "Recurring transactions"): a schedule books on its day each month, from its
// start date; the booking job (jobs/recurring-bookings.ts) and every add or change book what is due. Each booking's
// key (s<schedule>:<day>, unique per user) makes a day booked once, whoever books it.

type LoanProperty = Pick<TDealInputs, 'purchasePrice' | 'downPayment' | 'interestRate' | 'loanTerm'> & {
  purchaseDate: string | null;
};

/** The owner's property with the loan terms its payments are split by (the deal columns read as inputs). */
async function findLoanProperty(
  db: Db,
  userId: number,
  propertyId: number,
): Promise<LoanProperty | undefined> {
  const row = await getPropertyForOwner(db, userId, propertyId);
  return row ? { ...fromDealColumns(row), purchaseDate: row.purchaseDate } : undefined;
}

const bookingKey = (scheduleId: number, date: string) => `s${scheduleId}:${date}`;

/** The rows a schedule books on `date`: the rent, or the loan payment as interest and principal sharing a split id. */
function bookingRows(
  schedule: LedgerScheduleRow,
  property: LoanProperty | undefined,
  date: string,
  now: number,
): NewLedgerTransactionRow[] {
  const base = {
    userId: schedule.userId,
    propertyId: schedule.propertyId,
    date,
    payee: schedule.payee,
    memo: null,
    source: 'recurring',
    searchText: ledgerSearchText({ payee: schedule.payee, memo: null }),
    createdAt: now,
    updatedAt: now,
  };
  if (schedule.kind === 'rent') {
    if (!schedule.amountCents) return [];
    return [
      {
        ...base,
        amountCents: Number(schedule.amountCents),
        category: 'rents',
        splitId: null,
        bookingKey: bookingKey(schedule.id, date),
      },
    ];
  }
  if (!property?.purchaseDate) return [];
  const parts = loanPaymentParts(property, property.purchaseDate, date);
  if (!parts) return [];
  const splitId = bookingKey(schedule.id, date);
  return [
    {
      ...base,
      amountCents: parts.interestCents,
      category: 'mortgageInterest',
      splitId,
      bookingKey: `${splitId}:i`,
    },
    {
      ...base,
      amountCents: parts.principalCents,
      category: 'loanPrincipal',
      splitId,
      bookingKey: `${splitId}:p`,
    },
  ].filter((row) => row.amountCents !== 0);
}

/**
 * Books one schedule's due days (at most LEDGER_SCHEDULE_LIMITS.maxBookingsPerRun) in one database transaction, and
 * moves its next date on. Answers the rows it added; a day another server booked first adds nothing.
 */
async function bookSchedule(
  db: Db,
  schedule: LedgerScheduleRow,
  today: string,
  now: number,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const fresh = await getLedgerScheduleForOwner(trx, schedule.userId, schedule.id);
    if (!fresh) return 0;
    const dates = dueBookingDates(fresh, today, LEDGER_SCHEDULE_LIMITS.maxBookingsPerRun);
    if (dates.length === 0) return 0;
    const property =
      fresh.kind === 'loanPayment' ? await findLoanProperty(trx, fresh.userId, fresh.propertyId) : undefined;
    const inserted = await insertLedgerBookings(
      trx,
      dates.flatMap((date) => bookingRows(fresh, property, date, now)),
    );
    await adjustLedgerYearTotals(trx, fresh.userId, ledgerYearDeltas(inserted, 1));
    const bookedThrough = (dates.at(-1) ?? today).slice(0, 7);
    await updateLedgerScheduleForOwner(trx, fresh.userId, fresh.id, {
      bookedThrough,
      nextDate: nextBookingDate({ ...fresh, bookedThrough }),
    });
    return inserted.length;
  });
}

/** Books every due day of one user's schedules; answers the rows added. */
export async function bookDueSchedulesOfUser(db: Db, userId: number, now: number): Promise<number> {
  const today = toDay(now);
  let added = 0;
  for (const schedule of await findDueLedgerSchedules(db, userId, today)) {
    // A schedule more than maxBookingsPerRun months behind books the rest on the following passes.
    for (let pass = 0; pass < 2; pass++) {
      const count = await bookSchedule(db, schedule, today, now);
      added += count;
      if (count === 0) break;
    }
  }
  return added;
}

function toScheduleDto(row: LedgerScheduleRow, property: LoanProperty | undefined): TLedgerSchedule {
  const parts =
    row.kind === 'loanPayment' && row.nextDate && property?.purchaseDate
      ? loanPaymentParts(property, property.purchaseDate, row.nextDate)
      : null;
  return {
    id: row.id,
    propertyId: row.propertyId,
    kind: row.kind === 'loanPayment' ? 'loanPayment' : 'rent',
    dayOfMonth: row.dayOfMonth,
    amount: row.amountCents === null ? null : fromCents(asCents(Number(row.amountCents))),
    payee: row.payee,
    startDate: row.startDate,
    endDate: row.endDate,
    bookedThrough: row.bookedThrough,
    nextDate: row.nextDate,
    nextLoanPayment: parts
      ? {
          number: parts.number,
          interest: fromCents(asCents(parts.interestCents)),
          principal: fromCents(asCents(parts.principalCents)),
        }
      : null,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** Refuses a schedule that could never book: a property that is not the owner's, a start too long ago, no loan. */
async function checkSchedule(
  ctx: AppContext,
  user: UserRow,
  schedule: TLedgerScheduleRequest,
): Promise<LoanProperty> {
  const property = await findLoanProperty(ctx.db, user.id, schedule.propertyId);
  if (!property) throw notFound(PROPERTY_MESSAGES.notFound);
  const today = toDay(ctx.now());
  const earliest = `${Number(today.slice(0, 4)) - LEDGER_SCHEDULE_LIMITS.maxYearsBack}${today.slice(4)}`;
  if (schedule.startDate < earliest)
    throw badRequest(LEDGER_MESSAGES.startTooEarly, { startDate: LEDGER_MESSAGES.startTooEarly });
  if (schedule.kind === 'loanPayment') {
    if (computeLoan(property).loanAmount <= 0)
      throw badRequest(LEDGER_MESSAGES.noLoan, { propertyId: LEDGER_MESSAGES.noLoan });
    if (!property.purchaseDate)
      throw badRequest(LEDGER_MESSAGES.noPurchaseDate, { propertyId: LEDGER_MESSAGES.noPurchaseDate });
  }
  return property;
}

/** The stored columns of a request: a loan payment keeps no amount (its amount is the loan's). */
function scheduleColumns(schedule: TLedgerScheduleRequest) {
  return {
    propertyId: schedule.propertyId,
    kind: schedule.kind,
    dayOfMonth: schedule.dayOfMonth,
    amountCents:
      schedule.kind === 'rent' && typeof schedule.amount === 'number' ? toCents(schedule.amount) : null,
    payee: schedule.payee ?? '',
    startDate: schedule.startDate,
    endDate: schedule.endDate ?? null,
  };
}

export async function listLedgerSchedules(ctx: AppContext, user: UserRow): Promise<TLedgerSchedule[]> {
  const rows = await findLedgerSchedules(ctx.db, user.id);
  const properties = new Map<number, LoanProperty | undefined>();
  for (const row of rows)
    if (row.kind === 'loanPayment' && !properties.has(row.propertyId))
      properties.set(row.propertyId, await findLoanProperty(ctx.db, user.id, row.propertyId));
  return rows.map((row) => toScheduleDto(row, properties.get(row.propertyId)));
}

/** Adds a schedule and books at once every day it has due (a start date in the past books the months since). */
export async function createLedgerSchedule(
  ctx: AppContext,
  user: UserRow,
  schedule: TLedgerScheduleRequest,
): Promise<TLedgerSchedule> {
  const property = await checkSchedule(ctx, user, schedule);
  const now = ctx.now();
  const row = await ctx.db.transaction().execute(async (trx) => {
    // The user's row lock first, so that adds sent together, to one server or several, cannot pass the limit together.
    await lockUserForWrites(trx, user.id);
    if ((await countLedgerSchedules(trx, user.id)) >= LEDGER_SCHEDULE_LIMITS.maxSchedules)
      throw forbidden(LEDGER_MESSAGES.tooManySchedules, 'SCHEDULE_LIMIT');
    const columns = scheduleColumns(schedule);
    return insertLedgerSchedule(trx, {
      userId: user.id,
      ...columns,
      bookedThrough: null,
      nextDate: nextBookingDate({ ...columns, bookedThrough: null }),
      createdAt: now,
      updatedAt: now,
    });
  });
  await bookDueSchedulesOfUser(ctx.db, user.id, now);
  const booked = await getLedgerScheduleForOwner(ctx.db, user.id, row.id);
  return toScheduleDto(booked ?? row, property);
}

/**
 * Replaces a schedule. What it booked stays in the ledger; it goes on after the last month booked, so a change of day
 * never books a month twice.
 */
export async function updateLedgerSchedule(
  ctx: AppContext,
  user: UserRow,
  id: number,
  schedule: TLedgerScheduleRequest,
): Promise<TLedgerSchedule> {
  const existing = await getLedgerScheduleForOwner(ctx.db, user.id, id);
  if (!existing) throw notFound(LEDGER_MESSAGES.scheduleNotFound);
  const property = await checkSchedule(ctx, user, schedule);
  const now = ctx.now();
  const columns = scheduleColumns(schedule);
  const updated = await updateLedgerScheduleForOwner(ctx.db, user.id, id, {
    ...columns,
    nextDate: nextBookingDate({ ...columns, bookedThrough: existing.bookedThrough }),
    updatedAt: now,
  });
  if (!updated) throw notFound(LEDGER_MESSAGES.scheduleNotFound);
  await bookDueSchedulesOfUser(ctx.db, user.id, now);
  const booked = await getLedgerScheduleForOwner(ctx.db, user.id, id);
  return toScheduleDto(booked ?? updated, property);
}

/** Deletes a schedule; the transactions it booked stay. */
export async function deleteLedgerSchedule(ctx: AppContext, user: UserRow, id: number): Promise<void> {
  if (!(await deleteLedgerScheduleForOwner(ctx.db, user.id, id)))
    throw notFound(LEDGER_MESSAGES.scheduleNotFound);
}
