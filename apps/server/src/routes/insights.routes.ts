import { ZApiError, ZInsight } from '@rentfolio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { requireUser } from '../plugins/session';
import { getInsights } from '../services/insights/insights.service';

export async function insightsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // GET /api/insights – the explained insights of the caller's portfolio: warnings, then opportunities, then performance
  r.get(
    '/api/insights',
    {
      schema: {
        tags: ['insights'],
        summary: 'Investment insights',
        response: { 200: z.array(ZInsight), 401: ZApiError },
      },
    },
    async (request) => getInsights(ctx, requireUser(request)),
  );
}
