import net from 'node:net';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, RELAXED_LIMITS, send, signUpAndIn, type TestApp } from './setup/test-app';

// The database goes away and comes back (docs/operations.md "PostgreSQL"): the server keeps running, answers 503
// UNAVAILABLE meanwhile (never a 500, never a hang), and serves again without a restart. Before the pool had an
// 'error' listener, the first cut connection ended the test process.

const url = process.env.TEST_DATABASE_URL;
const onPostgres = url ? describe : describe.skip;

/** Ends every connection named `applicationName` from the database's side, as a restart or failover would. */
async function terminateBackends(applicationName: string): Promise<number> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const result = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and pid <> pg_backend_pid()',
      [applicationName],
    );
    return result.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

/** A TCP proxy to PostgreSQL that a test can cut (every connection dropped, new ones refused) and restore. */
async function startProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: (() => {
      const proxied = new URL(target.href);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(port);
      return proxied.href;
    })(),
    async cut() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    async restore() {
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

onPostgres('the database goes away on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres', { rateLimits: RELAXED_LIMITS });
  });
  afterAll(async () => {
    await t.close();
  });

  it("keeps serving when the app's connections are terminated during load, answering only 200 or 503", async () => {
    const { cookie } = await signUpAndIn(t.app);
    const added = await send(t.app, 'POST', '/api/properties', {
      cookie,
      body: {
        address: '12 Outage Way',
        city: 'Denver',
        state: 'CO',
        propertyType: 'single-family',
        purchasePrice: 300_000,
        monthlyRent: 2100,
      },
    });
    expect(added.statusCode).toBe(201);
    const config = t.db.config;
    if (config.dialect !== 'postgres' || !config.applicationName) throw new Error('no application name');

    const statuses: number[] = [];
    let running = true;
    const readers = Array.from({ length: 6 }, async () => {
      while (running) {
        const answer = await send(t.app, 'GET', '/api/properties', { cookie });
        statuses.push(answer.statusCode);
        if (answer.statusCode === 503) {
          expect(answer.json()).toMatchObject({ code: 'UNAVAILABLE' });
          expect(answer.headers['retry-after']).toBe('5');
        }
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    let terminated = 0;
    for (let round = 0; round < 3; round += 1) {
      terminated += await terminateBackends(config.applicationName);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    running = false;
    await Promise.all(readers);

    expect(terminated).toBeGreaterThan(0);
    expect(statuses.length).toBeGreaterThan(20);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    // Served again by the same app: the pool opened new connections by itself.
    const after = await send(t.app, 'GET', '/api/properties', { cookie });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toHaveLength(1);
    expect((await send(t.app, 'GET', '/api/health')).json()).toEqual({ status: 'ok', database: 'up' });
  });

  describe('through a connection that is cut and restored', () => {
    let proxy: Awaited<ReturnType<typeof startProxy>>;
    let second: TestApp;
    beforeAll(async () => {
      proxy = await startProxy(new URL(url as string));
      second = await createTestApp('postgres', {
        rateLimits: RELAXED_LIMITS,
        sameDatabaseAs: t,
        connectionString: proxy.url,
        // Every request reads its session from the database, so each one needs it.
        env: { SESSION_CACHE_TTL_SECONDS: '0' },
      });
    });
    afterEach(async () => {
      await proxy.restore().catch(() => undefined);
    });
    afterAll(async () => {
      await second.close();
      await proxy.close();
    });

    it('answers 503 UNAVAILABLE at once and /api/health says the database is down, then serves again', async () => {
      const { cookie } = await signUpAndIn(second.app);
      expect((await send(second.app, 'GET', '/api/properties', { cookie })).statusCode).toBe(200);

      await proxy.cut();
      const list = await send(second.app, 'GET', '/api/properties', { cookie });
      expect(list.statusCode).toBe(503);
      expect(list.json()).toMatchObject({
        error: 'Service Unavailable',
        code: 'UNAVAILABLE',
        message: 'Rentfolio cannot reach its database right now. Please try again in a moment.',
      });
      expect(list.headers['retry-after']).toBe('5');
      const write = await send(second.app, 'POST', '/api/properties', {
        cookie,
        body: {
          address: '1 Away St',
          city: 'Denver',
          state: 'CO',
          propertyType: 'condo',
          purchasePrice: 200_000,
        },
      });
      expect(write.statusCode).toBe(503);
      const health = await send(second.app, 'GET', '/api/health');
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'unavailable', database: 'down' });

      await proxy.restore();
      expect((await send(second.app, 'GET', '/api/health')).json()).toEqual({ status: 'ok', database: 'up' });
      const back = await send(second.app, 'GET', '/api/properties', { cookie });
      expect(back.statusCode).toBe(200);
      // The write refused while the database was away stored nothing.
      expect(back.json()).toEqual([]);
    });
  });
});
