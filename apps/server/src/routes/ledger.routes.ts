import {
  ZApiError,
  ZLedgerListQuery,
  ZLedgerPage,
  ZLedgerRecategorizeRequest,
  ZLedgerTransaction,
  ZLedgerTransactionIdParams,
  ZLedgerTransactionInput,
  ZLedgerTransactionPatch,
  ZOkResponse,
} from '@rentfolio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { requireUser } from '../plugins/session';
import {
  createLedgerTransaction,
  deleteLedgerTransaction,
  getLedgerTransaction,
  listLedgerTransactions,
  recategorizeLedgerTransactions,
  updateLedgerTransaction,
} from '../services/ledger.service';

const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError };

/** The ledger's routes (docs/api.md "Ledger"). */
export async function ledgerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // GET /api/transactions – one page of the caller's ledger, newest first, filtered, with the totals of every match
  r.get(
    '/api/transactions',
    {
      schema: {
        tags: ['ledger'],
        summary: 'Ledger transactions',
        querystring: ZLedgerListQuery,
        response: { 200: ZLedgerPage, ...errors },
      },
    },
    async (request) => listLedgerTransactions(ctx, requireUser(request), request.query),
  );

  // POST /api/transactions – a payment, stored as one row per part (a split shares its splitId)
  r.post(
    '/api/transactions',
    {
      schema: {
        tags: ['ledger'],
        summary: 'Add a transaction',
        body: ZLedgerTransactionInput,
        response: { 201: z.array(ZLedgerTransaction), ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createLedgerTransaction(ctx, requireUser(request), request.body)),
  );

  // POST /api/transactions/recategorize – many rows to one category (and property), all or none
  r.post(
    '/api/transactions/recategorize',
    {
      schema: {
        tags: ['ledger'],
        summary: 'Re-categorise transactions',
        body: ZLedgerRecategorizeRequest,
        response: { 200: z.object({ updated: z.number().int() }), ...errors },
      },
    },
    async (request) => recategorizeLedgerTransactions(ctx, requireUser(request), request.body),
  );

  // GET /api/transactions/:id
  r.get(
    '/api/transactions/:id',
    {
      schema: {
        tags: ['ledger'],
        summary: 'A transaction',
        params: ZLedgerTransactionIdParams,
        response: { 200: ZLedgerTransaction, ...errors },
      },
    },
    async (request) => getLedgerTransaction(ctx, requireUser(request), request.params.id),
  );

  // PATCH /api/transactions/:id – one row; the other parts of its split stay as they are
  r.patch(
    '/api/transactions/:id',
    {
      schema: {
        tags: ['ledger'],
        summary: 'Change a transaction',
        params: ZLedgerTransactionIdParams,
        body: ZLedgerTransactionPatch,
        response: { 200: ZLedgerTransaction, ...errors },
      },
    },
    async (request) => updateLedgerTransaction(ctx, requireUser(request), request.params.id, request.body),
  );

  // DELETE /api/transactions/:id
  r.delete(
    '/api/transactions/:id',
    {
      schema: {
        tags: ['ledger'],
        summary: 'Delete a transaction',
        params: ZLedgerTransactionIdParams,
        response: { 200: ZOkResponse, ...errors },
      },
    },
    async (request) => {
      await deleteLedgerTransaction(ctx, requireUser(request), request.params.id);
      return { success: true as const };
    },
  );
}
