import type { TImportPhase } from '@rentfolio/contracts';

// State of one server, held by the app context (context.ts) and used by the import service: a module of its own, so
// that the context imports no service.

export type ImportPhaseProgress = { phase: TImportPhase; processed: number; total: number };

/** The imports running on this server: their progress for the status poll, and their outcome for a duplicate. */
export class ImportProgress {
  readonly #progress = new Map<string, ImportPhaseProgress>();
  readonly #running = new Map<string, Promise<unknown>>();

  static key(userId: number, importKey: string): string {
    return `${userId}:${importKey}`;
  }

  get(userId: number, importKey: string): ImportPhaseProgress | undefined {
    return this.#progress.get(ImportProgress.key(userId, importKey));
  }

  set(userId: number, importKey: string, progress: ImportPhaseProgress): void {
    this.#progress.set(ImportProgress.key(userId, importKey), progress);
  }

  running(userId: number, importKey: string): Promise<unknown> | undefined {
    return this.#running.get(ImportProgress.key(userId, importKey));
  }

  track<R>(userId: number, importKey: string, work: Promise<R>): Promise<R> {
    const key = ImportProgress.key(userId, importKey);
    this.#running.set(key, work);
    const forget = () => {
      this.#running.delete(key);
      this.#progress.delete(key);
    };
    work.then(forget, forget);
    return work;
  }
}
