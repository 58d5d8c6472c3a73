import {
  formatAdminLockedMessage,
  LOGIN_CHALLENGE_TTL_SECONDS,
  MESSAGES,
  TWO_FACTOR_MESSAGES,
  ZAdminLoginRequest,
  ZApiError,
  ZLoginChallenge,
  ZLoginRequest,
  ZOkResponse,
  ZRegisterRequest,
  ZRegisterResponse,
  ZUser,
} from '@rentfolio/contracts';
import { normalizeLoginKey } from '@rentfolio/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { unauthorized } from '../lib/http-error';
import { hitAll, rateLimited } from '../plugins/rate-limits';
import { clearSessionCookie, requireUser, SESSION_COOKIE, setSessionCookie } from '../plugins/session';
import { recordActiveDay } from '../services/achievements/achievements.service';
import {
  findLoginAccount,
  getAdminAccount,
  isAdminPin,
  registerUser,
  verifyCredentials,
} from '../services/auth.service';
import { deleteSessionById, startSession } from '../services/session.service';
import { startLoginChallenge } from '../services/two-factor.service';
import { toUserDto } from '../services/user.service';
import { setChallengeCookie } from './two-factor.routes';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 409: ZApiError, 429: ZApiError };

export async function authRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limits = ctx.limiters;

  // GET /api/auth/user – the signed-in user; 401 when signed out
  r.get(
    '/api/auth/user',
    { schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: ZUser, 401: ZApiError } } },
    async (request) => {
      const user = requireUser(request);
      // Opening the app counts as the day's visit (the sign-in streak), once a day per user.
      recordActiveDay(ctx, user);
      return toUserDto(user);
    },
  );

  // POST /api/auth/register – create an account (it does not sign in: the panel asks for a sign-in next)
  r.post(
    '/api/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account',
        body: ZRegisterRequest,
        response: { 201: ZRegisterResponse, ...errors },
      },
    },
    async (request, reply) => {
      hitAll(reply, ctx.now(), [
        [limits.registerPerIp, request.ip],
        [limits.registerPerAccount, normalizeLoginKey(request.body.username)],
      ]);
      const user = await registerUser(ctx, request.body);
      return reply
        .code(201)
        .send({ user, message: 'Account created. Please sign in with your credentials.' });
    },
  );

  // POST /api/auth/login – sign in by username or e-mail (any case); a new session token every time
  r.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in',
        description:
          'Answers 200 with the user and a session cookie, or, when the account has two-factor sign-in on, 202 with ' +
          '`twoFactorRequired: true` and a short-lived challenge cookie: no session starts until ' +
          'POST /api/auth/2fa/challenge receives a code or a backup code.',
        body: ZLoginRequest,
        response: { 200: ZUser, 202: ZLoginChallenge, ...errors },
      },
    },
    async (request, reply) => {
      const { usernameOrEmail, password } = request.body;
      // An address already over its limit is refused before any database work: a flood costs no lookups or hashes.
      const ipWait = limits.loginPerIp.waitFor(request.ip, ctx.now());
      if (ipWait > 0) throw rateLimited(reply, ipWait);
      const found = await findLoginAccount(ctx, usernameOrEmail);
      // Counted by the account, whichever of its names was typed (docs/product.md "Limits").
      const account = found ? `user:${found.id}` : `name:${normalizeLoginKey(usernameOrEmail)}`;
      hitAll(reply, ctx.now(), [
        [limits.loginPerIp, request.ip],
        [limits.loginPerAccountAndIp, `${account}|${request.ip}`],
        [limits.loginPerAccount, account],
      ]);
      const user = await verifyCredentials(found, password);
      // With two-factor sign-in on, the right password starts only a challenge: no session until the code.
      if (user.twoFactorEnabled === 1) {
        setChallengeCookie(reply, request, await startLoginChallenge(ctx, user));
        return reply.code(202).send({
          twoFactorRequired: true as const,
          message: TWO_FACTOR_MESSAGES.secondStepNeeded,
          expiresInSeconds: LOGIN_CHALLENGE_TTL_SECONDS,
        });
      }
      const token = await startSession(ctx, user, {
        previousToken: request.cookies[SESSION_COOKIE],
        userAgent: request.headers['user-agent'],
      });
      setSessionCookie(reply, request, token, ctx.sessionTimeouts.absoluteMs);
      return toUserDto(user);
    },
  );

  // POST /api/auth/logout – end the session on the server and clear the cookie
  r.post(
    '/api/auth/logout',
    { schema: { tags: ['auth'], summary: 'Sign out', response: { 200: ZOkResponse, ...errors } } },
    async (request, reply) => {
      if (request.auth) await deleteSessionById(ctx, request.auth.sessionId);
      clearSessionCookie(reply, request);
      return { success: true as const };
    },
  );

  // POST /api/auth/admin – check the PIN against the hash of ADMIN_PIN and sign in the admin account. Every attempt is
  // logged; attempts are limited per address and for the whole server, and repeated wrong PINs lock the panel.
  r.post(
    '/api/auth/admin',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in the admin account with the PIN',
        body: ZAdminLoginRequest,
        response: { 200: ZUser, ...errors },
      },
    },
    async (request, reply) => {
      const now = ctx.now();
      const log = (outcome: string) =>
        request.log.warn({ event: 'admin_pin', outcome, ip: request.ip }, 'admin PIN attempt');
      const lockedMs = ctx.adminLock.remainingMs(now);
      if (lockedMs > 0) {
        log('locked');
        throw rateLimited(reply, lockedMs, formatAdminLockedMessage(lockedMs / 60_000), 'ADMIN_LOCKED');
      }
      try {
        hitAll(reply, now, [
          [limits.adminPerIp, request.ip],
          [limits.adminPerServer, 'server'],
        ]);
      } catch (error) {
        log('rate_limited');
        throw error;
      }
      if (!isAdminPin(ctx, request.body.pin)) {
        ctx.adminLock.recordFailure(now);
        log('wrong_pin');
        throw unauthorized(MESSAGES.invalidPin, 'INVALID_CREDENTIALS');
      }
      ctx.adminLock.recordSuccess();
      log('success');
      const admin = await getAdminAccount(ctx);
      const token = await startSession(ctx, admin, {
        previousToken: request.cookies[SESSION_COOKIE],
        userAgent: request.headers['user-agent'],
      });
      setSessionCookie(reply, request, token, ctx.sessionTimeouts.absoluteMs);
      return toUserDto(admin);
    },
  );
}
