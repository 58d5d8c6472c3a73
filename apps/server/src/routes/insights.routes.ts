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
import { CACHE_SIZES } from '../lib/cache';
import { JsonBodyCache, sendJsonEntry } from '../lib/json-body-cache';
import { requireUser } from '../plugins/session';
import { countInsights, getInsights, getInsightsWithStamp } from '../services/insights/insights.service';

export async function insightsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // A page made from one computed list (its stamp) is the same until the list is computed again.
  const pages = new JsonBodyCache(CACHE_SIZES.insightPages);

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
      const user = requireUser(request);
      const { insights, stamp } = await getInsightsWithStamp(ctx, user);
      const offset = request.query.offset ?? 0;
      const limit = request.query.limit ?? DEFAULT_PAGE_SIZE;
      const key = `${user.id}|${stamp}|${offset}|${limit}`;
      const entry = pages.get(key) ?? pages.set(key, insights.slice(offset, offset + limit));
      reply.header(TOTAL_COUNT_HEADER, String(insights.length));
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
