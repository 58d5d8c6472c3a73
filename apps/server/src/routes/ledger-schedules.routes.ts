import {
  ZApiError,
  ZLedgerSchedule,
  ZLedgerScheduleIdParams,
  ZLedgerScheduleInput,
  ZLedgerScheduleList,
  ZOkResponse,
} from '@rentfolio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { requireUser } from '../plugins/session';
import {
  createLedgerSchedule,
  deleteLedgerSchedule,
  listLedgerSchedules,
  updateLedgerSchedule,
} from '../services/ledger-schedules.service';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

/** Recurring transactions' routes (docs/api.md "Recurring transactions"). */
export async function ledgerScheduleRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // GET /api/transaction-schedules – the caller's recurring transactions, oldest first
  r.get(
    '/api/transaction-schedules',
    {
      schema: {
        tags: ['ledger'],
        summary: 'Recurring transactions',
        response: { 200: ZLedgerScheduleList, ...errors },
      },
    },
    async (request) => ({ items: await listLedgerSchedules(ctx, requireUser(request)) }),
  );

  // POST /api/transaction-schedules – a new schedule; the days already due are booked at once
  r.post(
    '/api/transaction-schedules',
    {
      schema: {
        tags: ['ledger'],
        summary: 'Add a recurring transaction',
        body: ZLedgerScheduleInput,
        response: { 201: ZLedgerSchedule, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createLedgerSchedule(ctx, requireUser(request), request.body)),
  );

  // PUT /api/transaction-schedules/:id – the whole schedule; it goes on after the last month booked
  r.put(
    '/api/transaction-schedules/:id',
    {
      schema: {
        tags: ['ledger'],
        summary: 'Change a recurring transaction',
        params: ZLedgerScheduleIdParams,
        body: ZLedgerScheduleInput,
        response: { 200: ZLedgerSchedule, ...errors },
      },
    },
    async (request) => updateLedgerSchedule(ctx, requireUser(request), request.params.id, request.body),
  );

  // DELETE /api/transaction-schedules/:id – what it booked stays in the ledger
  r.delete(
    '/api/transaction-schedules/:id',
    {
      schema: {
        tags: ['ledger'],
        summary: 'Delete a recurring transaction',
        params: ZLedgerScheduleIdParams,
        response: { 200: ZOkResponse, ...errors },
      },
    },
    async (request) => {
      await deleteLedgerSchedule(ctx, requireUser(request), request.params.id);
      return { success: true as const };
    },
  );
}
