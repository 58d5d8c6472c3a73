import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb, type DbConfig, type DbHandle, migrateToLatest } from '@rentfolio/db';
import { buildApp } from './app';
import { ConfigError, loadConfig, resolveSessionSecret } from './env';
import { startJobs } from './jobs';
import { createLogDestination } from './lib/log-destination';
import { closeWithin } from './lib/shutdown';
import { ensureMarketData, type MarketLoadResult } from './services/market-data-loader';

// The built web app sits two folders up from this file, whether it runs from src/ (tsx) or dist/ (the bundle).
const WEB_DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');
// The built market data set, committed in packages/market-data/dataset (the bundle cannot use that package's own path).
const MARKET_DATASET_DIR = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../packages/market-data/dataset',
);

/**
 * Loads the market data set when the shipped one is newer. Only the small version file is read when the database is
 * current; otherwise the load runs in a process of its own (jobs/market-load-worker.ts), whose memory goes back to
 * the system when it ends. From the
 * sources (tsx), where there is no built worker file, it runs here.
 */
async function loadMarketData(database: DbConfig, dbHandle: DbHandle): Promise<MarketLoadResult> {
  const workerFile = resolve(dirname(fileURLToPath(import.meta.url)), 'market-load-worker.js');
  const current = await ensureMarketData(dbHandle, MARKET_DATASET_DIR, Date.now(), { onlyCheck: true });
  if (current.status !== 'stale' || !existsSync(workerFile)) {
    return current.status === 'stale' ? ensureMarketData(dbHandle, MARKET_DATASET_DIR, Date.now()) : current;
  }
  return new Promise((done, fail) => {
    const child = fork(workerFile, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('message', (message: { ok: boolean; result?: MarketLoadResult; message?: string }) =>
      message.ok && message.result ? done(message.result) : fail(new Error(message.message)),
    );
    child.once('error', fail);
    child.once('exit', (code) => {
      if (code !== 0) fail(new Error(`the market data loader stopped with code ${code}`));
    });
    child.send({ database, dir: MARKET_DATASET_DIR, now: Date.now() });
  });
}

async function main(): Promise<void> {
  const config = loadConfig();
  const secret = resolveSessionSecret(config);
  // A connection lost outside any query is logged (to stderr until the app's logger exists) and replaced by the pool.
  let reportConnectionError = (error: Error) => console.error('database connection lost:', error.message);
  const logDestination = createLogDestination();
  const dbHandle = createDb(config.database, { onConnectionError: (error) => reportConnectionError(error) });
  await migrateToLatest(dbHandle);
  // A first load runs in its own process while the app is built; the server listens once the data is in.
  const loading = loadMarketData(config.database, dbHandle);
  const app = await buildApp({
    config,
    dbHandle,
    secret,
    webDistDir: config.webDistDir ?? WEB_DIST,
    startMail: true,
    logStream: logDestination,
  });
  reportConnectionError = (error) =>
    app.log.warn({ err: error }, 'database connection lost; the pool opens a new one when asked');
  const market = await loading;
  const stopJobs = startJobs(app, { db: dbHandle.db, config });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    stopJobs();
    await closeWithin(app, config.shutdownGraceMs);
    await dbHandle.close();
    logDestination.flushSync();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.database.dialect === 'sqlite' ? config.database.filename : 'PostgreSQL (DATABASE_URL)';
  if (market.status === 'missing')
    app.log.warn(`No market data set in ${MARKET_DATASET_DIR}: the market screens will say so`);
  else app.log.info({ market }, market.status === 'loaded' ? 'market data loaded' : 'market data current');
  app.log.info(`Rentfolio is ready on http://localhost:${config.port} (database: ${where})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Rentfolio cannot start.\n${error.message}`);
  } else {
    console.error('Rentfolio cannot start:', error);
  }
  process.exit(1);
});
