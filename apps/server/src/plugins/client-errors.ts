import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { TApiError, TApiErrorCode } from '@rentfolio/contracts';

/** What a request the HTTP parser refused is told, by Node's error code. */
const CLIENT_ERRORS: Record<string, { status: number; code: TApiErrorCode; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'VALIDATION',
    message: 'The request headers are too large. Clear this site’s cookies and try again.',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'VALIDATION',
    message: 'The request took too long to arrive. Try again.',
  },
};
const BAD_REQUEST = {
  status: 400,
  code: 'VALIDATION' as TApiErrorCode,
  message: 'The request is not valid HTTP. Open Rentfolio in a browser and try again.',
};

/**
 * Fastify's clientErrorHandler: the answer to a request Node's HTTP parser refused (a bad byte in the path or a
 * header, headers over the size limit). The same body shape, request id and security headers as every other answer,
 * then the connection closes. A socket that is gone (reset by the client) is only destroyed.
 */
export function answerClientError(
  error: Error & { code?: string },
  socket: Socket,
  apiHeaders: Record<string, string>,
): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const { status, code, message } = CLIENT_ERRORS[error.code ?? ''] ?? BAD_REQUEST;
  const requestId = randomUUID();
  const body: TApiError = { error: STATUS_CODES[status] ?? 'Error', code, message, requestId };
  const text = JSON.stringify(body);
  const headers: Record<string, string> = {
    ...apiHeaders,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    'cache-control': 'no-store',
    'x-request-id': requestId,
    connection: 'close',
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n');
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n\r\n${text}`);
}
