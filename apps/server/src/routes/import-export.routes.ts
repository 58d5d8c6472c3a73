import {
  EXPORT_COUNT_HEADER,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  ZApiError,
  ZDuplicateCheckRequest,
  ZDuplicateCheckResponse,
  ZImportKeyParams,
  ZImportRequest,
  ZImportResult,
  ZImportStatus,
} from '@rentfolio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { requireUser } from '../plugins/session';
import { exportProperties } from '../services/property-export.service';
import { findDuplicateRows, getImportStatus, importProperties } from '../services/property-import.service';

/**
 * The JSON body may be larger than the CSV it carries (quotes and line ends are escaped), so the body limit leaves
 * room; the CSV itself is held to IMPORT_LIMITS.maxBytes by the service.
 */
const IMPORT_BODY_LIMIT = 2 * IMPORT_LIMITS.maxBytes + 64 * 1024;

export async function importExportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // POST /api/properties/import – a CSV file in one request: every valid row stored in one transaction, each invalid
  // row reported; the same import key again answers the first result and stores nothing
  // POST /api/properties/import/duplicates – which rows of a file match a property the user has (the preview's check)
  r.post(
    '/api/properties/import/duplicates',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { tooLargeMessage: IMPORT_MESSAGES.tooLarge },
      schema: {
        tags: ['properties'],
        summary: 'Find likely duplicates before an import',
        description:
          'A row is a likely duplicate when its address, city, state and ZIP match one of your properties, without ' +
          'regard to case, spaces, commas or full stops (a ZIP+4 as its five digits). The import skips those rows ' +
          'unless they are listed in its keepDuplicateRows.',
        body: ZDuplicateCheckRequest,
        response: { 200: ZDuplicateCheckResponse, 400: ZApiError, 401: ZApiError, 413: ZApiError },
      },
    },
    async (request) => ({ rows: await findDuplicateRows(ctx, requireUser(request), request.body.rows) }),
  );

  r.post(
    '/api/properties/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { tooLargeMessage: IMPORT_MESSAGES.tooLarge },
      schema: {
        tags: ['properties'],
        summary: 'Import properties from CSV',
        description:
          'At most 10 MB and 50,000 rows. Rows are numbered as a spreadsheet shows them (the header is row 1). ' +
          'Poll GET /api/properties/import/{importKey} for progress while this runs.',
        body: ZImportRequest,
        response: {
          200: ZImportResult,
          400: ZApiError,
          401: ZApiError,
          403: ZApiError,
          409: ZApiError,
          413: ZApiError,
        },
      },
    },
    async (request) => importProperties(ctx, requireUser(request), request.body),
  );

  // GET /api/properties/import/:importKey – the progress of an import, and its result once done
  r.get(
    '/api/properties/import/:importKey',
    {
      schema: {
        tags: ['properties'],
        summary: 'Import progress and result',
        params: ZImportKeyParams,
        response: { 200: ZImportStatus, 400: ZApiError, 401: ZApiError, 404: ZApiError },
      },
    },
    async (request) => getImportStatus(ctx, requireUser(request), request.params.importKey),
  );

  // GET /api/properties/export – every property with its computed figures as a CSV file, streamed
  r.get(
    '/api/properties/export',
    {
      schema: {
        tags: ['properties'],
        summary: 'Export properties as CSV',
        description:
          'text/csv (UTF-8 with a byte-order mark, CRLF). Text a spreadsheet would run as a formula is escaped with a ' +
          `leading '. The number of properties is in ${EXPORT_COUNT_HEADER}. 404 NO_PROPERTIES when there are none.`,
        response: { 401: ZApiError, 404: ZApiError },
      },
    },
    async (request, reply) => {
      const file = await exportProperties(ctx, requireUser(request));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header(EXPORT_COUNT_HEADER, String(file.count))
        .send(file.body as never); // a stream is sent as it is, never serialised
    },
  );
}
