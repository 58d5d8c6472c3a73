import {
  ZApiError,
  ZOkResponse,
  ZRentRoll,
  ZRentRollQuery,
  ZRentRollSettings,
  ZUnit,
  ZUnitIdParams,
  ZUnitInput,
  ZUnitList,
  ZUnitListQuery,
} from '@rentfolio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { requireUser } from '../plugins/session';
import {
  createUnit,
  deleteUnit,
  getRentRoll,
  listUnits,
  saveRentRollSettings,
  updateUnit,
} from '../services/rent-roll.service';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };
const ZPropertyIdParams = z.object({ id: ZUnitIdParams.shape.id });

/** The rent roll's routes (docs/api.md "Rent roll"). */
export async function rentRollRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // GET /api/units?propertyId – the caller's units, of one property or all
  r.get(
    '/api/units',
    {
      schema: {
        tags: ['rent roll'],
        summary: 'Units',
        querystring: ZUnitListQuery,
        response: { 200: ZUnitList, ...errors },
      },
    },
    async (request) => ({ items: await listUnits(ctx, requireUser(request), request.query.propertyId) }),
  );

  // POST /api/properties/:id/units – a new unit of the property
  r.post(
    '/api/properties/:id/units',
    {
      schema: {
        tags: ['rent roll'],
        summary: 'Add a unit',
        params: ZPropertyIdParams,
        body: ZUnitInput,
        response: { 201: ZUnit, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createUnit(ctx, requireUser(request), request.params.id, request.body)),
  );

  // PUT /api/units/:id – the whole unit
  r.put(
    '/api/units/:id',
    {
      schema: {
        tags: ['rent roll'],
        summary: 'Change a unit',
        params: ZUnitIdParams,
        body: ZUnitInput,
        response: { 200: ZUnit, ...errors },
      },
    },
    async (request) => updateUnit(ctx, requireUser(request), request.params.id, request.body),
  );

  // DELETE /api/units/:id – its ledger rows keep their property
  r.delete(
    '/api/units/:id',
    {
      schema: {
        tags: ['rent roll'],
        summary: 'Delete a unit',
        params: ZUnitIdParams,
        response: { 200: ZOkResponse, ...errors },
      },
    },
    async (request) => {
      await deleteUnit(ctx, requireUser(request), request.params.id);
      return { success: true as const };
    },
  );

  // GET /api/rent-roll?through&propertyId – 12 months of rent due against rent received
  r.get(
    '/api/rent-roll',
    {
      schema: {
        tags: ['rent roll'],
        summary: 'The rent roll',
        querystring: ZRentRollQuery,
        response: { 200: ZRentRoll, ...errors },
      },
    },
    async (request) => getRentRoll(ctx, requireUser(request), request.query),
  );

  // PUT /api/rent-roll/settings – the grace period
  r.put(
    '/api/rent-roll/settings',
    {
      schema: {
        tags: ['rent roll'],
        summary: 'Rent roll settings',
        body: ZRentRollSettings,
        response: { 200: ZRentRollSettings, ...errors },
      },
    },
    async (request) => saveRentRollSettings(ctx, requireUser(request), request.body),
  );
}
