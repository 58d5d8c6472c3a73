import { STATUS_CODES } from 'node:http';
import {
  codeOfContractMessage,
  type TApiError,
  type TApiErrorCode,
  type TMessageCode,
} from '@rentfolio/contracts';
import { isDatabaseUnavailable } from '@rentfolio/db';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error';

/** Friendly texts for errors Fastify raises itself, by code. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON (Content-Type: application/json).',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty. Send a JSON object.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
};

export const DATABASE_UNAVAILABLE_MESSAGE =
  'Rentfolio cannot reach its database right now. Please try again in a moment.';
const DATABASE_RETRY_AFTER_S = 5;

/** The code of an error that names none, by its status. */
const CODE_OF_STATUS: Record<number, TApiErrorCode> = {
  400: 'VALIDATION',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'UNAVAILABLE',
};

export function sendError(
  reply: FastifyReply,
  request: FastifyRequest,
  statusCode: number,
  message: string,
  details?: Record<string, string>,
  code: TApiErrorCode = CODE_OF_STATUS[statusCode] ?? (statusCode < 500 ? 'VALIDATION' : 'INTERNAL'),
  messageCode: TMessageCode | undefined = codeOfContractMessage(message),
) {
  const detailCodes: Record<string, TMessageCode> = {};
  for (const [field, text] of Object.entries(details ?? {})) {
    const detailCode = codeOfContractMessage(text);
    if (detailCode) detailCodes[field] = detailCode;
  }
  const body: TApiError = {
    error: STATUS_CODES[statusCode] ?? 'Error',
    code,
    message,
    requestId: String(request.id),
    ...(details && Object.keys(details).length > 0 ? { details } : {}),
    ...(messageCode ? { messageCode } : {}),
    ...(Object.keys(detailCodes).length > 0 ? { detailCodes } : {}),
  };
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

/**
 * The one error handler: every failure becomes `{ error, code, message, requestId, details?, messageCode?, detailCodes? }`. Bad input is always a 4xx
 * with a sentence for the user; only a fault of ours is a 500, logged with its stack, which the client never sees.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        details[field] ??= issue.message ?? 'This value is not valid.';
      }
      const first = error.validation[0]?.message ?? 'The request is not valid.';
      return sendError(reply, request, 400, first, details);
    }
    if (error instanceof HttpError) {
      if (error.retryAfterMs !== undefined) {
        reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterMs / 1000))));
      }
      return sendError(
        reply,
        request,
        error.statusCode,
        error.message,
        error.details,
        error.code,
        error.messageCode ?? codeOfContractMessage(error.message),
      );
    }
    // A figure out of range deep in the maths: the schemas bound every input, so this is a bad request that slipped
    // past them, never a reason to answer 500 (docs/product.md "Input rules").
    if (error instanceof RangeError && error.statusCode === undefined) {
      request.log.warn({ err: error }, 'range error from input');
      return sendError(
        reply,
        request,
        400,
        'A value is outside the range Rentfolio can compute with. Check the amounts and try again.',
      );
    }
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return sendError(reply, request, 400, FASTIFY_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY as string);
    }
    const status = error.statusCode;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      // A route with its own, larger limit says so in its own words (the import names its 10 MB).
      const config = request.routeOptions.config as { tooLargeMessage?: string } | undefined;
      const limitMb = Math.round((request.routeOptions.bodyLimit ?? 1024 * 1024) / (1024 * 1024));
      return sendError(
        reply,
        request,
        413,
        config?.tooLargeMessage ?? `The request body is too large (the limit is ${limitMb} MB).`,
      );
    }
    if (status !== undefined && status >= 400 && status < 500) {
      const message =
        (error.code && FASTIFY_MESSAGES[error.code]) || error.message || 'The request is not valid.';
      return sendError(reply, request, status, message);
    }
    // The database is away or too busy (a restart, a failover, a cut connection, SQLite's lock held elsewhere): the
    // request can be sent again in a moment; the pool opens new connections by itself (docs/operations.md).
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_S));
      return sendError(reply, request, 503, DATABASE_UNAVAILABLE_MESSAGE, undefined, 'UNAVAILABLE');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, request, 500, 'Something went wrong on our side. Please try again in a moment.');
  });
}
