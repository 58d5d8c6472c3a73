/**
 * A value per user kept for a few seconds (PORTFOLIO_CACHE_TTL_SECONDS), forgotten at once by this instance on every
 * change that affects it; another instance sharing the database sees the change within the time-to-live. A
 * time-to-live of 0 turns it off. Used for the insights, which read the whole portfolio.
 */
export class UserCache<T> {
  readonly #entries = new Map<number, { value: T; cachedAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly capacity = 10_000,
  ) {}

  get(userId: number, now: number): T | undefined {
    const entry = this.#entries.get(userId);
    if (!entry) return undefined;
    if (now - entry.cachedAt >= this.ttlMs || now < entry.cachedAt) {
      this.#entries.delete(userId);
      return undefined;
    }
    return entry.value;
  }

  set(userId: number, value: T, now: number): void {
    if (this.ttlMs <= 0) return;
    if (this.#entries.size >= this.capacity && !this.#entries.has(userId)) {
      this.#entries.delete(this.#entries.keys().next().value as number);
    }
    this.#entries.set(userId, { value, cachedAt: now });
  }

  forget(userId: number): void {
    this.#entries.delete(userId);
  }
}
