import { CACHE_SIZES, Cache } from '../lib/cache';

/**
 * A value per user, computed from one revision of their portfolio on one UTC day, and reused for as long as both
 * stand (docs/operations.md "Several instances"). The revision lives in the database (users.portfolio_revision, raised in the
 * transaction of every change to the portfolio), so a read checks it with one primary-key lookup and never answers
 * from a portfolio that has changed, on this server or on another sharing the database: no time-to-live is involved.
 * The least recently used entries go first beyond `capacity` users. Requests that miss together share one
 * computation (getOrCompute): a write followed by a burst of reads computes once, not once per waiting request.
 */
export class RevisionMemo<T> {
  readonly #entries: Cache<number, { revision: number; day: number; value: T }>;
  readonly #running = new Map<string, Promise<T>>();

  constructor(capacity: number = CACHE_SIZES.portfolioFigures) {
    this.#entries = new Cache(capacity);
  }

  get(userId: number, revision: number, day: number): T | undefined {
    const entry = this.#entries.get(userId);
    if (!entry) return undefined;
    if (entry.revision !== revision || entry.day !== day) {
      this.#entries.delete(userId);
      return undefined;
    }
    return entry.value;
  }

  /** With a capacity of 0 nothing is kept (PORTFOLIO_MEMO=off, for benchmarks). */
  set(userId: number, revision: number, day: number, value: T): void {
    this.#entries.set(userId, { revision, day, value });
  }

  /**
   * The value for this revision and day: the kept one, or the computation already running for it, or a new one
   * (kept once it succeeds). A failure reaches every request that waited for it, and the next request tries again.
   * Even with a capacity of 0 the requests of one moment share their computation.
   */
  async getOrCompute(userId: number, revision: number, day: number, compute: () => Promise<T>): Promise<T> {
    const kept = this.get(userId, revision, day);
    if (kept !== undefined) return kept;
    const key = `${userId}:${revision}:${day}`;
    const running = this.#running.get(key);
    if (running) return running;
    const computation = compute().then((value) => {
      this.set(userId, revision, day, value);
      return value;
    });
    this.#running.set(key, computation);
    try {
      return await computation;
    } finally {
      this.#running.delete(key);
    }
  }

  forget(userId: number): void {
    this.#entries.delete(userId);
  }

  get size(): number {
    return this.#entries.size;
  }
}
