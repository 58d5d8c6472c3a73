import { createDb, migrateToLatest } from '@rentfolio/db';
import { ConfigError, loadConfig } from '../env';

// npm run db:migrate – apply every pending migration to the configured database (the server also does this at start)
async function run(): Promise<void> {
  const config = loadConfig();
  const handle = createDb(config.database);
  try {
    const report = await migrateToLatest(handle);
    const applied = report.applied.length > 0 ? report.applied.join(', ') : 'nothing to apply';
    console.info(`Database is at ${report.latest} (${applied}).`);
  } finally {
    await handle.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
