import { type Db, findUsersWithLetUnits, insertReminderNotifications } from '@rentfolio/db';
import type { Clock } from '../lib/clock';
import { type RentRollAlert, rentRollAlerts } from '../services/rent-roll.service';

const USERS_PER_PAGE = 200;

export type RentRemindersResult = { sent: number; failedUsers: number[] };

/** The notification of one alert, and its key: one per lease end, one per unit and month late. */
function reminderOf(userId: number, alert: RentRollAlert, createdAt: number) {
  const base = {
    propertyId: alert.propertyId,
    address: alert.address,
    unitLabel: alert.label,
    tenantName: alert.tenantName,
  };
  return alert.kind === 'leaseEnding'
    ? {
        userId,
        type: 'lease_ending',
        data: { ...base, date: alert.leaseEnd, days: alert.days },
        createdAt,
        dedupeKey: `lease:${alert.unitId}:${alert.leaseEnd}`,
      }
    : {
        userId,
        type: 'rent_late',
        data: { ...base, date: alert.dueDate, days: alert.daysLate },
        createdAt,
        dedupeKey: `late:${alert.unitId}:${alert.month}`,
      };
}

/**
 * The rent roll's reminders (docs/product.md "Rent roll"): for every user with a let unit, a page of users at a time,
 * a notification for each lease ending within 60 days and each month's rent more than 10 days late. Each is sent once
 * (its key is unique per user), whatever runs the job and however often; one user's failure is logged and skipped.
 */
export async function sendRentRemindersJob(
  db: Db,
  now: Clock,
  onUserError: (userId: number, error: unknown) => void,
): Promise<RentRemindersResult> {
  const at = now();
  const result: RentRemindersResult = { sent: 0, failedUsers: [] };
  let afterUserId = 0;
  for (;;) {
    const userIds = await findUsersWithLetUnits(db, afterUserId, USERS_PER_PAGE);
    for (const userId of userIds) {
      try {
        const alerts = await rentRollAlerts(db, userId, at);
        result.sent += await insertReminderNotifications(
          db,
          alerts.map((alert) => reminderOf(userId, alert, at)),
        );
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
