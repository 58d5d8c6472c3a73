// A bank import worker (services/bank-import-workers.ts starts them): writes one import at a time on a connection of
// its own, so that the queries, SQLite's inserts and their commits run here, not on the event loop that answers every
// other request. Built to dist/bank-import-worker.js beside the server (build.mjs).
import { parentPort, workerData } from 'node:worker_threads';
import { commitWaits, createDb } from '@rentfolio/db';
import { HttpError } from '../lib/http-error';
import { readStatement } from '../services/bank-file-reader';
import {
  type BankWorkerInput,
  type BankWorkerMessage,
  type BankWorkerRequest,
  WORKER_SLICE,
  workerPause,
} from '../services/bank-import-worker-protocol';
import { writeBankImport } from '../services/bank-import-writer';

const { database } = workerData as BankWorkerInput;
const port = parentPort;
if (!port) throw new Error('bank-import-worker.ts runs as a worker thread');
const send = (message: BankWorkerMessage) => port.postMessage(message);
// One connection: one import at a time, its transactions one after another.
const handle = createDb(database.dialect === 'postgres' ? { ...database, poolSize: 1 } : database);
// The rows' commits do not wait for the disk; the import's last one does, which makes them all durable. A crash before
// it leaves the import unfinished, and the same key sent again stores what is missing (each row has its booking key).
const commits = commitWaits(handle);

port.on('message', async (request: BankWorkerRequest) => {
  if (request.type === 'close') {
    await handle.close();
    port.close();
    return;
  }
  try {
    if (request.type === 'read') {
      // Nothing else runs here meanwhile: the file is read in one go.
      send({ type: 'read', reading: await readStatement(request.file, async () => undefined) });
      return;
    }
    const result = await writeBankImport(handle.db, request.job, {
      slice: WORKER_SLICE,
      // Reads hold no one up here (WAL readers, PostgreSQL's MVCC): the check's pages follow each other at once.
      pause: async () => undefined,
      betweenSlices: workerPause,
      commits,
      onProgress: (progress) => send({ type: 'progress', progress }),
    });
    send({ type: 'done', result });
  } catch (error) {
    if (error instanceof HttpError) {
      send({ type: 'refused', status: error.statusCode, code: error.code, message: error.message });
      return;
    }
    const code = (error as { code?: unknown } | null)?.code;
    send({
      type: 'error',
      message: error instanceof Error ? error.message : String(error),
      code: typeof code === 'string' ? code : null,
    });
  }
});
