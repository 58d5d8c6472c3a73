import {
  ZAnalyticsDistributions,
  ZAnalyticsSummary,
  ZApiError,
  ZPortfolioHistoryPoint,
  ZPortfolioHistoryQuery,
  ZReportResponse,
} from '@rentfolio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { requireUser } from '../plugins/session';
import {
  getAnalyticsDistributions,
  getAnalyticsSummary,
  getPortfolioHistory,
} from '../services/analytics.service';
import { sendPortfolioUpdateMail } from '../services/mail/mail.service';

export async function analyticsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // GET /api/portfolio/history?days=N – the daily snapshots of the last N days (365 by default), oldest first
  r.get(
    '/api/portfolio/history',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Portfolio history',
        querystring: ZPortfolioHistoryQuery,
        response: { 200: z.array(ZPortfolioHistoryPoint), 400: ZApiError, 401: ZApiError },
      },
    },
    async (request) => getPortfolioHistory(ctx, requireUser(request), request.query.days),
  );

  // GET /api/analytics/summary – the analytics cards' captions: properties added this quarter, the market cap rate
  r.get(
    '/api/analytics/summary',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Analytics summary',
        response: { 200: ZAnalyticsSummary, 401: ZApiError },
      },
    },
    async (request) => getAnalyticsSummary(ctx, requireUser(request)),
  );

  // GET /api/analytics/distributions – the charts' figures over the whole portfolio: bands, the best ROIs, the cities
  r.get(
    '/api/analytics/distributions',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Analytics distributions',
        response: { 200: ZAnalyticsDistributions, 401: ZApiError },
      },
    },
    async (request) => getAnalyticsDistributions(ctx, requireUser(request)),
  );

  // POST /api/notifications/send-portfolio-update – the Email Report button; only ever to the user's own address
  r.post(
    '/api/notifications/send-portfolio-update',
    {
      schema: {
        tags: ['analytics'],
        summary: 'E-mail a portfolio update to yourself',
        body: z.object({ userEmail: z.unknown().optional() }).optional(),
        response: { 200: ZReportResponse, 400: ZApiError, 401: ZApiError, 429: ZApiError },
      },
    },
    // userEmail is read and ignored: the update goes to the signed-in user's own address only.
    async (request) => sendPortfolioUpdateMail(ctx, requireUser(request)),
  );
}
