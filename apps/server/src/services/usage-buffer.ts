import { addUsageCounts, type Db } from '@rentfolio/db';
import type { FastifyBaseLogger } from 'fastify';

type Pending = { userId: number; metric: string; period: string; amount: number };

/** The increments gathered for one write, and the promise their requests wait on. */
class Batch {
  readonly items = new Map<string, Pending>();
  readonly committed: Promise<void>;
  resolve: () => void = () => undefined;
  reject: (error: unknown) => void = () => undefined;
  constructor() {
    this.committed = new Promise<void>((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
    // A request that does not wait (none today) must not turn a failed write into an unhandled rejection.
    this.committed.catch(() => undefined);
  }
}

/**
 * Usage counts of plans without a limit (analyses, active days, analysis XP), stored with group commit: `add` answers
 * a promise that settles when the count has committed, and the request waits for it before it answers, so nothing
 * acknowledged is lost to a crash. Increments that arrive while a write runs go together in the next one: with
 * synchronous=FULL each commit is an fsync, and one commit per analysis held analyses to about 800 a second, while
 * one per batch keeps them near the server's speed. Reads add what is pending or being written, so they are exact.
 * Plans with a limit never come through here: their count and check are one statement (incrementUsageWithin).
 */
export class UsageBuffer {
  #open = new Batch();
  /** Counts taken out of the open batch by a write that has not committed yet: still counted by pendingFor. */
  readonly #storing = new Map<string, number>();
  #timer: NodeJS.Timeout | NodeJS.Immediate | null = null;
  #writing: Promise<void> = Promise.resolve();
  #writes = 0;
  /** Users whose stored counts the achievements engine has not looked at yet, and whether it is looking now. */
  readonly #toAward = new Set<number>();
  #awarding = false;
  /** Runs after stored batches with the users in them (the achievements engine), one run at a time. */
  onStored: ((userIds: number[]) => Promise<void>) | null = null;

  /**
   * @param delayMs How long a batch waits for more increments before it is written: 0 (the server) writes at the
   * next turn of the event loop; a test may hold batches back and write them with flush().
   */
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly delayMs = 0,
  ) {}

  /** Counts one; resolves once it is stored, rejects if the write failed (the request then fails too). */
  add(userId: number, metric: string, period: string): Promise<void> {
    const key = `${userId}\u0000${metric}\u0000${period}`;
    const entry = this.#open.items.get(key);
    if (entry) entry.amount += 1;
    else this.#open.items.set(key, { userId, metric, period, amount: 1 });
    this.#schedule();
    return this.#open.committed;
  }

  #schedule(): void {
    if (this.#timer || this.#writes > 0) return;
    const write = () => {
      this.#timer = null;
      void this.flush();
    };
    // The immediate stays ref'd: an unref'd one is not waited for, so a quiet loop ran it only when something else
    // woke it (up to a second later, the request waiting), and an otherwise idle process never (usage-buffer.test.ts).
    if (this.delayMs > 0) this.#timer = setTimeout(write, this.delayMs).unref();
    else this.#timer = setImmediate(write);
  }

  /**
   * What is counted here but not stored yet, including a batch being written: a read that misses the batch in the
   * database (it has not committed) finds it here, until the write commits.
   */
  pendingFor(userId: number, metric: string, period: string): number {
    const key = `${userId}\u0000${metric}\u0000${period}`;
    return (this.#open.items.get(key)?.amount ?? 0) + (this.#storing.get(key) ?? 0);
  }

  /** Drops what is pending for `userId` (their account is gone: its rows could not be stored). */
  forgetUser(userId: number): void {
    for (const [key, entry] of this.#open.items) if (entry.userId === userId) this.#open.items.delete(key);
    for (const key of this.#storing.keys()) if (key.startsWith(`${userId}\u0000`)) this.#storing.delete(key);
  }

  /** Writes the open batch now (after any write in progress); resolves when everything counted so far is stored. */
  flush(): Promise<void> {
    if (this.#timer) {
      clearTimeout(this.#timer as NodeJS.Timeout);
      clearImmediate(this.#timer as NodeJS.Immediate);
      this.#timer = null;
    }
    const batch = this.#open;
    if (batch.items.size === 0) return this.#writing;
    this.#open = new Batch();
    const items = [...batch.items.entries()];
    for (const [key, item] of items) this.#storing.set(key, (this.#storing.get(key) ?? 0) + item.amount);
    const settle = () => {
      for (const [key, item] of items) {
        const left = (this.#storing.get(key) ?? 0) - item.amount;
        if (left > 0) this.#storing.set(key, left);
        else this.#storing.delete(key);
      }
    };
    this.#writes += 1;
    this.#writing = this.#writing.then(async () => {
      try {
        await addUsageCounts(
          this.db,
          items.map(([, item]) => item),
        );
        settle();
        batch.resolve();
        this.#award(items.map(([, item]) => item.userId));
      } catch (error) {
        settle();
        this.log.error({ err: error, counters: items.length }, 'usage counts not stored');
        batch.reject(error);
      } finally {
        this.#writes -= 1;
        // What arrived during this write goes in the next one at once.
        if (this.#open.items.size > 0 && this.#writes === 0) this.#schedule();
      }
    });
    return this.#writing;
  }

  /** Hands stored users to onStored, one run at a time, gathering those that arrive meanwhile. */
  #award(userIds: number[]): void {
    if (!this.onStored) return;
    for (const id of userIds) this.#toAward.add(id);
    if (this.#awarding) return;
    this.#awarding = true;
    void (async () => {
      while (this.#toAward.size > 0 && this.onStored) {
        const users = [...this.#toAward];
        this.#toAward.clear();
        await this.onStored(users).catch((error: unknown) =>
          this.log.error({ err: error }, 'achievements after stored usage failed'),
        );
      }
      this.#awarding = false;
    })();
  }
}
