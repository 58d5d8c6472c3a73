import { CLIENT_HEADER } from '@rentfolio/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unsupportedMediaType } from '../lib/http-error';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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

function isJson(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

export function registerSecurity(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api')) return done();
    reply.header('cache-control', 'no-store');
    if (!STATE_CHANGING.has(request.method)) return done();
    if (isCrossSiteRequest(request)) {
      return done(forbidden('Cross-site request refused. Use Rentfolio itself to make this change.'));
    }
    const contentType = request.headers['content-type'];
    if ((contentType !== undefined || hasBody(request)) && !isJson(contentType)) {
      return done(unsupportedMediaType('Send the request body as JSON (Content-Type: application/json).'));
    }
    done();
  });
}
