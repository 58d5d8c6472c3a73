import { type Db, findUsersWithDueSchedules } from '@rentfolio/db';
import { type Clock, toDay } from '../lib/clock';
import { bookDueSchedulesOfUser } from '../services/ledger-schedules.service';

const USERS_PER_PAGE = 200;

export type RecurringBookingsResult = { booked: number; failedUsers: number[] };

/**
 * Books the recurring transactions due by today (docs/product.md "Recurring transactions") for every user, a page of
 * users at a time. One user's failure is logged and skipped; the others are booked. Idempotent: run twice, or on two
 * servers at once, it books each day once (each booking's key is unique per user).
 */
export async function bookRecurringTransactionsJob(
  db: Db,
  now: Clock,
  onUserError: (userId: number, error: unknown) => void,
): Promise<RecurringBookingsResult> {
  const at = now();
  const today = toDay(at);
  const result: RecurringBookingsResult = { booked: 0, failedUsers: [] };
  let afterUserId = 0;
  for (;;) {
    const userIds = await findUsersWithDueSchedules(db, today, afterUserId, USERS_PER_PAGE);
    for (const userId of userIds) {
      try {
        result.booked += await bookDueSchedulesOfUser(db, userId, at);
      } catch (error) {
        result.failedUsers.push(userId);
        onUserError(userId, error);
      }
    }
    const last = userIds.at(-1);
    if (last === undefined || userIds.length < USERS_PER_PAGE) break;
    afterUserId = last;
  }
  return result;
}
