import { LRUCache } from 'lru-cache';

/**
 * Every cache the server keeps in memory, with its size, in one place (docs/operations.md "Caches"). Each keeps at most
 * `max` entries and drops the least recently used first; what may go stale carries its own rule in the module that
 * uses it (a time-to-live, a portfolio revision, the data set of the start).
 */
export const CACHE_SIZES = {
  /** The HMAC of recently seen session tokens (a fixed function of the token: never stale). */
  sessionTokenHashes: 10_000,
  /** Sessions read with their users, for SESSION_CACHE_TTL_SECONDS (session-cache.ts). */
  sessions: 10_000,
  /** Portfolio metrics and insights, per user, by portfolio revision and day (revision-memo.ts). */
  portfolioFigures: 2_000,
  /** Pages of insights, by the computed list they came from (insights.routes.ts). */
  insightPages: 2_000,
  /** Market records of a place, ready to send (the data set changes only with a restart). */
  marketBodies: 500,
  /** The heat map's places and figures, ready to send. */
  heatMapBodies: 200,
  /** Rent checks by ZIP, bedrooms and month. */
  rentChecks: 20_000,
  /**
   * Bank files read for a preview, kept 15 minutes for their import, which drops its own (bank-readings.ts): a
   * 10,000-line file's reading holds about 4 MB, so a few.
   */
  bankReadings: 8,
} as const;

/** A least-recently-used map of at most `max` entries; a `max` of 0 keeps nothing (a cache turned off). */
export class Cache<K extends {}, V extends {}> {
  readonly #lru: LRUCache<K, V> | null;

  constructor(max: number) {
    this.#lru = max > 0 ? new LRUCache<K, V>({ max }) : null;
  }

  get(key: K): V | undefined {
    return this.#lru?.get(key);
  }

  set(key: K, value: V): void {
    this.#lru?.set(key, value);
  }

  delete(key: K): void {
    this.#lru?.delete(key);
  }

  clear(): void {
    this.#lru?.clear();
  }

  /** The entries, most recently used first. */
  *entries(): IterableIterator<[K, V]> {
    if (this.#lru) yield* this.#lru.entries();
  }

  get size(): number {
    return this.#lru?.size ?? 0;
  }
}
