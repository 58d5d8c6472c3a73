import type { FastifyInstance } from 'fastify';

/**
 * Closes the app in about `graceMs` whatever its clients do (docs/operations.md "Stopping and slow clients"): requests in flight get
 * that long to finish, then every connection still open (an upload that never ends, a client that reads nothing) is
 * cut, and the close completes.
 */
export async function closeWithin(app: FastifyInstance, graceMs: number): Promise<void> {
  const timer = setTimeout(() => app.server.closeAllConnections(), graceMs);
  timer.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(timer);
  }
}
