import type { TApiErrorCode, TMessageCode } from '@rentfolio/contracts';
import type { FastifyReply } from 'fastify';
import { type HttpError, tooManyRequests } from '../lib/http-error';

export type Limit = { max: number; windowMs: number };

/**
 * Limits on the routes that guess at secrets and on writes (docs/api.md "Limits"). The guessing limits are counted in
 * the database (services/attempt-limits.ts), so that several servers sharing it count the same attempts; the write
 * limit protects one server's capacity and is counted in its memory (WindowCounter).
 *
 * Sign-in follows OWASP's authentication guidance: the pair (account, address) is throttled tightly, the account
 * alone is only slowed down (growing delays, never a lock a stranger could trigger), so that a stranger guessing from
 * elsewhere slows down while the owner, with the right password from a new address, still signs in. An account is
 * counted by its id, whatever name or e-mail was typed for it. The admin panel is the same: limited per address,
 * slowed down for everyone after wrong PINs, never locked.
 */
export type RateLimits = {
  loginPerIp: Limit;
  loginPerAccountAndIp: Limit;
  /** Wrong passwords on one account from anywhere: past `max`, each attempt is slowed, never refused. */
  loginFailuresPerAccount: Limit;
  registerPerIp: Limit;
  registerPerAccount: Limit;
  adminPerIp: Limit;
  /** Wrong PINs on the panel from anywhere: past `max`, each attempt is slowed, never refused. */
  adminFailures: Limit;
  /** Two-factor codes per account (set-up, sign-in, turning off, account deletion: one shared count) and per address. */
  twoFactorPerAccount: Limit;
  twoFactorPerIp: Limit;
  /** State-changing requests of one signed-in user (a runaway script cannot stall the server for others). */
  writesPerUser: Limit;
};

/**
 * The limits counted in the database, shared by every server: the guessing limits always, and the per-user write
 * limit on PostgreSQL, where several servers may share the database (on SQLite, one server counts it in memory).
 */
export type AttemptLimitName = keyof RateLimits;

const MINUTE = 60_000;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerIp: { max: 30, windowMs: 15 * MINUTE },
  loginPerAccountAndIp: { max: 10, windowMs: 15 * MINUTE },
  loginFailuresPerAccount: { max: 10, windowMs: 60 * MINUTE },
  registerPerIp: { max: 30, windowMs: 60 * MINUTE },
  registerPerAccount: { max: 5, windowMs: 15 * MINUTE },
  adminPerIp: { max: 5, windowMs: 15 * MINUTE },
  adminFailures: { max: 5, windowMs: 60 * MINUTE },
  twoFactorPerAccount: { max: 10, windowMs: 15 * MINUTE },
  twoFactorPerIp: { max: 30, windowMs: 15 * MINUTE },
  writesPerUser: { max: 300, windowMs: MINUTE },
};

/** The default limits with every maximum multiplied by `multiplier` (RATE_LIMIT_MULTIPLIER). */
export function scaleRateLimits(limits: RateLimits, multiplier: number): RateLimits {
  const scaled = {} as RateLimits;
  for (const [name, limit] of Object.entries(limits) as [keyof RateLimits, Limit][]) {
    scaled[name] = { max: limit.max * multiplier, windowMs: limit.windowMs };
  }
  return scaled;
}

const retryMinutes = (ms: number) => Math.max(1, Math.ceil(ms / MINUTE));

export function formatRetryMessage(ms: number): string {
  const minutes = retryMinutes(ms);
  return `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}

/** The code of formatRetryMessage's text (contracts' MESSAGES.tooManyAttempts). */
export function retryMessageCode(ms: number): TMessageCode {
  return { code: 'messages.tooManyAttempts', values: { minutes: retryMinutes(ms) } };
}

/**
 * A fixed-window counter per key, on the app's clock (so tests can move time). At most `capacity` keys are kept;
 * when full, expired windows go first, then the oldest key, so that a flood of made-up names cannot grow memory.
 */
export class WindowCounter {
  readonly #windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly limit: Limit,
    private readonly capacity = 100_000,
  ) {}

  /** Counts one hit for `key`; answers how long to wait when it is over the limit, else 0. */
  hit(key: string, now: number): number {
    let window = this.#windows.get(key);
    if (!window || now >= window.resetAt) {
      this.#makeRoom(now);
      window = { count: 0, resetAt: now + this.limit.windowMs };
      this.#windows.delete(key);
      this.#windows.set(key, window);
    }
    window.count += 1;
    return window.count > this.limit.max ? window.resetAt - now : 0;
  }

  /** How long `key` must still wait, without counting a hit. */
  waitFor(key: string, now: number): number {
    const window = this.#windows.get(key);
    if (!window || now >= window.resetAt) return 0;
    return window.count >= this.limit.max ? window.resetAt - now : 0;
  }

  reset(key: string): void {
    this.#windows.delete(key);
  }

  #makeRoom(now: number): void {
    if (this.#windows.size < this.capacity) return;
    for (const [key, window] of this.#windows) {
      if (now >= window.resetAt) this.#windows.delete(key);
    }
    while (this.#windows.size >= this.capacity) {
      this.#windows.delete(this.#windows.keys().next().value as string);
    }
  }
}

/** The 429 for a wait of `ms`, with Retry-After in whole seconds. */
export function rateLimited(
  reply: FastifyReply,
  ms: number,
  message?: string,
  code: TApiErrorCode = 'RATE_LIMITED',
): HttpError {
  reply.header('retry-after', String(Math.max(1, Math.ceil(ms / 1000))));
  return message === undefined
    ? tooManyRequests(formatRetryMessage(ms), code, undefined, retryMessageCode(ms))
    : tooManyRequests(message, code);
}

/** Counts a hit on each counter (all of them, so each limit sees every attempt); throws 429 if any is exceeded. */
export function hitAll(reply: FastifyReply, now: number, hits: [WindowCounter, string][]): void {
  let wait = 0;
  for (const [counter, key] of hits) wait = Math.max(wait, counter.hit(key, now));
  if (wait > 0) throw rateLimited(reply, wait);
}

/** The counters kept in this server's memory. */
export type Limiters = { writesPerUser: WindowCounter };

export function createLimiters(limits: RateLimits): Limiters {
  return { writesPerUser: new WindowCounter(limits.writesPerUser) };
}
