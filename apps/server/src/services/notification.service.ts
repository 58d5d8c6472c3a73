import {
  GOAL_TYPES,
  NOTIFICATION_TYPES,
  type TNotification,
  type TNotificationList,
  type TNotificationType,
} from '@rentfolio/contracts';
import {
  countUnreadNotifications,
  type Db,
  findNotifications,
  getNotificationsSeenAt,
  insertNotifications,
  markAllNotificationsRead,
  type NotificationRow,
  setNotificationsSeenAt,
  type UserRow,
} from '@rentfolio/db';
import type { AppContext } from '../context';

/** How many notifications the panel lists. */
export const NOTIFICATION_LIST_SIZE = 30;

/**
 * Records an event of the user's account (a property added, an import finished, a goal reached). Called inside the
 * transaction of the change it reports, so that an event is never recorded for a change that did not happen.
 */
export async function notifyPortfolioEvent(
  db: Db,
  userId: number,
  now: number,
  type: TNotificationType,
  data: TNotification['data'],
): Promise<void> {
  await insertNotifications(db, [{ userId, type, data, createdAt: now }]);
}

function parseData(text: string): TNotification['data'] {
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    const data: TNotification['data'] = {};
    if (typeof value.propertyId === 'number') data.propertyId = value.propertyId;
    if (typeof value.address === 'string') data.address = value.address;
    if (typeof value.count === 'number') data.count = value.count;
    if (typeof value.failed === 'number') data.failed = value.failed;
    if (typeof value.achievementKey === 'string') data.achievementKey = value.achievementKey;
    if (typeof value.value === 'number') data.value = value.value;
    if (typeof value.unitLabel === 'string') data.unitLabel = value.unitLabel;
    if (typeof value.tenantName === 'string') data.tenantName = value.tenantName;
    if (typeof value.date === 'string') data.date = value.date;
    if (typeof value.days === 'number') data.days = value.days;
    if (typeof value.goalType === 'string' && (GOAL_TYPES as readonly string[]).includes(value.goalType)) {
      data.goalType = value.goalType as TNotification['data']['goalType'];
    }
    return data;
  } catch {
    return {};
  }
}

export function toNotificationDto(row: NotificationRow): TNotification | null {
  if (!(NOTIFICATION_TYPES as readonly string[]).includes(row.type)) return null;
  return {
    id: row.id,
    type: row.type as TNotificationType,
    data: parseData(row.data),
    createdAt: new Date(row.createdAt).toISOString(),
    isRead: row.readAt !== null,
  };
}

export async function listNotifications(ctx: AppContext, user: UserRow): Promise<TNotificationList> {
  const [rows, unreadCount, seenAt] = await Promise.all([
    findNotifications(ctx.db, user.id, NOTIFICATION_LIST_SIZE),
    countUnreadNotifications(ctx.db, user.id),
    getNotificationsSeenAt(ctx.db, user.id),
  ]);
  const items = rows.map(toNotificationDto).filter((item): item is TNotification => item !== null);
  return { items, unreadCount, hasUnseen: rows.some((row) => row.createdAt > seenAt) };
}

/** Opening the panel: the bell's indicator clears; each notification stays unread until marked. */
export async function markNotificationsSeen(ctx: AppContext, user: UserRow): Promise<TNotificationList> {
  await setNotificationsSeenAt(ctx.db, user.id, ctx.now());
  return listNotifications(ctx, user);
}

/** Mark all read: every notification is read, and the indicator clears. */
export async function markAllRead(ctx: AppContext, user: UserRow): Promise<TNotificationList> {
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await markAllNotificationsRead(trx, user.id, now);
    await setNotificationsSeenAt(trx, user.id, now);
  });
  return listNotifications(ctx, user);
}
