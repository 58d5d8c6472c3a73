import {
  ZAdminLoginRequest,
  ZApiError,
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
import { limitBy, type RateLimits } from '../plugins/rate-limits';
import { clearSessionCookie, requireUser, SESSION_COOKIE, setSessionCookie } from '../plugins/session';
import { authenticate, authenticateAdmin, registerUser } from '../services/auth.service';
import { deleteSessionById, startSession } from '../services/session.service';
import { toUserDto } from '../services/user.service';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 409: ZApiError, 429: ZApiError };

export async function authRoutes(app: FastifyInstance, ctx: AppContext, limits: RateLimits): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // GET /api/auth/user – the signed-in user; 401 when signed out
  r.get(
    '/api/auth/user',
    { schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: ZUser, 401: ZApiError } } },
    async (request) => toUserDto(requireUser(request)),
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
      preHandler: [
        limitBy(app, 'register-ip', limits.registerPerIp, (request) => request.ip),
        limitBy(app, 'register-account', limits.registerPerAccount, (request) =>
          normalizeLoginKey((request.body as { username: string }).username),
        ),
      ],
    },
    async (request, reply) => {
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
        body: ZLoginRequest,
        response: { 200: ZUser, ...errors },
      },
      preHandler: [
        limitBy(app, 'login-ip', limits.loginPerIp, (request) => request.ip),
        limitBy(app, 'login-account', limits.loginPerAccount, (request) =>
          normalizeLoginKey((request.body as { usernameOrEmail: string }).usernameOrEmail),
        ),
      ],
    },
    async (request, reply) => {
      const user = await authenticate(ctx, request.body.usernameOrEmail, request.body.password);
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

  // POST /api/auth/admin – check the PIN against the hash of ADMIN_PIN and sign in the admin account
  r.post(
    '/api/auth/admin',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in the admin account with the PIN',
        body: ZAdminLoginRequest,
        response: { 200: ZUser, ...errors },
      },
      preHandler: [limitBy(app, 'admin-ip', limits.adminPerIp, (request) => request.ip)],
    },
    async (request, reply) => {
      const admin = await authenticateAdmin(ctx, request.body.pin);
      const token = await startSession(ctx, admin, {
        previousToken: request.cookies[SESSION_COOKIE],
        userAgent: request.headers['user-agent'],
      });
      setSessionCookie(reply, request, token, ctx.sessionTimeouts.absoluteMs);
      return toUserDto(admin);
    },
  );
}
