import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from './error-handler';

/**
 * Serves the built web app: hashed assets cached for a year and sent precompressed, index.html never cached, a missing
 * asset answered 404, and every other non-API GET answered with index.html so that the client router shows the screen
 * (or its own 404 page).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | null): Promise<void> {
  const hasWebApp = distDir !== null && existsSync(join(distDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (apps/web/vite.config.ts); the one the browser accepts is
      // sent with Content-Encoding and Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders(res, path) {
        res.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // A missing script or stylesheet is a 404, never the app's page (which a browser would try to run as a script).
    const isAsset = path.startsWith('/assets/');
    if (hasWebApp && request.method === 'GET' && !isAsset && !path.startsWith('/api/') && path !== '/api') {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendError(reply, request, 404, `There is no ${request.method} ${path} here.`);
  });
}
