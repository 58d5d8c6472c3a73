import type { TApiErrorCode, TMessageCode } from '@rentfolio/contracts';

/**
 * An error that becomes an API answer `{ error, code, message, details? }` with its status
 * (plugins/error-handler.ts). The code is what a client branches on; the message is for people.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: TApiErrorCode,
    message: string,
    readonly details?: Record<string, string>,
    /** A 429's wait: the error handler sends it as Retry-After, in whole seconds. */
    readonly retryAfterMs?: number,
    /** The message's code, for a message made per request (one with a count in it); others are looked up. */
    readonly messageCode?: TMessageCode,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, details?: Record<string, string>) =>
  new HttpError(400, 'VALIDATION', message, details);
export const unauthorized = (message: string, code: TApiErrorCode = 'UNAUTHENTICATED') =>
  new HttpError(401, code, message);
export const forbidden = (message: string, code: TApiErrorCode = 'FORBIDDEN', messageCode?: TMessageCode) =>
  new HttpError(403, code, message, undefined, undefined, messageCode);
export const notFound = (message: string) => new HttpError(404, 'NOT_FOUND', message);
export const conflict = (message: string, details?: Record<string, string>) =>
  new HttpError(409, 'CONFLICT', message, details);
export const unsupportedMediaType = (message: string) =>
  new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', message);
export const tooManyRequests = (
  message: string,
  code: TApiErrorCode = 'RATE_LIMITED',
  retryAfterMs?: number,
  messageCode?: TMessageCode,
) => new HttpError(429, code, message, undefined, retryAfterMs, messageCode);
