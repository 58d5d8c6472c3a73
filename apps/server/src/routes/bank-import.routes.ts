import {
  BANK_IMPORT_LIMITS,
  IMPORT_MESSAGES,
  ZApiError,
  ZBankCheckRequest,
  ZBankCheckResponse,
  ZBankImportRequest,
  ZBankImportResult,
  ZBankImportStatus,
  ZBankMapping,
  ZImportKeyParams,
  ZLedgerRule,
  ZLedgerRuleIdParams,
  ZLedgerRuleInput,
  ZOkResponse,
} from '@rentfolio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { requireUser } from '../plugins/session';
import {
  checkBankLines,
  getBankImportStatus,
  importBankStatement,
  listBankMappings,
} from '../services/bank-import.service';
import {
  changeLedgerRule,
  createLedgerRule,
  listLedgerRules,
  removeLedgerRule,
} from '../services/ledger-rules.service';

/** The JSON body may be larger than the file it carries (quotes and line ends are escaped). */
const BANK_BODY_LIMIT = 2 * BANK_IMPORT_LIMITS.maxBytes + 2 * 1024 * 1024;

const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError };

/** Bank statements in and payee rules (docs/api.md "Bank statements"). */
export async function bankImportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // POST /api/bank-imports/check – which lines of a file are booked already or likely duplicates (the preview's check)
  r.post(
    '/api/bank-imports/check',
    {
      bodyLimit: BANK_BODY_LIMIT,
      config: { tooLargeMessage: IMPORT_MESSAGES.tooLarge },
      schema: {
        tags: ['ledger'],
        summary: 'Find the lines of a bank file already in the ledger',
        body: ZBankCheckRequest,
        response: { 200: ZBankCheckResponse, 413: ZApiError, ...errors },
      },
    },
    async (request) => checkBankLines(ctx, requireUser(request), request.body),
  );

  // POST /api/bank-imports – the file, how to read it, and where each chosen line goes: all stored or none
  r.post(
    '/api/bank-imports',
    {
      bodyLimit: BANK_BODY_LIMIT,
      config: { tooLargeMessage: IMPORT_MESSAGES.tooLarge },
      schema: {
        tags: ['ledger'],
        summary: 'Import a bank statement (CSV, OFX or QFX)',
        description:
          'At most 10 MB and 20,000 transactions. The file is read again as the authority; lines booked before ' +
          '(their FITID) and likely duplicates not kept are skipped. The same import key again answers the first ' +
          'result and stores nothing.',
        body: ZBankImportRequest,
        response: { 200: ZBankImportResult, 409: ZApiError, 413: ZApiError, ...errors },
      },
    },
    async (request) => importBankStatement(ctx, requireUser(request), request.body),
  );

  // GET /api/bank-imports/:importKey – progress while it runs, the answer once done
  r.get(
    '/api/bank-imports/:importKey',
    {
      schema: {
        tags: ['ledger'],
        summary: 'Bank import progress',
        params: ZImportKeyParams,
        response: { 200: ZBankImportStatus, ...errors },
      },
    },
    async (request) => getBankImportStatus(ctx, requireUser(request), request.params.importKey),
  );

  // GET /api/bank-mappings – each bank's CSV mapping, remembered by its header line
  r.get(
    '/api/bank-mappings',
    {
      schema: {
        tags: ['ledger'],
        summary: 'Remembered CSV mappings',
        response: { 200: z.array(ZBankMapping), ...errors },
      },
    },
    async (request) => listBankMappings(ctx, requireUser(request)),
  );

  // GET /api/ledger-rules
  r.get(
    '/api/ledger-rules',
    {
      schema: {
        tags: ['ledger'],
        summary: 'Payee rules',
        response: { 200: z.array(ZLedgerRule), ...errors },
      },
    },
    async (request) => listLedgerRules(ctx, requireUser(request)),
  );

  // POST /api/ledger-rules – at most 500 per account
  r.post(
    '/api/ledger-rules',
    {
      schema: {
        tags: ['ledger'],
        summary: 'Add a payee rule',
        body: ZLedgerRuleInput,
        response: { 201: ZLedgerRule, 403: ZApiError, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createLedgerRule(ctx, requireUser(request), request.body)),
  );

  // PUT /api/ledger-rules/:id
  r.put(
    '/api/ledger-rules/:id',
    {
      schema: {
        tags: ['ledger'],
        summary: 'Change a payee rule',
        params: ZLedgerRuleIdParams,
        body: ZLedgerRuleInput,
        response: { 200: ZLedgerRule, ...errors },
      },
    },
    async (request) => changeLedgerRule(ctx, requireUser(request), request.params.id, request.body),
  );

  // DELETE /api/ledger-rules/:id
  r.delete(
    '/api/ledger-rules/:id',
    {
      schema: {
        tags: ['ledger'],
        summary: 'Delete a payee rule',
        params: ZLedgerRuleIdParams,
        response: { 200: ZOkResponse, ...errors },
      },
    },
    async (request) => {
      await removeLedgerRule(ctx, requireUser(request), request.params.id);
      return { success: true as const };
    },
  );
}
