import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { type Db, type DbConfig, findLiveReceiptFileKeys, type StoredReceipt } from '@rentfolio/db';

/**
 * Where receipts' bytes are kept (docs/operations.md "Receipts"). PostgreSQL: in the receipt's row (bytea), so they go
 * with it by cascade and are in every backup of the database. SQLite: a file per receipt in a `receipts` folder beside
 * the database file, one subfolder per user, written and removed on libuv's thread pool, because better-sqlite3 writes
 * on the event loop and a 10 MB commit would hold it for 30-65 ms (measured on the CI machine). The row names the file;
 * a file is written and synced before the row that names it commits, and removed after the row's removal commits.
 * What a crash or a cascade (a property's or an account's deletion) leaves behind, `sweep` removes.
 */
export type ReceiptStore = {
  readonly kind: 'files' | 'database';
  /** Keeps the bytes before their row is written: a file's key, or the bytes for the row itself. */
  save(userId: number, bytes: Uint8Array): Promise<{ fileKey: string | null; bytes: Uint8Array | null }>;
  /**
   * The bytes of a stored receipt, as a stream (a download) or whole (the data export); null when its file is gone (a
   * database restored without its receipts folder).
   */
  open(userId: number, receipt: StoredReceipt): Promise<Readable | Buffer | null>;
  read(userId: number, receipt: StoredReceipt): Promise<Buffer | null>;
  /** Removes files whose rows are gone; a file already missing is no error. */
  remove(userId: number, fileKeys: readonly string[]): Promise<void>;
  /** Removes a deleted account's folder. */
  removeUser(userId: number): Promise<void>;
  /**
   * Removes the files that no row names, once they are older than `graceMs` (a file is written just before its row
   * commits, so a younger one may be an upload in flight). Answers how many went.
   */
  sweep(db: Db, now: number, graceMs?: number): Promise<number>;
};

/** A file key is a UUID: nothing a user sends ever becomes part of a path. */
const FILE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PART_SUFFIX = '.part';
export const RECEIPT_SWEEP_GRACE_MS = 15 * 60 * 1000;

function missingIsFine(error: unknown): void {
  if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
}

export function createFileReceiptStore(folder: string): ReceiptStore {
  const userFolder = (userId: number) => join(folder, String(userId));
  const pathOf = (userId: number, fileKey: string) => {
    if (!FILE_KEY.test(fileKey)) throw new Error('Not a receipt file key.');
    return join(userFolder(userId), fileKey);
  };
  const bytesOf = (receipt: StoredReceipt) => {
    if (receipt.bytes) return Buffer.from(receipt.bytes);
    return null;
  };
  return {
    kind: 'files',
    async save(userId, bytes) {
      const fileKey = randomUUID();
      const target = pathOf(userId, fileKey);
      await mkdir(dirname(target), { recursive: true });
      const part = `${target}${PART_SUFFIX}`;
      const handle = await open(part, 'wx', 0o600);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(part, target);
      return { fileKey, bytes: null };
    },
    async open(userId, receipt) {
      const bytes = bytesOf(receipt);
      if (bytes) return bytes;
      // Opened before the answer's headers go, so a missing file is known in time; the stream reads that handle.
      const handle = await open(pathOf(userId, receipt.fileKey ?? ''), 'r').catch((error: unknown) => {
        missingIsFine(error);
        return null;
      });
      return handle ? handle.createReadStream() : null;
    },
    async read(userId, receipt) {
      return (
        bytesOf(receipt) ??
        readFile(pathOf(userId, receipt.fileKey ?? '')).catch((error: unknown) => {
          missingIsFine(error);
          return null;
        })
      );
    },
    async remove(userId, fileKeys) {
      for (const fileKey of fileKeys) await unlink(pathOf(userId, fileKey)).catch(missingIsFine);
    },
    async removeUser(userId) {
      await rm(userFolder(userId), { recursive: true, force: true });
    },
    async sweep(db, now, graceMs = RECEIPT_SWEEP_GRACE_MS) {
      let removed = 0;
      const users = await readdir(folder).catch((error: unknown) => {
        missingIsFine(error);
        return [] as string[];
      });
      for (const name of users) {
        if (!/^[1-9][0-9]{0,15}$/.test(name)) continue;
        const userId = Number(name);
        const files = await readdir(userFolder(userId));
        const old: string[] = [];
        for (const file of files) {
          const info = await stat(join(userFolder(userId), file)).catch(() => null);
          if (info && now - info.mtimeMs >= graceMs) old.push(file);
        }
        const keys = old.filter((file) => FILE_KEY.test(file));
        const live = await findLiveReceiptFileKeys(db, userId, keys);
        for (const file of old) {
          const key = file.endsWith(PART_SUFFIX) ? file.slice(0, -PART_SUFFIX.length) : file;
          // A part file is an upload that never finished; a whole one is an orphan when no row names it.
          if (!FILE_KEY.test(key) || (key === file && live.has(file))) continue;
          await unlink(join(userFolder(userId), file)).catch(missingIsFine);
          removed += 1;
        }
      }
      return removed;
    },
  };
}

export function createDatabaseReceiptStore(): ReceiptStore {
  const bytesOf = (receipt: StoredReceipt) => Buffer.from(receipt.bytes ?? new Uint8Array());
  return {
    kind: 'database',
    async save(_userId, bytes) {
      return { fileKey: null, bytes };
    },
    open: async (_userId, receipt) => bytesOf(receipt),
    read: async (_userId, receipt) => bytesOf(receipt),
    remove: async () => undefined,
    removeUser: async () => undefined,
    sweep: async () => 0,
  };
}

/** PostgreSQL keeps the bytes; SQLite, the `receipts` folder beside its database file. */
export function createReceiptStore(database: DbConfig, dataDir: string): ReceiptStore {
  if (database.dialect === 'postgres') return createDatabaseReceiptStore();
  const base = database.filename === ':memory:' ? dataDir : dirname(database.filename);
  return createFileReceiptStore(join(base, 'receipts'));
}
