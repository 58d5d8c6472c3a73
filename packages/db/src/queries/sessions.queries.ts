import type { CompiledQuery } from 'kysely';
import type { Db } from '../create-db';
import type { EpochMs, SessionRow, UserRow } from '../schema';

export async function createSession(db: Db, session: SessionRow): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

export type SessionWithUser = { session: SessionRow; user: UserRow };

function buildSessionWithUserQuery(db: Db, sessionId: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .selectAll('users')
    .select([
      'sessions.id as sessionId',
      'sessions.createdAt as sessionCreatedAt',
      'sessions.lastSeenAt as sessionLastSeenAt',
      'sessions.userAgent as sessionUserAgent',
    ])
    .where('sessions.id', '=', sessionId);
}

type SessionWithUserRow = Awaited<
  ReturnType<ReturnType<typeof buildSessionWithUserQuery>['executeTakeFirstOrThrow']>
>;

/**
 * This query runs on every signed-in request. Building and compiling it cost about a tenth of such a request, so it is
 * compiled once per database and run again with the new session id (its only parameter).
 */
const compiledSessionQueries = new WeakMap<Db, CompiledQuery<SessionWithUserRow>>();

/** The session and its user in one query. */
export async function getSessionWithUser(db: Db, sessionId: string): Promise<SessionWithUser | undefined> {
  let compiled = compiledSessionQueries.get(db);
  if (!compiled) {
    compiled = buildSessionWithUserQuery(db, '').compile();
    compiledSessionQueries.set(db, compiled);
  }
  const { rows } = await db.executeQuery<SessionWithUserRow>({ ...compiled, parameters: [sessionId] });
  const row = rows[0];
  if (!row) return undefined;
  const { sessionId: id, sessionCreatedAt, sessionLastSeenAt, sessionUserAgent, ...user } = row;
  return {
    session: {
      id,
      userId: user.id,
      createdAt: sessionCreatedAt,
      lastSeenAt: sessionLastSeenAt,
      userAgent: sessionUserAgent,
    },
    user,
  };
}

export async function touchSession(db: Db, sessionId: string, lastSeenAt: EpochMs): Promise<void> {
  await db.updateTable('sessions').set({ lastSeenAt }).where('id', '=', sessionId).execute();
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Removes sessions past either timeout; returns how many were removed. */
export async function deleteExpiredSessions(
  db: Db,
  limits: { idleBefore: EpochMs; createdBefore: EpochMs },
): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([eb('lastSeenAt', '<', limits.idleBefore), eb('createdAt', '<', limits.createdBefore)]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
