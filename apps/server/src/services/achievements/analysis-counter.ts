/**
 * Which deal analyses count towards achievements (docs/product.md "Achievements"): each distinct deal at most once a
 * minute, and at most ANALYSIS_XP_PER_HOUR an hour per user. A script that sends 600 analyses a second earns what a
 * person analysing deals would, not 15 levels. Kept in this server's memory, a few entries per active user.
 */
export const ANALYSIS_XP_PER_DEAL_MS = 60_000;
export const ANALYSIS_XP_PER_HOUR = 30;
const HOUR_MS = 3_600_000;

export class AnalysisCounter {
  readonly #users = new Map<number, { deals: Map<string, number>; counted: number[] }>();
  #calls = 0;

  /** Whether this analysis of `dealKey` at `now` counts; records it when it does. */
  count(userId: number, dealKey: string, now: number): boolean {
    this.#calls += 1;
    if (this.#calls % 1000 === 0) this.prune(now);
    let state = this.#users.get(userId);
    if (!state) {
      state = { deals: new Map(), counted: [] };
      this.#users.set(userId, state);
    }
    for (const [key, at] of state.deals) if (now - at >= ANALYSIS_XP_PER_DEAL_MS) state.deals.delete(key);
    state.counted = state.counted.filter((at) => now - at < HOUR_MS);
    if (state.deals.has(dealKey) || state.counted.length >= ANALYSIS_XP_PER_HOUR) return false;
    state.deals.set(dealKey, now);
    state.counted.push(now);
    return true;
  }

  /** Forgets users with nothing recent (called now and then, so the map holds only active users). */
  prune(now: number): void {
    for (const [userId, state] of this.#users) {
      if (state.counted.every((at) => now - at >= HOUR_MS)) this.#users.delete(userId);
    }
  }
}
