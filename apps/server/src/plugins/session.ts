import { LOGIN_CHALLENGE_TTL_SECONDS, MESSAGES } from '@rentfolio/contracts';
import { getSessionWithUser, type SessionWithUser, touchSession, type UserRow } from '@rentfolio/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { unauthorized } from '../lib/http-error';
import { deleteSessionById } from '../services/session.service';
import { isPlausibleToken, isSessionLive } from '../services/session-tokens';
import { hitAll } from './rate-limits';

export const SESSION_COOKIE = 'rentfolio_session';

/** Refreshing last-seen at most once a minute keeps a signed-in read from writing to the database every time. */
const TOUCH_INTERVAL_MS = 60_000;

export type RequestAuth = { sessionId: string; user: UserRow };

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

export function registerSession(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('auth', null);

  // A callback hook, so that a cached session is resolved without a promise; the database path is asynchronous.
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return done();
    if (!isPlausibleToken(token)) {
      clearSessionCookie(reply, request);
      return done();
    }
    const sessionId = ctx.sessionIdOf(token);
    const now = ctx.now();
    const cached = ctx.sessionCache.get(sessionId, now);
    if (cached && isSessionLive(cached.session, ctx.sessionTimeouts, now) && !isDueForTouch(cached, now)) {
      request.auth = { sessionId, user: cached.user };
      return done();
    }
    resolveSession(ctx, request, reply, sessionId, now, cached).then(() => done(), done);
  });

  // A route that takes more than the default body (the CSV import, the profile picture) reads it only for a signed-in
  // user: without a session the 401 goes out before a byte of the body is read, so an anonymous upload pins nothing.
  const defaultBodyLimit = app.initialConfig.bodyLimit ?? 1024 * 1024;
  app.addHook('preParsing', (request, _reply, payload, done) => {
    if (request.auth || (request.routeOptions.bodyLimit ?? defaultBodyLimit) <= defaultBodyLimit) {
      return done(null, payload);
    }
    done(unauthorized(MESSAGES.notSignedIn));
  });
}

function isDueForTouch(found: SessionWithUser, now: number): boolean {
  return now - found.session.lastSeenAt >= TOUCH_INTERVAL_MS;
}

async function resolveSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  sessionId: string,
  now: number,
  cached: SessionWithUser | undefined,
): Promise<void> {
  let found = cached;
  if (!found) {
    const generation = ctx.sessionCache.generation;
    found = await getSessionWithUser(ctx.db, sessionId);
    if (found) ctx.sessionCache.set(sessionId, found, now, generation);
  }
  if (!found || !isSessionLive(found.session, ctx.sessionTimeouts, now)) {
    if (found) await deleteSessionById(ctx, sessionId);
    clearSessionCookie(reply, request);
    return;
  }
  if (isDueForTouch(found, now)) {
    await touchSession(ctx.db, sessionId, now);
    found.session.lastSeenAt = now;
  }
  request.auth = { sessionId, user: found.user };
}

export function setSessionCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  token: string,
  maxAgeMs: number,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, request: FastifyRequest) {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

/** The cookie that carries a half-finished sign-in to POST /api/auth/2fa/challenge, and only there. */
export const CHALLENGE_COOKIE = 'rentfolio_2fa';
const CHALLENGE_COOKIE_PATH = '/api/auth/2fa';

export function setChallengeCookie(reply: FastifyReply, request: FastifyRequest, token: string): void {
  reply.setCookie(CHALLENGE_COOKIE, token, {
    path: CHALLENGE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: LOGIN_CHALLENGE_TTL_SECONDS,
  });
}

export function clearChallengeCookie(reply: FastifyReply, request: FastifyRequest): void {
  reply.clearCookie(CHALLENGE_COOKIE, {
    path: CHALLENGE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
  });
}

/**
 * What a sign-in needs to know of its request (services/sign-in.service.ts SignInClient): the address, the session the
 * browser had, the browser.
 */
export function signInClientOf(request: FastifyRequest): {
  ip: string;
  previousSessionToken: string | undefined;
  userAgent: string | undefined;
} {
  return {
    ip: request.ip,
    previousSessionToken: request.cookies[SESSION_COOKIE],
    userAgent: request.headers['user-agent'],
  };
}

/** The signed-in user of a route that requires one; 401 otherwise. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.auth) throw unauthorized(MESSAGES.notSignedIn);
  return request.auth.user;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Calls that store nothing of the user's, or that have their own limits: an analysis only computes (its monthly count
 * is the plan's business), and the sign-in routes are limited per address and account.
 */
const WRITE_LIMIT_EXEMPT = new Set([
  '/api/analyze-deal',
  '/api/auth/login',
  '/api/auth/logout',
  '/api/auth/register',
  '/api/auth/admin',
]);

/** Limits the state-changing requests of each signed-in user (RateLimits.writesPerUser), across servers. */
export function registerWriteLimit(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('preHandler', (request, reply, done) => {
    if (!request.auth || !STATE_CHANGING.has(request.method)) return done();
    if (WRITE_LIMIT_EXEMPT.has(request.routeOptions.url ?? '')) return done();
    // Several servers may share a PostgreSQL database: the count is kept there, so N servers allow what one does.
    if (ctx.dbHandle.dialect === 'postgres') {
      ctx.attempts.hit([['writesPerUser', String(request.auth.user.id)]]).then(() => done(), done);
      return;
    }
    try {
      hitAll(reply, ctx.now(), [[ctx.limiters.writesPerUser, String(request.auth.user.id)]]);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
}
