import { type Db, deleteAttemptCounters, hitAttemptCounters, readAttemptCounters } from '@rentfolio/db';
import type { Clock } from '../lib/clock';
import { tooManyRequests } from '../lib/http-error';
import {
  type AttemptLimitName,
  formatRetryMessage,
  type RateLimits,
  retryMessageCode,
} from '../plugins/rate-limits';

/**
 * The limits on guessing a secret (docs/api.md "Limits"), counted in the database so that N servers sharing it give
 * the same limits as one. Two kinds (plugins/rate-limits.ts has the numbers):
 * - hard limits (`max` attempts a window, then 429 until the window ends) on keys only the guesser controls: an
 *   address, an (account, address) pair, a username being registered;
 * - slow-downs on keys a stranger can reach but must never be able to lock: the account being signed in to, the admin
 *   panel. Past `max` failures in the window each attempt waits, growing with the failures up to a cap, and is then
 *   answered; the owner with the right password is slowed, never refused (OWASP Authentication Cheat Sheet).
 */
/** The longest a slowed attempt waits: long enough to make guessing slow, short enough for the owner. */
export const SLOW_DOWN_CAP_MS = { loginFailuresPerAccount: 10_000, adminFailures: 30_000 } as const;

/**
 * The wait of an attempt after `failures` failures, past a threshold of `threshold`: 1 s, doubling every further
 * `threshold` failures, at most `capMs`; 0 below the threshold.
 */
export function slowDownMs(failures: number, threshold: number, capMs: number): number {
  if (failures < threshold) return 0;
  const doublings = Math.floor((failures - threshold) / Math.max(1, threshold));
  return Math.min(capMs, 1000 * 2 ** Math.min(doublings, 30));
}

export class AttemptLimits {
  constructor(
    private readonly db: Db,
    readonly settings: RateLimits,
    private readonly now: Clock,
    private readonly sleep: (ms: number) => Promise<void>,
  ) {}

  /** Counts one attempt on each (name, key); throws 429 with the longest wait when any is over its maximum. */
  async hit(hits: readonly [AttemptLimitName, string][]): Promise<void> {
    const now = this.now();
    const windows = await hitAttemptCounters(
      this.db,
      hits.map(([name, key]) => ({ key: `${name}:${key}`, windowMs: this.settings[name].windowMs })),
      now,
    );
    let wait = 0;
    for (const [name, key] of hits) {
      const window = windows.find((w) => w.key === `${name}:${key}`);
      if (window && window.count > this.settings[name].max) wait = Math.max(wait, window.resetAt - now);
    }
    if (wait > 0)
      throw tooManyRequests(formatRetryMessage(wait), 'RATE_LIMITED', wait, retryMessageCode(wait));
  }

  /** Throws 429 when `key` has used up its attempts, without counting one (checked before any costly work). */
  async refuseIfSpent(name: AttemptLimitName, key: string): Promise<void> {
    const now = this.now();
    const [window] = await readAttemptCounters(this.db, [`${name}:${key}`], now);
    if (window && window.count >= this.settings[name].max) {
      const wait = window.resetAt - now;
      throw tooManyRequests(formatRetryMessage(wait), 'RATE_LIMITED', wait, retryMessageCode(wait));
    }
  }

  /**
   * Waits as long as the failures counted on a slow-down key ask for (nothing below its threshold); the wait holds
   * this request only, never the event loop. Answers the failures and the wait.
   */
  async slowDown(
    name: keyof typeof SLOW_DOWN_CAP_MS,
    key: string,
  ): Promise<{ failures: number; waitedMs: number }> {
    const [window] = await readAttemptCounters(this.db, [`${name}:${key}`], this.now());
    const failures = window?.count ?? 0;
    const waitedMs = slowDownMs(failures, this.settings[name].max, SLOW_DOWN_CAP_MS[name]);
    if (waitedMs > 0) await this.sleep(waitedMs);
    return { failures, waitedMs };
  }

  /** Counts a failure on a slow-down key. */
  async fail(name: keyof typeof SLOW_DOWN_CAP_MS, key: string): Promise<void> {
    await hitAttemptCounters(
      this.db,
      [{ key: `${name}:${key}`, windowMs: this.settings[name].windowMs }],
      this.now(),
    );
  }

  async reset(name: AttemptLimitName, key: string): Promise<void> {
    await deleteAttemptCounters(this.db, [`${name}:${key}`]);
  }
}

/** A two-factor code (or backup code) is about to be checked for `userId` from `ip`: one shared count per user. */
export function countCodeTry(limits: AttemptLimits, userId: number, ip: string): Promise<void> {
  return limits.hit([
    ['twoFactorPerAccount', `user:${userId}`],
    ['twoFactorPerIp', ip],
  ]);
}
