import {
  ZApiError,
  ZScheduleE,
  ZScheduleEPropertyParams,
  ZScheduleEQuery,
  ZScheduleEUseInput,
} from '@rentfolio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { requireUser } from '../plugins/session';
import { getScheduleE, scheduleECsv, setScheduleEUse } from '../services/schedule-e.service';

const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError };

/** Schedule E (docs/api.md "Schedule E"). */
export async function scheduleERoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // GET /api/schedule-e?year – a tax year of the ledger on the lines of Schedule E, Part I, with its totals
  r.get(
    '/api/schedule-e',
    {
      schema: {
        tags: ['ledger'],
        summary: 'Schedule E',
        querystring: ZScheduleEQuery,
        response: { 200: ZScheduleE, ...errors },
      },
    },
    async (request) => getScheduleE(ctx, requireUser(request), request.query),
  );

  // GET /api/schedule-e/export?year – the same as CSV: the form's lines as rows, each property a column
  r.get(
    '/api/schedule-e/export',
    {
      schema: {
        tags: ['ledger'],
        summary: 'Schedule E as CSV',
        description:
          "text/csv (UTF-8 with a byte-order mark, CRLF): the form's lines as rows, each property a column, then the " +
          "totals of lines 23a to 26. Text a spreadsheet would run as a formula is escaped with a leading '.",
        querystring: ZScheduleEQuery,
        response: errors,
      },
    },
    async (request, reply) => {
      const { fileName, body } = scheduleECsv(await getScheduleE(ctx, requireUser(request), request.query));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(body as never); // the CSV text as it is
    },
  );

  // PUT /api/schedule-e/:propertyId – how a property was used in a year (line 2's days, the part rented)
  r.put(
    '/api/schedule-e/:propertyId',
    {
      schema: {
        tags: ['ledger'],
        summary: "Set a property's use in a tax year",
        params: ZScheduleEPropertyParams,
        body: ZScheduleEUseInput,
        response: { 200: ZScheduleE, ...errors },
      },
    },
    async (request) => setScheduleEUse(ctx, requireUser(request), request.params.propertyId, request.body),
  );
}
