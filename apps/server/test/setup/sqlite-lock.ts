import { Worker } from 'node:worker_threads';

/**
 * Holds the write lock on `filename` from another thread, as another process would, with a real change that it
 * commits after `holdMs`. Resolves `locked` once it holds the lock and `released` once it has committed.
 */
export function holdWriteLock(filename: string, holdMs: number) {
  const worker = new Worker(
    `
    const { parentPort, workerData } = require('node:worker_threads');
    const Database = require('better-sqlite3');
    const db = new Database(workerData.filename);
    db.pragma('busy_timeout = 5000');
    db.exec('begin immediate');
    db.prepare("update users set name = name || '' where id = (select min(id) from users)").run();
    parentPort.postMessage('locked');
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, workerData.holdMs);
    db.exec('commit');
    db.close();
    parentPort.postMessage('released');
    `,
    { eval: true, workerData: { filename, holdMs } },
  );
  const message = (text: string) =>
    new Promise<void>((resolve, reject) => {
      worker.on('message', (value) => value === text && resolve());
      worker.on('error', reject);
    });
  return { locked: message('locked'), released: message('released') };
}

/**
 * Another writer that holds the lock `holdMs` at a time and takes it again as soon as it has committed, for `forMs`:
 * the reliability suite's external writer, in a thread.
 */
export function holdWriteLockRepeatedly(
  filename: string,
  { holdMs, forMs }: { holdMs: number; forMs: number },
) {
  const worker = new Worker(
    `
    const { parentPort, workerData } = require('node:worker_threads');
    const Database = require('better-sqlite3');
    const db = new Database(workerData.filename);
    db.pragma('busy_timeout = 5000');
    const end = Date.now() + workerData.forMs;
    let first = true;
    while (Date.now() < end) {
      db.exec('begin immediate');
      db.prepare("update users set name = name || '' where id = (select min(id) from users)").run();
      if (first) parentPort.postMessage('started');
      first = false;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, workerData.holdMs);
      db.exec('commit');
    }
    db.close();
    parentPort.postMessage('done');
    `,
    { eval: true, workerData: { filename, holdMs, forMs } },
  );
  const message = (text: string) =>
    new Promise<void>((resolve, reject) => {
      worker.on('message', (value) => value === text && resolve());
      worker.on('error', reject);
    });
  return { started: message('started'), done: message('done') };
}
