import {
  LEDGER_MESSAGES,
  RECEIPT_LIMITS,
  ZApiError,
  ZLedgerListQuery,
  ZLedgerPage,
  ZLedgerRecategorizeRequest,
  ZLedgerTransaction,
  ZLedgerTransactionIdParams,
  ZLedgerTransactionInput,
  ZLedgerTransactionPatch,
  ZOkResponse,
  ZReceiptUploadQuery,
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
import {
  attachmentDisposition,
  deleteTransactionReceipt,
  getTransactionReceipt,
  putTransactionReceipt,
} from '../services/receipts.service';

const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError };

/** A receipt's body: the file's bytes, up to 10 MB, plus room for nothing else. */
const RECEIPT_BODY_LIMIT = RECEIPT_LIMITS.maxBytes;

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

  // PUT /api/transactions/:id/receipt?name= – the file's bytes as the body (application/octet-stream), replacing any
  r.put(
    '/api/transactions/:id/receipt',
    {
      bodyLimit: RECEIPT_BODY_LIMIT,
      config: { binaryBody: true, tooLargeMessage: LEDGER_MESSAGES.receiptTooLarge },
      schema: {
        tags: ['ledger'],
        summary: "Attach a transaction's receipt",
        description:
          'The body is the file itself, sent as application/octet-stream: a PDF, JPEG, PNG or WebP file of at most ' +
          '10 MB, recognised by its bytes. Replaces the receipt the transaction had.',
        params: ZLedgerTransactionIdParams,
        querystring: ZReceiptUploadQuery,
        response: { 200: ZLedgerTransaction, 403: ZApiError, 413: ZApiError, 415: ZApiError, ...errors },
      },
    },
    async (request) =>
      putTransactionReceipt(ctx, requireUser(request), request.params.id, request.body, request.query.name),
  );

  // GET /api/transactions/:id/receipt – the file, as a download that no browser runs
  r.get(
    '/api/transactions/:id/receipt',
    {
      schema: {
        tags: ['ledger'],
        summary: "A transaction's receipt",
        description:
          'The file as an attachment, with its type, nosniff and a sandboxing Content-Security-Policy.',
        params: ZLedgerTransactionIdParams,
        response: { 200: z.any().describe('The file.'), ...errors },
      },
    },
    async (request, reply) => {
      const receipt = await getTransactionReceipt(ctx, requireUser(request), request.params.id);
      return reply
        .type(receipt.type)
        .header('content-length', receipt.size)
        .header('content-disposition', attachmentDisposition(receipt.name))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'; sandbox")
        .send(receipt.body);
    },
  );

  // DELETE /api/transactions/:id/receipt
  r.delete(
    '/api/transactions/:id/receipt',
    {
      schema: {
        tags: ['ledger'],
        summary: "Remove a transaction's receipt",
        params: ZLedgerTransactionIdParams,
        response: { 200: ZLedgerTransaction, ...errors },
      },
    },
    async (request) => deleteTransactionReceipt(ctx, requireUser(request), request.params.id),
  );
}
