import { createSession, deleteSession, type UserRow } from '@rentfolio/db';
import type { AppContext } from '../context';
import { recordActiveDay } from './achievements/achievements.service';
import { createSessionToken } from './session-tokens';

/** Starts a session for `user`, ending the one the browser had (a new token at every sign-in). */
export async function startSession(
  ctx: AppContext,
  user: UserRow,
  options: { previousToken?: string | undefined; userAgent?: string | undefined },
): Promise<string> {
  if (options.previousToken) await deleteSessionById(ctx, ctx.sessionIdOf(options.previousToken));
  const token = createSessionToken();
  const now = ctx.now();
  await createSession(ctx.db, {
    id: ctx.sessionIdOf(token),
    userId: user.id,
    createdAt: now,
    lastSeenAt: now,
    userAgent: options.userAgent?.slice(0, 256) ?? null,
  });
  await recordActiveDay(ctx, user);
  return token;
}

export async function deleteSessionById(ctx: AppContext, sessionId: string): Promise<void> {
  ctx.sessionCache.forgetSession(sessionId);
  await deleteSession(ctx.db, sessionId);
}
