import type { Db, DbHandle } from '../create-db';
import type { MailOutboxRow, NewMailOutboxRow } from '../schema';

/** Stores a message; undefined when its dedupe key is already there (that message was queued before). */
export async function enqueueMail(db: Db, row: NewMailOutboxRow): Promise<MailOutboxRow | undefined> {
  return db
    .insertInto('mailOutbox')
    .values(row)
    .onConflict((oc) => oc.column('dedupeKey').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Messages queued for the user since `since` (the hourly limit). */
export async function countMailSince(db: Db, userId: number, since: number): Promise<number> {
  const row = await db
    .selectFrom('mailOutbox')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('userId', '=', userId)
    .where('createdAt', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Claims up to `limit` messages to send: those due, and those claimed before `staleBefore` by a worker that never
 * finished (it died: they are sent again, with the same Message-ID). On PostgreSQL the rows are locked with SKIP
 * LOCKED, so two servers never claim one message; SQLite has one writer.
 */
export async function claimDueMail(
  handle: DbHandle,
  now: number,
  staleBefore: number,
  limit: number,
): Promise<MailOutboxRow[]> {
  const { db } = handle;
  const due = db
    .selectFrom('mailOutbox')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'queued'), eb('nextAttemptAt', '<=', now)]),
        eb.and([eb('status', '=', 'sending'), eb('claimedAt', '<', staleBefore)]),
      ]),
    )
    .orderBy('id')
    .limit(limit);
  return db
    .updateTable('mailOutbox')
    .set((eb) => ({ status: 'sending', claimedAt: now, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', handle.dialect === 'postgres' ? due.forUpdate().skipLocked() : due)
    .returningAll()
    .execute();
}

/** A claimed message was delivered. Only the claim that is still current may mark it. */
export async function markMailSent(db: Db, id: number, claimedAt: number, sentAt: number): Promise<void> {
  await db
    .updateTable('mailOutbox')
    .set({ status: 'sent', sentAt, lastError: null })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .where('claimedAt', '=', claimedAt)
    .execute();
}

/** A claimed message could not be delivered: queued again for `nextAttemptAt`, or failed for good. */
export async function markMailUndelivered(
  db: Db,
  id: number,
  claimedAt: number,
  change: { status: 'queued' | 'failed'; nextAttemptAt: number; lastError: string },
): Promise<void> {
  await db
    .updateTable('mailOutbox')
    .set(change)
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .where('claimedAt', '=', claimedAt)
    .execute();
}

/** The user's newest message of the given kinds. */
export async function findLastMail(
  db: Db,
  userId: number,
  kinds: readonly string[],
): Promise<MailOutboxRow | undefined> {
  return db
    .selectFrom('mailOutbox')
    .selectAll()
    .where('userId', '=', userId)
    .where('kind', 'in', kinds)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function getUpdatesReadAt(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('updateReads')
    .select('readAt')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.readAt ?? 0;
}

export async function setUpdatesReadAt(db: Db, userId: number, readAt: number): Promise<void> {
  await db
    .insertInto('updateReads')
    .values({ userId, readAt })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ readAt }))
    .execute();
}

/** Every account that can receive mail, with its stored settings document (null: the defaults). */
export async function findMailRecipients(
  db: Db,
): Promise<{ id: number; email: string; settings: string | null }[]> {
  return db
    .selectFrom('users')
    .leftJoin('userSettings', 'userSettings.userId', 'users.id')
    .select(['users.id as id', 'users.email as email', 'userSettings.settings as settings'])
    .where('users.role', '=', 'user')
    .orderBy('users.id')
    .execute();
}

/** Uses an unsubscribe link: true when `nonce` was current (it is changed, so the link works once). */
export async function useUnsubscribeNonce(db: Db, userId: number, nonce: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ unsubscribeNonce: nonce + 1 })
    .where('id', '=', userId)
    .where('unsubscribeNonce', '=', nonce)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
