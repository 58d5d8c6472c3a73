// The first load of the market data set, in a process of its own (main.ts): decompressing and parsing the data set
// takes about 150 MB for a moment, and only a process that exits hands all of it back to the system, so the server's
// idle memory stays what it is without the data set. See ensureMarketData for what the load does.
import { createDb, type DbConfig } from '@rentfolio/db';
import { ensureMarketData } from '../services/market-data-loader';

process.once('message', async (job: { database: DbConfig; dir: string; now: number }) => {
  const handle = createDb(job.database);
  try {
    process.send?.({ ok: true, result: await ensureMarketData(handle, job.dir, job.now) });
  } catch (error) {
    process.send?.({ ok: false, message: error instanceof Error ? error.message : String(error) });
  } finally {
    await handle.close();
    process.disconnect?.();
  }
});
