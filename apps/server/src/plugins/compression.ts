import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, compressing costs more time than it saves on the wire (docs/api.md "Compression"). */
export const COMPRESS_MIN_BYTES = 8 * 1024;

/** The encoding to answer with: brotli if the client takes it, else gzip, else none. Quality values of 0 refuse. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (name) accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const quality = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (quality('br') > 0) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return null;
}

/**
 * Compresses JSON answers over COMPRESS_MIN_BYTES (a page of 1,000 properties, the data export) with brotli at a
 * fast level or gzip, per Accept-Encoding. Static files come precompressed from the build (plugins/web-app.ts).
 */
export function registerJsonCompression(app: FastifyInstance): void {
  // A callback hook, not an async one: most answers are small and pass straight through without a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    // payload.length counts UTF-16 units, a lower bound of the bytes: enough to skip every small answer cheaply.
    if (typeof payload !== 'string' || payload.length < COMPRESS_MIN_BYTES) return done(null, payload);
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('application/json') || reply.getHeader('content-encoding'))
      return done(null, payload);
    reply.header('vary', 'accept-encoding');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    const compressing =
      encoding === 'br'
        ? brotli(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
        : gzipAsync(payload, { level: 6 });
    compressing.then(
      (compressed) => {
        reply.header('content-encoding', encoding);
        reply.removeHeader('content-length');
        done(null, compressed);
      },
      (error: Error) => done(error),
    );
  });
}
