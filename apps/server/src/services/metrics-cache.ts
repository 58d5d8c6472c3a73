import type { TPortfolioMetrics } from '@rentfolio/contracts';

/**
 * Each user's portfolio metrics of the day, kept for a few seconds: the dashboard, the sidebar and the goals all read
 * them, and a page makes those requests together. This instance forgets a user's entry at once on every change to
 * their properties (property.service.ts); another instance sharing the database sees the change within the
 * time-to-live. An entry also lapses when the day changes, since the month-over-month change depends on the day.
 * A time-to-live of 0 turns the cache off.
 */
/** The number of the UTC day of `epochMs` (days since 1970-01-01). */
export function dayNumberOf(epochMs: number): number {
  return Math.floor(epochMs / 86_400_000);
}

export class MetricsCache {
  readonly #entries = new Map<number, { value: TPortfolioMetrics; day: number; cachedAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly capacity = 10_000,
  ) {}

  /** `day`: the UTC day number of `now` (dayNumberOf), cheaper to compare than a date string. */
  get(userId: number, day: number, now: number): TPortfolioMetrics | undefined {
    const entry = this.#entries.get(userId);
    if (!entry) return undefined;
    if (entry.day !== day || now - entry.cachedAt >= this.ttlMs || now < entry.cachedAt) {
      this.#entries.delete(userId);
      return undefined;
    }
    return entry.value;
  }

  set(userId: number, day: number, value: TPortfolioMetrics, now: number): void {
    if (this.ttlMs <= 0) return;
    if (this.#entries.size >= this.capacity && !this.#entries.has(userId)) {
      this.#entries.delete(this.#entries.keys().next().value as number);
    }
    this.#entries.set(userId, { value, day, cachedAt: now });
  }

  forget(userId: number): void {
    this.#entries.delete(userId);
  }
}
