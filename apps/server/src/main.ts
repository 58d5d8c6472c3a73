import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb, migrateToLatest } from '@rentfolio/db';
import { buildApp } from './app';
import { ConfigError, loadConfig, resolveSessionSecret } from './env';
import { startJobs } from './jobs';
import { ensureMarketData } from './services/market-data-loader';

// The built web app sits two folders up from this file, whether it runs from src/ (tsx) or dist/ (the bundle).
const WEB_DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');
// The built market data set, committed in packages/market-data/dataset (the bundle cannot use that package's own path).
const MARKET_DATASET_DIR = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../packages/market-data/dataset',
);

async function main(): Promise<void> {
  const config = loadConfig();
  const secret = resolveSessionSecret(config);
  const dbHandle = createDb(config.database);
  await migrateToLatest(dbHandle);
  const market = await ensureMarketData(dbHandle, MARKET_DATASET_DIR, Date.now());
  const app = await buildApp({ config, dbHandle, secret, webDistDir: config.webDistDir ?? WEB_DIST });
  const stopJobs = startJobs(app, { db: dbHandle.db, config });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    stopJobs();
    await app.close();
    await dbHandle.close();
    (app.log as unknown as { flush(): void }).flush();
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
