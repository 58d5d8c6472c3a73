import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb, migrateToLatest } from '@rentfolio/db';
import { buildApp } from './app';
import { ConfigError, loadConfig, resolveSessionSecret } from './env';
import { startJobs } from './jobs';

// The built web app sits two folders up from this file, whether it runs from src/ (tsx) or dist/ (the bundle).
const WEB_DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');

async function main(): Promise<void> {
  const config = loadConfig();
  const secret = resolveSessionSecret(config);
  const dbHandle = createDb(config.database);
  await migrateToLatest(dbHandle);
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
