import { CLIENT_HEADER, LEDGER_MESSAGES } from '@rentfolio/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, HttpError, unsupportedMediaType } from '../lib/http-error';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const UNSUBSCRIBE_PATH = '/api/unsubscribe';

/**
 * CSRF defence for state-changing requests, in the order a browser gives evidence:
 * 1. the client header, which a cross-site page cannot send without a CORS preflight (we allow none);
 * 2. Sec-Fetch-Site, sent by every current browser: only same-origin (or a user-typed "none") passes;
 * 3. Origin, when Fetch Metadata is missing: it must name this host.
 * A request with none of these did not come from a browser, so it cannot carry a victim's cookie by accident.
 */
export function isCrossSiteRequest(request: FastifyRequest): boolean {
  if (request.headers[CLIENT_HEADER] !== undefined) return false;
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  if (typeof origin === 'string') {
    try {
      if (origin === 'null') return true;
      const from = new URL(origin);
      // Parsing the Host header the same way drops a default port on both sides (localhost:80 is localhost).
      return from.host !== new URL(`${from.protocol}//${request.headers.host ?? ''}`).host;
    } catch {
      return true;
    }
  }
  return false;
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

function isMediaType(contentType: string | undefined, wanted: string): boolean {
  if (!contentType) return false;
  return contentType.split(';')[0]?.trim().toLowerCase() === wanted;
}

const isJson = (contentType: string | undefined) => isMediaType(contentType, 'application/json');

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes a file's bytes as application/octet-stream instead of JSON (a receipt). */
    binaryBody?: boolean;
    /** What a body over the route's own limit is answered (plugins/error-handler.ts). */
    tooLargeMessage?: string;
  }
}

const isBinaryRoute = (request: FastifyRequest) => request.routeOptions.config?.binaryBody === true;

// Percent-encoded letters, digits and - . _ ~ (which must never be encoded), and encoded slashes and backslashes.
const NEEDLESS_OR_SEPARATOR_ESCAPE = /%(?:[46][1-9A-Fa-f]|[57][0-9Aa]|3[0-9]|2[DdEeFf]|5[CcFf]|7[Ee])/;
const DOT_SEGMENT = /(?:^|\/)\.{1,2}(?:\/|$)/;

/**
 * Whether a request target is a path in its one plain form: origin-form (no scheme and host), no needless escapes, no
 * empty or dot segments, no backslashes, and escapes that decode. The hooks below judge a request by its path, so a
 * path that only the router would normalise (`/%61pi/auth/login`, `http://host/api/...`) is refused before them.
 */
export function isCanonicalTarget(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  if (!path.startsWith('/') || path.includes('//') || path.includes('\\')) return false;
  if (NEEDLESS_OR_SEPARATOR_ESCAPE.test(path) || DOT_SEGMENT.test(path)) return false;
  try {
    decodeURIComponent(path);
  } catch {
    return false;
  }
  return true;
}

export const BAD_URL_MESSAGE =
  'The address is not valid. Open the page from Rentfolio itself, without encoded letters.';

/** An id longer than the router reads (100 characters): no record has one. */
export const LONG_PARAM_MESSAGE =
  'The address has a part longer than 100 characters. Open the page from Rentfolio itself.';

export const INVALID_UTF8_MESSAGE = 'The request body is not valid UTF-8 text. Send it encoded as UTF-8.';

export function registerSecurity(app: FastifyInstance): void {
  // JSON bodies must be valid UTF-8: a broken byte would otherwise be stored as U+FFFD in place of what was meant.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      return done(new HttpError(400, 'VALIDATION', INVALID_UTF8_MESSAGE), undefined);
    }
    return parseJson(request, text, done);
  });
  // Only the unsubscribe route gets this far with a form (the hook below refuses one everywhere else); its fields are
  // not read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );
  // A file's bytes, on the routes that take one (config.binaryBody: a receipt); the hook below refuses them elsewhere.
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  app.addHook('onRequest', (request, _reply, done) => {
    if (!isCanonicalTarget(request.url)) return done(new HttpError(400, 'BAD_URL', BAD_URL_MESSAGE));
    done();
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api')) return done();
    reply.header('cache-control', 'no-store');
    if (!STATE_CHANGING.has(request.method)) return done();
    // The one-click unsubscribe (RFC 8058) is posted by mail clients, as a form, with no session: its signed token is
    // its only authority, so there is no cookie to ride on (services/mail/mail.service.ts).
    if (request.method === 'POST' && request.url.split('?', 1)[0] === UNSUBSCRIBE_PATH) return done();
    if (isCrossSiteRequest(request)) {
      return done(
        forbidden('Cross-site request refused. Use Rentfolio itself to make this change.', 'CROSS_SITE'),
      );
    }
    const contentType = request.headers['content-type'];
    if (isBinaryRoute(request)) {
      if (!isMediaType(contentType, 'application/octet-stream'))
        return done(unsupportedMediaType(LEDGER_MESSAGES.receiptBody));
      return done();
    }
    if ((contentType !== undefined || hasBody(request)) && !isJson(contentType)) {
      return done(unsupportedMediaType('Send the request body as JSON (Content-Type: application/json).'));
    }
    done();
  });
}
