import { addUsageCounts, type Db } from '@rentfolio/db';
import type { FastifyBaseLogger } from 'fastify';

type Pending = { userId: number; metric: string; period: string; amount: number };

/**
 * Usage counts on plans without a limit, written behind: increments gather in memory and are stored together about
 * once a second (and when the server stops), in one transaction. With synchronous=FULL each commit is an fsync, and
 * committing one per analysis held analyses to about 800 a second. A count is only information on such plans, so a
 * crash can lose at most the last second of it; reads on this instance add what is pending, so they are exact here.
 * Plans with a limit never come through here: their count and check are one statement (incrementUsageWithin).
 */
export class UsageBuffer {
  readonly #pending = new Map<string, Pending>();
  /** Counts taken out of #pending by a flush whose write has not committed yet: still counted by pendingFor. */
  readonly #storing = new Map<string, number>();
  #timer: NodeJS.Timeout | null = null;
  #flushing: Promise<void> = Promise.resolve();
  /** Runs after each stored batch with the users in it (the achievements engine); its failures are its own. */
  onStored: ((userIds: number[]) => Promise<void>) | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly flushAfterMs = 1000,
  ) {}

  add(userId: number, metric: string, period: string): void {
    const key = `${userId}\u0000${metric}\u0000${period}`;
    const entry = this.#pending.get(key);
    if (entry) entry.amount += 1;
    else this.#pending.set(key, { userId, metric, period, amount: 1 });
    if (!this.#timer) {
      this.#timer = setTimeout(() => void this.flush(), this.flushAfterMs);
      this.#timer.unref();
    }
  }

  /**
   * What is counted here but not stored yet, including a batch being written: a read that misses the batch in the
   * database (it has not committed) finds it here, until the write commits.
   */
  pendingFor(userId: number, metric: string, period: string): number {
    const key = `${userId}\u0000${metric}\u0000${period}`;
    return (this.#pending.get(key)?.amount ?? 0) + (this.#storing.get(key) ?? 0);
  }

  /** Drops what is pending for `userId` (their account is gone: its rows could not be stored). */
  forgetUser(userId: number): void {
    for (const [key, entry] of this.#pending) if (entry.userId === userId) this.#pending.delete(key);
    for (const key of this.#storing.keys()) if (key.startsWith(`${userId}\u0000`)) this.#storing.delete(key);
  }

  /** Stores everything pending; a failed write puts the counts back for the next try. */
  flush(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    const batch = [...this.#pending.entries()];
    this.#pending.clear();
    for (const [key, item] of batch) this.#storing.set(key, (this.#storing.get(key) ?? 0) + item.amount);
    const settle = () => {
      for (const [key, item] of batch) {
        const left = (this.#storing.get(key) ?? 0) - item.amount;
        if (left > 0) this.#storing.set(key, left);
        else this.#storing.delete(key);
      }
    };
    this.#flushing = this.#flushing.then(async () => {
      try {
        await addUsageCounts(
          this.db,
          batch.map(([, item]) => item),
        );
        settle();
      } catch (error) {
        settle();
        this.log.error({ err: error, counters: batch.length }, 'usage counts not stored; retrying');
        for (const [, item] of batch) {
          for (let i = 0; i < item.amount; i += 1) this.add(item.userId, item.metric, item.period);
        }
        return;
      }
      if (this.onStored && batch.length > 0)
        await this.onStored([...new Set(batch.map(([, item]) => item.userId))]);
    });
    return this.#flushing;
  }
}
