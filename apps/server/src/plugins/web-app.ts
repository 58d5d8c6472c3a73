import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from './error-handler';

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and every other non-API GET
 * answered with index.html so that the client router shows the screen (or its own 404 page).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | null): Promise<void> {
  const hasWebApp = distDir !== null && existsSync(join(distDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
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
    if (hasWebApp && request.method === 'GET' && !path.startsWith('/api/') && path !== '/api') {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendError(reply, request, 404, `There is no ${request.method} ${path} here.`);
  });
}
