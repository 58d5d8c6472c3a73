import {
  ZApiError,
  ZChangePasswordRequest,
  ZDeleteAccountRequest,
  ZOkResponse,
  ZRevokedSessions,
  ZSessionIdParams,
  ZSessionInfo,
  ZUpdateSettingsRequest,
  ZUserSettings,
} from '@rentfolio/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { unauthorized } from '../lib/http-error';
import { clearSessionCookie, type RequestAuth, requireUser, setSessionCookie } from '../plugins/session';
import {
  changePassword,
  deleteAccount,
  getSettings,
  listSessions,
  revokeOtherSessions,
  revokeSession,
  updateSettings,
} from '../services/account.service';
import { exportUserData } from '../services/data-export.service';

const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 429: ZApiError };

function requireAuth(request: FastifyRequest): RequestAuth {
  requireUser(request);
  if (!request.auth) throw unauthorized('You are not signed in.');
  return request.auth;
}

/** The account: password, signed-in devices, the data export, deleting it, and settings (docs/api.md "Routes"). */
export async function accountRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // PATCH /api/user/password – change the password: every other session ends; this one gets a new token
  r.patch(
    '/api/user/password',
    {
      schema: {
        tags: ['account'],
        summary: 'Change the password',
        body: ZChangePasswordRequest,
        response: { 200: ZOkResponse, ...errors },
      },
    },
    async (request, reply) => {
      const token = await changePassword(
        ctx,
        requireAuth(request),
        request.body,
        request.headers['user-agent'],
      );
      setSessionCookie(reply, request, token, ctx.sessionTimeouts.absoluteMs);
      return { success: true as const };
    },
  );

  // GET /api/user/sessions – where the user is signed in, most recently used first
  r.get(
    '/api/user/sessions',
    {
      schema: {
        tags: ['account'],
        summary: 'Signed-in devices',
        response: { 200: z.array(ZSessionInfo), 401: ZApiError },
      },
    },
    async (request) => listSessions(ctx, requireAuth(request)),
  );

  // DELETE /api/user/sessions/:id – sign one device out; 404 for an id that is not one of the caller's sessions
  r.delete(
    '/api/user/sessions/:id',
    {
      schema: {
        tags: ['account'],
        summary: 'Sign a device out',
        params: ZSessionIdParams,
        response: { 200: ZOkResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { current } = await revokeSession(ctx, requireAuth(request), request.params.id);
      if (current) clearSessionCookie(reply, request);
      return { success: true as const };
    },
  );

  // POST /api/user/sessions/revoke-others – sign out everywhere else
  r.post(
    '/api/user/sessions/revoke-others',
    {
      schema: {
        tags: ['account'],
        summary: 'Sign out everywhere else',
        response: { 200: ZRevokedSessions, ...errors },
      },
    },
    async (request) => ({ revoked: await revokeOtherSessions(ctx, requireAuth(request)) }),
  );

  // GET /api/user/export – everything stored about the user, as one JSON file
  r.get(
    '/api/user/export',
    {
      schema: {
        tags: ['account'],
        summary: 'Download all my data',
        description:
          'One JSON document: profile, settings, goals, properties, saved analyses, portfolio history and ' +
          'notifications. No password hash, two-factor secret, backup code or session token is included.',
      },
    },
    async (request, reply) => {
      const { fileName, body } = await exportUserData(ctx, requireUser(request));
      return reply
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .type('application/json; charset=utf-8')
        .send(body);
    },
  );

  // POST /api/user/delete-account – delete the account and every row of it; needs the password (and a 2FA code)
  r.post(
    '/api/user/delete-account',
    {
      schema: {
        tags: ['account'],
        summary: 'Delete the account',
        body: ZDeleteAccountRequest,
        response: { 200: ZOkResponse, ...errors },
      },
    },
    async (request, reply) => {
      await deleteAccount(ctx, requireUser(request), request.body, request.ip);
      clearSessionCookie(reply, request);
      return { success: true as const };
    },
  );

  // GET /api/user/settings – the stored settings over the defaults
  r.get(
    '/api/user/settings',
    {
      schema: { tags: ['account'], summary: 'Settings', response: { 200: ZUserSettings, 401: ZApiError } },
    },
    async (request) => getSettings(ctx, requireUser(request)),
  );

  // PATCH /api/user/settings – change any settings; answers all of them
  r.patch(
    '/api/user/settings',
    {
      schema: {
        tags: ['account'],
        summary: 'Change settings',
        body: ZUpdateSettingsRequest,
        response: { 200: ZUserSettings, ...errors },
      },
    },
    async (request) => updateSettings(ctx, requireUser(request), request.body),
  );
}
