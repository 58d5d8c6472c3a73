import {
  TOTAL_COUNT_HEADER,
  ZApiError,
  ZBulkPropertiesRequest,
  ZBulkPropertiesResponse,
  ZGoalProgress,
  ZIdempotencyHeaders,
  ZNotificationList,
  ZOkResponse,
  ZPortfolioGoals,
  ZPortfolioGoalsRequest,
  ZPortfolioMetrics,
  ZProperty,
  ZPropertyIdParams,
  ZPropertyInput,
  ZPropertyListQuery,
  ZPropertyPatch,
  ZPropertySearchRequest,
  ZUserGoal,
} from '@rentfolio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { requireUser } from '../plugins/session';
import { getPortfolioGoals } from '../services/goal-progress';
import { listNotifications, markAllRead, markNotificationsSeen } from '../services/notification.service';
import {
  getGoalProgress,
  getPortfolioMetrics,
  getUserGoals,
  savePortfolioGoals,
} from '../services/portfolio.service';
import {
  createProperties,
  createProperty,
  deleteProperty,
  findMatchingProperties,
  getProperty,
  listProperties,
  updateProperty,
} from '../services/property.service';

const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError };

export async function portfolioRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // GET /api/properties – one page of the caller's properties, newest first (?limit=N&offset=M); the number of all of
  // them in X-Total-Count
  r.get(
    '/api/properties',
    {
      schema: {
        tags: ['properties'],
        summary: 'Properties',
        querystring: ZPropertyListQuery,
        response: { 200: z.array(ZProperty), 400: ZApiError, 401: ZApiError },
      },
    },
    async (request, reply) => {
      const { items, total } = await listProperties(ctx, requireUser(request), request.query);
      return reply.header(TOTAL_COUNT_HEADER, String(total)).send(items);
    },
  );

  // POST /api/properties – add one property; its figures are computed by the finance engine
  r.post(
    '/api/properties',
    {
      schema: {
        tags: ['properties'],
        summary: 'Add a property',
        description:
          'Send an Idempotency-Key header (8 to 100 letters, digits, hyphens or underscores, new for each property) ' +
          'to make a retry safe: the same key and body again answer the property already added, with the header ' +
          'Idempotent-Replayed: true, and add nothing.',
        headers: ZIdempotencyHeaders,
        body: ZPropertyInput,
        response: { 201: ZProperty, ...errors, 409: ZApiError },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const { property, replayed } = await createProperty(ctx, requireUser(request), request.body, key);
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(property);
    },
  );

  // POST /api/properties/bulk – add several properties in one transaction (all or none)
  r.post(
    '/api/properties/bulk',
    {
      schema: {
        tags: ['properties'],
        summary: 'Add several properties at once',
        body: ZBulkPropertiesRequest,
        response: { 201: ZBulkPropertiesResponse, ...errors },
      },
    },
    async (request, reply) => {
      const properties = await createProperties(ctx, requireUser(request), request.body.properties);
      return reply.code(201).send({ created: properties.length, properties });
    },
  );

  // POST /api/properties/search – the caller's properties matching every filter; empty or 'all' clears a filter.
  // With limit (and offset), one page; X-Total-Count says how many match in all.
  r.post(
    '/api/properties/search',
    {
      schema: {
        tags: ['properties'],
        summary: 'Search properties',
        body: ZPropertySearchRequest,
        response: { 200: z.array(ZProperty), 400: ZApiError, 401: ZApiError },
      },
    },
    async (request, reply) => {
      const { items, total } = await findMatchingProperties(ctx, requireUser(request), request.body);
      return reply.header(TOTAL_COUNT_HEADER, String(total)).send(items);
    },
  );

  // GET /api/properties/:id – one property of the caller; 404 for anyone else's
  r.get(
    '/api/properties/:id',
    {
      schema: {
        tags: ['properties'],
        summary: 'A property',
        params: ZPropertyIdParams,
        response: { 200: ZProperty, ...errors },
      },
    },
    async (request) => getProperty(ctx, requireUser(request), request.params.id),
  );

  // PATCH /api/properties/:id – change any fields; the figures are computed again
  r.patch(
    '/api/properties/:id',
    {
      schema: {
        tags: ['properties'],
        summary: 'Change a property',
        params: ZPropertyIdParams,
        body: ZPropertyPatch,
        response: { 200: ZProperty, ...errors },
      },
    },
    async (request) => updateProperty(ctx, requireUser(request), request.params.id, request.body),
  );

  // DELETE /api/properties/:id
  r.delete(
    '/api/properties/:id',
    {
      schema: {
        tags: ['properties'],
        summary: 'Delete a property',
        params: ZPropertyIdParams,
        response: { 200: ZOkResponse, ...errors },
      },
    },
    async (request) => {
      await deleteProperty(ctx, requireUser(request), request.params.id);
      return { success: true as const };
    },
  );

  // GET /api/portfolio/metrics – totals and means (docs/product.md "Portfolio figures") with the month-over-month change
  r.get(
    '/api/portfolio/metrics',
    {
      schema: {
        tags: ['portfolio'],
        summary: 'Portfolio metrics',
        response: { 200: ZPortfolioMetrics, 401: ZApiError },
      },
    },
    async (request) => getPortfolioMetrics(ctx, requireUser(request)),
  );

  // GET /api/portfolio/goals – the saved goals, or the defaults
  r.get(
    '/api/portfolio/goals',
    {
      schema: {
        tags: ['goals'],
        summary: 'Portfolio goals',
        response: { 200: ZPortfolioGoals, 401: ZApiError },
      },
    },
    async (request) => getPortfolioGoals(ctx, requireUser(request)),
  );

  // POST /api/portfolio/goals – save the goals
  r.post(
    '/api/portfolio/goals',
    {
      schema: {
        tags: ['goals'],
        summary: 'Save portfolio goals',
        body: ZPortfolioGoalsRequest,
        response: { 200: ZPortfolioGoals, 400: ZApiError, 401: ZApiError },
      },
    },
    async (request) => savePortfolioGoals(ctx, requireUser(request), request.body),
  );

  // GET /api/goals/progress – each goal's current figure, target and progress (docs/product.md "Portfolio figures")
  r.get(
    '/api/goals/progress',
    {
      schema: {
        tags: ['goals'],
        summary: 'Goal progress',
        response: { 200: z.array(ZGoalProgress), 401: ZApiError },
      },
    },
    async (request) => getGoalProgress(ctx, requireUser(request)),
  );

  // GET /api/user/goals – title, current and target of each goal (docs/product.md "API calls")
  r.get(
    '/api/user/goals',
    {
      schema: {
        tags: ['goals'],
        summary: 'Goals with current figures',
        response: { 200: z.array(ZUserGoal), 401: ZApiError },
      },
    },
    async (request) => getUserGoals(ctx, requireUser(request)),
  );

  // GET /api/notifications – the newest events, the unread count and the bell's indicator
  r.get(
    '/api/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Notifications',
        response: { 200: ZNotificationList, 401: ZApiError },
      },
    },
    async (request) => listNotifications(ctx, requireUser(request)),
  );

  // POST /api/notifications/seen – the panel was opened: the indicator clears
  r.post(
    '/api/notifications/seen',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Notifications seen',
        response: { 200: ZNotificationList, 401: ZApiError },
      },
    },
    async (request) => markNotificationsSeen(ctx, requireUser(request)),
  );

  // POST /api/notifications/read-all – mark every notification read
  r.post(
    '/api/notifications/read-all',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark all notifications read',
        response: { 200: ZNotificationList, 401: ZApiError },
      },
    },
    async (request) => markAllRead(ctx, requireUser(request)),
  );
}
