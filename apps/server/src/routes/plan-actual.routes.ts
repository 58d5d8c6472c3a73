import { ZApiError, ZPlanActual, ZPlanActualQuery } from '@rentfolio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { requireUser } from '../plugins/session';
import { getPlanActual } from '../services/plan-actual.service';

/** Plan against actual (docs/api.md "Plan against actual"). */
export async function planActualRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // GET /api/plan-actual – the plan of the deal inputs beside the ledger's figures over a period, and the IRR to date
  r.get(
    '/api/plan-actual',
    {
      schema: {
        tags: ['ledger'],
        summary: 'Plan against actual',
        querystring: ZPlanActualQuery,
        response: { 200: ZPlanActual, 400: ZApiError, 401: ZApiError, 404: ZApiError },
      },
    },
    async (request) => getPlanActual(ctx, requireUser(request), request.query),
  );
}
