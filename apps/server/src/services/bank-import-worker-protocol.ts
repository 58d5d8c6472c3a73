import type { TApiErrorCode, TBankCheckRequest, TBankImportResult } from '@rentfolio/contracts';
import type { DbConfig } from '@rentfolio/db';
import type { FileReading } from './bank-file-reader';
import type { BankWriteJob } from './bank-import-writer';
import type { ImportPhaseProgress } from './import-progress';

// What the server (bank-import-workers.ts) and a bank import worker (workers/bank-import-worker.ts) say to each other.

/**
 * Rows per transaction in a worker: SQLite's write lock is held about 40 ms at a time (another request's write waits
 * that long at most, without holding the event loop), and 10,000 rows commit 20 times, not 100.
 */
export const WORKER_SLICE = 500;

/** Between two transactions a worker waits a millisecond, so that a write waiting for SQLite's lock gets it. */
export const workerPause = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 1));

/** What a worker starts with: the database it opens its connection to. */
export type BankWorkerInput = { database: DbConfig };

/** A file to read, an import to write, or the end of the worker (its connection closed first). */
export type BankWorkerRequest =
  | { type: 'read'; file: TBankCheckRequest }
  | { type: 'job'; job: BankWriteJob }
  | { type: 'close' };

export type BankWorkerMessage =
  | { type: 'progress'; progress: ImportPhaseProgress }
  | { type: 'read'; reading: FileReading }
  | { type: 'done'; result: TBankImportResult }
  /** A file refused with the reader's answer (an HttpError's status, code and message). */
  | { type: 'refused'; status: number; code: TApiErrorCode; message: string }
  | { type: 'error'; message: string; code: string | null };
