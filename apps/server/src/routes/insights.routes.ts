import {
  DEFAULT_PAGE_SIZE,
  TOTAL_COUNT_HEADER,
  ZApiError,
  ZInsight,
  ZInsightCounts,
  ZInsightsQuery,
} from '@rentfolio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { sendJsonEntry } from '../lib/json-body-cache';
import { requireUser } from '../plugins/session';
import { countInsights, getInsights, getInsightsPage } from '../services/insights/insights.service';

export async function insightsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // GET /api/insights – one page of the caller's explained insights (warnings, then opportunities, then performance),
  // the number of all of them in X-Total-Count
  r.get(
    '/api/insights',
    {
      schema: {
        tags: ['insights'],
        summary: 'Investment insights',
        querystring: ZInsightsQuery,
        response: { 200: z.array(ZInsight), 400: ZApiError, 401: ZApiError },
      },
    },
    async (request, reply) => {
      const { entry, total } = await getInsightsPage(ctx, requireUser(request), {
        offset: request.query.offset ?? 0,
        limit: request.query.limit ?? DEFAULT_PAGE_SIZE,
      });
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return sendJsonEntry(request, reply, entry);
    },
  );

  // GET /api/insights/counts – how many insights of each type the caller has
  r.get(
    '/api/insights/counts',
    {
      schema: {
        tags: ['insights'],
        summary: 'Insight counts by type',
        response: { 200: ZInsightCounts, 401: ZApiError },
      },
    },
    async (request) => countInsights(await getInsights(ctx, requireUser(request))),
  );
}
