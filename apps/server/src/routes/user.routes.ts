import {
  ZApiError,
  ZReportResponse,
  ZUpdateProfileRequest,
  ZUsage,
  ZUser,
  ZUserIdParams,
} from '@rentfolio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { requireUser } from '../plugins/session';
import { cancelEmailChange, sendConfirmationLink } from '../services/email-confirmation.service';
import { getUsage, getUserForViewer, toUserDto, updateProfile } from '../services/user.service';

export async function userRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // GET /api/user/usage – deal analyses used this month and the plan's limit (-1: unlimited)
  r.get(
    '/api/user/usage',
    { schema: { tags: ['user'], summary: 'Monthly usage', response: { 200: ZUsage, 401: ZApiError } } },
    async (request) => getUsage(ctx, requireUser(request)),
  );

  // PATCH /api/user/profile – change the signed-in user's name, e-mail or picture
  r.patch(
    '/api/user/profile',
    {
      // Room for a 2 MB picture in base64 (checked again, on its bytes, by the service).
      bodyLimit: 5 * 1024 * 1024,
      schema: {
        tags: ['user'],
        summary: 'Update the profile',
        body: ZUpdateProfileRequest,
        response: { 200: ZUser, 400: ZApiError, 401: ZApiError, 409: ZApiError },
      },
    },
    async (request) => updateProfile(ctx, requireUser(request), request.body),
  );

  // POST /api/user/email/confirmation – a new confirmation link for the address waiting for it
  r.post(
    '/api/user/email/confirmation',
    {
      schema: {
        tags: ['user'],
        summary: 'Send a new confirmation link',
        description:
          "To the pending new address, or to the account's own while it is unconfirmed. Counts toward the hourly e-mail " +
          'limit. Answers success false, naming the setting, when e-mail is not set up.',
        response: { 200: ZReportResponse, 400: ZApiError, 401: ZApiError, 429: ZApiError },
      },
    },
    async (request) => sendConfirmationLink(ctx, requireUser(request)),
  );

  // DELETE /api/user/email/pending – drop a new address waiting for confirmation; the confirmed one stays
  r.delete(
    '/api/user/email/pending',
    {
      schema: {
        tags: ['user'],
        summary: 'Cancel an e-mail change',
        response: { 200: ZUser, 400: ZApiError, 401: ZApiError },
      },
    },
    async (request) => toUserDto(await cancelEmailChange(ctx, requireUser(request))),
  );

  // GET /api/user/:id – the caller's own record (or any, for an admin); 404 for anyone else's
  r.get(
    '/api/user/:id',
    {
      schema: {
        tags: ['user'],
        summary: 'A user by id',
        params: ZUserIdParams,
        response: { 200: ZUser, 400: ZApiError, 401: ZApiError, 404: ZApiError },
      },
    },
    async (request) => getUserForViewer(ctx, requireUser(request), request.params.id),
  );
}
