import { ZApiError, ZUpdateProfileRequest, ZUsage, ZUser, ZUserIdParams } from '@rentfolio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { requireUser } from '../plugins/session';
import { getUsage, getUserForViewer, updateProfile } from '../services/user.service';

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
