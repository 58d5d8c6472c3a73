import {
  LOGIN_CHALLENGE_TTL_SECONDS,
  TWO_FACTOR_MESSAGES,
  ZAdminLoginRequest,
  ZApiError,
  ZConfirmEmailRequest,
  ZConfirmEmailResponse,
  ZLoginChallenge,
  ZLoginRequest,
  ZOkResponse,
  ZRegisterRequest,
  ZRegisterResponse,
  ZUser,
} from '@rentfolio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import {
  clearSessionCookie,
  requireUser,
  setChallengeCookie,
  setSessionCookie,
  signInClientOf,
} from '../plugins/session';
import { recordActiveDay } from '../services/achievements/achievements.service';
import { registerFrom } from '../services/auth.service';
import { confirmEmail } from '../services/email-confirmation.service';
import { deleteSessionById } from '../services/session.service';
import { signIn, signInAdmin } from '../services/sign-in.service';
import { toUserDto } from '../services/user.service';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 409: ZApiError, 429: ZApiError };

export async function authRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // GET /api/auth/user – the signed-in user; 401 when signed out
  r.get(
    '/api/auth/user',
    { schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: ZUser, 401: ZApiError } } },
    async (request) => {
      const user = requireUser(request);
      // Opening the app counts as the day's visit (the sign-in streak), once a day per user.
      await recordActiveDay(ctx, user);
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
      const user = await registerFrom(ctx, request.body, request.ip);
      return reply
        .code(201)
        .send({ user, message: 'Account created. Please sign in with your credentials.' });
    },
  );

  // POST /api/auth/confirm-email – the link in a confirmation e-mail confirms its address; no session is needed
  r.post(
    '/api/auth/confirm-email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Confirm an e-mail address',
        description:
          "The page behind the link in a confirmation e-mail sends the link's token. A token confirms one address of " +
          'one account, once, within its validity; a newer link, a used one or an address change makes it invalid.',
        body: ZConfirmEmailRequest,
        response: { 200: ZConfirmEmailResponse, ...errors },
      },
    },
    async (request) => confirmEmail(ctx, request.body.token),
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
      const outcome = await signIn(ctx, request.body, signInClientOf(request));
      if (outcome.kind === 'challenge') {
        setChallengeCookie(reply, request, outcome.challengeToken);
        return reply.code(202).send({
          twoFactorRequired: true as const,
          message: TWO_FACTOR_MESSAGES.secondStepNeeded,
          expiresInSeconds: LOGIN_CHALLENGE_TTL_SECONDS,
        });
      }
      setSessionCookie(reply, request, outcome.sessionToken, ctx.sessionTimeouts.absoluteMs);
      return toUserDto(outcome.user);
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
  // logged; attempts are limited per address, and wrong PINs slow the panel down for everyone (never lock it).
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
      const log = (outcome: string) =>
        request.log.warn({ event: 'admin_pin', outcome, ip: request.ip }, 'admin PIN attempt');
      const { user, sessionToken } = await signInAdmin(ctx, request.body.pin, signInClientOf(request), log);
      setSessionCookie(reply, request, sessionToken, ctx.sessionTimeouts.absoluteMs);
      return toUserDto(user);
    },
  );
}
