import type { Db } from '../create-db';
import type { NotificationRow } from '../schema';

export type NewNotification = {
  userId: number;
  type: string;
  data: Record<string, unknown>;
  createdAt: number;
};

export async function insertNotifications(db: Db, notifications: NewNotification[]): Promise<void> {
  if (notifications.length === 0) return;
  await db
    .insertInto('notifications')
    .values(notifications.map((n) => ({ ...n, data: JSON.stringify(n.data), readAt: null })))
    .execute();
}

/**
 * Reminders (a lease ending, rent late): each is sent once per key and user, so a reminder a run or another server
 * already sent adds nothing. Answers how many were added.
 */
export async function insertReminderNotifications(
  db: Db,
  reminders: (NewNotification & { dedupeKey: string })[],
): Promise<number> {
  if (reminders.length === 0) return 0;
  const added = await db
    .insertInto('notifications')
    .values(reminders.map((n) => ({ ...n, data: JSON.stringify(n.data), readAt: null })))
    .onConflict((conflict) => conflict.columns(['userId', 'dedupeKey']).doNothing())
    .returning('id')
    .execute();
  return added.length;
}

/** The user's newest notifications, newest first. */
export async function findNotifications(db: Db, userId: number, limit: number): Promise<NotificationRow[]> {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function countUnreadNotifications(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('userId', '=', userId)
    .where('readAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** When the user last opened the panel (0 if never). */
export async function getNotificationsSeenAt(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notificationState')
    .select('seenAt')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.seenAt ?? 0;
}

export async function setNotificationsSeenAt(db: Db, userId: number, seenAt: number): Promise<void> {
  await db
    .insertInto('notificationState')
    .values({ userId, seenAt })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ seenAt }))
    .execute();
}

export async function markAllNotificationsRead(db: Db, userId: number, readAt: number): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ readAt })
    .where('userId', '=', userId)
    .where('readAt', 'is', null)
    .execute();
}
