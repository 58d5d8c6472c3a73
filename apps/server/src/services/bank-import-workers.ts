import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { TBankCheckRequest, TBankImportResult } from '@rentfolio/contracts';
import type { DbConfig } from '@rentfolio/db';
import { HttpError } from '../lib/http-error';
import type { FileReading } from './bank-file-reader';
import type { BankWorkerInput, BankWorkerMessage, BankWorkerRequest } from './bank-import-worker-protocol';
import type { BankWriteJob } from './bank-import-writer';
import type { ImportPhaseProgress } from './import-progress';

// The server's bank import workers (docs/operations.md "Bank import workers"): worker threads that read bank files and
// write imports (workers/bank-import-worker.ts), each with a connection of its own, so that reading 10,000
// transactions, and writing them with their commits, never runs on the event loop that answers everyone's requests. Starting one takes about 300 ms (its modules, its connection), so
// a preview of a file starts one ahead of the import (warm), and a worker stays a while after its import for the next.
// State of one server, held by the app context (context.ts).

/** The built worker beside the built server (dist/). From the sources (the tests, tsx) there is none. */
const WORKER_FILE = resolve(dirname(fileURLToPath(import.meta.url)), 'bank-import-worker.js');
/** Workers at most: more imports at once wait their turn (each takes about half a second for 10,000 rows). */
export const MAX_BANK_WORKERS = 2;
/** A worker with nothing to do for this long ends. */
export const BANK_WORKER_IDLE_MS = 2 * 60_000;
/** A worker's heap at most: 20,000 rows take a few tens of MB; a runaway ends the worker, not the server. */
const WORKER_HEAP_MB = 256;

type Task = {
  request: Extract<BankWorkerRequest, { type: 'read' | 'job' }>;
  onProgress: (progress: ImportPhaseProgress) => void;
  done: (answer: FileReading | TBankImportResult) => void;
  fail: (error: Error) => void;
};

type Slot = { worker: Worker; task: Task | null; idleTimer: NodeJS.Timeout | null };

export class BankImportWorkers {
  readonly #database: DbConfig;
  readonly #file: string;
  readonly #slots = new Set<Slot>();
  readonly #queue: Task[] = [];
  #closed = false;

  private constructor(database: DbConfig, file: string) {
    this.#database = database;
    this.#file = file;
  }

  /**
   * Workers for `database`, or null where imports are written in-process: no built worker file (the sources), or an
   * in-memory SQLite database, which another thread cannot open.
   */
  static create(database: DbConfig, file = WORKER_FILE): BankImportWorkers | null {
    if (database.dialect === 'sqlite' && database.filename === ':memory:') return null;
    return existsSync(file) ? new BankImportWorkers(database, file) : null;
  }

  /** Starts a worker ahead of an import, unless one is free already or none more may start. */
  warm(): void {
    if (this.#closed || this.#slots.size >= MAX_BANK_WORKERS) return;
    for (const slot of this.#slots) if (!slot.task) return;
    this.#idle(this.#start());
  }

  /** Writes one import in a worker: a free one, a new one, or the first to finish when all are busy. */
  write(job: BankWriteJob, onProgress: (progress: ImportPhaseProgress) => void): Promise<TBankImportResult> {
    return this.#run({ type: 'job', job }, onProgress) as Promise<TBankImportResult>;
  }

  /** Reads a bank file in a worker, as write() takes one; a file refused answers the reader's HttpError. */
  read(file: TBankCheckRequest): Promise<FileReading> {
    return this.#run({ type: 'read', file }, () => undefined) as Promise<FileReading>;
  }

  #run(request: Task['request'], onProgress: Task['onProgress']): Promise<FileReading | TBankImportResult> {
    return new Promise((done, fail) => {
      if (this.#closed) {
        fail(new Error('the server is stopping'));
        return;
      }
      this.#queue.push({ request, onProgress, done, fail });
      this.#next();
    });
  }

  /** Ends every worker (the server stops); an import under way fails, and its key is given back. */
  async close(): Promise<void> {
    this.#closed = true;
    const stopping = new Error('the server is stopping');
    for (const task of this.#queue.splice(0)) task.fail(stopping);
    await Promise.all(
      [...this.#slots].map(async (slot) => {
        this.#drop(slot);
        slot.task?.fail(stopping);
        await slot.worker.terminate();
      }),
    );
  }

  #next(): void {
    const task = this.#queue[0];
    if (!task) return;
    let slot = [...this.#slots].find((candidate) => !candidate.task);
    if (!slot && this.#slots.size < MAX_BANK_WORKERS) slot = this.#start();
    if (!slot) return;
    this.#queue.shift();
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = null;
    slot.task = task;
    slot.worker.postMessage(task.request);
  }

  #start(): Slot {
    const input: BankWorkerInput = { database: this.#database };
    const worker = new Worker(this.#file, {
      workerData: input,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 8 },
    });
    const slot: Slot = { worker, task: null, idleTimer: null };
    this.#slots.add(slot);
    worker.on('message', (message: BankWorkerMessage) => {
      const task = slot.task;
      if (!task) return;
      if (message.type === 'progress') {
        task.onProgress(message.progress);
        return;
      }
      slot.task = null;
      if (message.type === 'done') task.done(message.result);
      else if (message.type === 'read') task.done(message.reading);
      else if (message.type === 'refused')
        task.fail(new HttpError(message.status, message.code, message.message));
      else task.fail(Object.assign(new Error(message.message), message.code ? { code: message.code } : {}));
      this.#idle(slot);
      this.#next();
    });
    // A worker that fails or ends takes its import with it (its transaction rolled back); the next gets a new one.
    const lost = (error: Error) => {
      if (!this.#slots.has(slot)) return;
      this.#drop(slot);
      slot.task?.fail(error);
      slot.task = null;
      this.#next();
    };
    worker.once('error', lost);
    worker.once('exit', (code) => lost(new Error(`the bank import worker stopped (exit code ${code})`)));
    return slot;
  }

  #idle(slot: Slot): void {
    if (!this.#slots.has(slot)) return;
    slot.idleTimer = setTimeout(() => {
      if (slot.task) return;
      this.#drop(slot);
      const request: BankWorkerRequest = { type: 'close' };
      slot.worker.postMessage(request);
    }, BANK_WORKER_IDLE_MS);
    slot.idleTimer.unref();
  }

  #drop(slot: Slot): void {
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = null;
    this.#slots.delete(slot);
  }
}
