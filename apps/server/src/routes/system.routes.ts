import { ZPublicConfig } from '@rentfolio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { checkHealth } from '../services/health.service';

export async function systemRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // GET /api/health – the server is up and its database answers
  r.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Health check',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.literal('up') }),
          503: z.object({ status: z.literal('unavailable'), database: z.literal('down') }),
        },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth(ctx);
      return health.status === 'ok' ? health : reply.code(503).send(health);
    },
  );

  // GET /api/config – the public settings the web client needs before sign-in (never a secret)
  r.get(
    '/api/config',
    { schema: { tags: ['system'], summary: 'Public settings', response: { 200: ZPublicConfig } } },
    async () => ({
      adminEnabled: ctx.adminPinHash !== null,
      supportPhone: ctx.config.supportPhone,
      supportEmail: ctx.config.supportEmail,
      mapTileUrl: ctx.config.mapTileUrl,
    }),
  );
}
