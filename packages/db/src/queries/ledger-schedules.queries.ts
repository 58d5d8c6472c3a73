import type { Db } from '../create-db';
import type {
  LedgerScheduleRow,
  LedgerScheduleUpdate,
  LedgerTransactionRow,
  NewLedgerScheduleRow,
  NewLedgerTransactionRow,
} from '../schema';

/** The owner's recurring transactions, oldest first. */
export async function findLedgerSchedules(db: Db, userId: number): Promise<LedgerScheduleRow[]> {
  return db.selectFrom('ledgerSchedules').selectAll().where('userId', '=', userId).orderBy('id').execute();
}

export async function countLedgerSchedules(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('ledgerSchedules')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function getLedgerScheduleForOwner(
  db: Db,
  userId: number,
  id: number,
): Promise<LedgerScheduleRow | undefined> {
  return db
    .selectFrom('ledgerSchedules')
    .selectAll()
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertLedgerSchedule(db: Db, row: NewLedgerScheduleRow): Promise<LedgerScheduleRow> {
  return db.insertInto('ledgerSchedules').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateLedgerScheduleForOwner(
  db: Db,
  userId: number,
  id: number,
  changes: LedgerScheduleUpdate,
): Promise<LedgerScheduleRow | undefined> {
  return db
    .updateTable('ledgerSchedules')
    .set(changes)
    .where('userId', '=', userId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteLedgerScheduleForOwner(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('ledgerSchedules')
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The users with a schedule that books on or before `today`, lowest id first, after `afterUserId`. */
export async function findUsersWithDueSchedules(
  db: Db,
  today: string,
  afterUserId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('ledgerSchedules')
    .select('userId')
    .distinct()
    .where('nextDate', 'is not', null)
    .where('nextDate', '<=', today)
    .where('userId', '>', afterUserId)
    .orderBy('userId')
    .limit(limit)
    .execute();
  return rows.map((row) => row.userId);
}

/** The owner's schedules that book on or before `today`. */
export async function findDueLedgerSchedules(
  db: Db,
  userId: number,
  today: string,
): Promise<LedgerScheduleRow[]> {
  return db
    .selectFrom('ledgerSchedules')
    .selectAll()
    .where('userId', '=', userId)
    .where('nextDate', 'is not', null)
    .where('nextDate', '<=', today)
    .orderBy('id')
    .execute();
}

/**
 * Inserts bookings whose key is not there yet; answers the rows it inserted (a key already booked, by this run or by
 * another server's, inserts nothing).
 */
export async function insertLedgerBookings(
  db: Db,
  rows: NewLedgerTransactionRow[],
): Promise<LedgerTransactionRow[]> {
  if (rows.length === 0) return [];
  return db
    .insertInto('ledgerTransactions')
    .values(rows)
    .onConflict((conflict) =>
      conflict.columns(['userId', 'bookingKey']).where('bookingKey', 'is not', null).doNothing(),
    )
    .returningAll()
    .execute();
}
