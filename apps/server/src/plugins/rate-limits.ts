import type { TApiErrorCode } from '@rentfolio/contracts';
import type { FastifyReply } from 'fastify';
import { type HttpError, tooManyRequests } from '../lib/http-error';

export type Limit = { max: number; windowMs: number };

/**
 * Limits on the routes that guess at secrets and on writes (docs/product.md "Limits"). Counters live in memory: each
 * server instance counts on its own.
 *
 * Sign-in follows OWASP's authentication guidance: the pair (account, address) is throttled tightly, the account
 * alone more gently, so that a stranger guessing from elsewhere slows down long before the owner, signing in from
 * their own address, is affected. An account is counted by its id, whatever name or e-mail was typed for it.
 */
export type RateLimits = {
  loginPerIp: Limit;
  loginPerAccountAndIp: Limit;
  loginPerAccount: Limit;
  registerPerIp: Limit;
  registerPerAccount: Limit;
  adminPerIp: Limit;
  /** Every PIN attempt on this server, from anywhere: a 4-character PIN must not be guessable by many addresses. */
  adminPerServer: Limit;
  /** After `max` wrong PINs in a row the panel is locked for `windowMs`, for everyone; a right PIN resets the count. */
  adminLockout: Limit;
  /** Two-factor codes (set-up, turning off, and the second step of a sign-in) per account and per address. */
  twoFactorPerAccount: Limit;
  twoFactorPerIp: Limit;
  /** State-changing requests of one signed-in user (a runaway script cannot stall the server for others). */
  writesPerUser: Limit;
};

const MINUTE = 60_000;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerIp: { max: 30, windowMs: 15 * MINUTE },
  loginPerAccountAndIp: { max: 10, windowMs: 15 * MINUTE },
  loginPerAccount: { max: 100, windowMs: 60 * MINUTE },
  registerPerIp: { max: 30, windowMs: 60 * MINUTE },
  registerPerAccount: { max: 5, windowMs: 15 * MINUTE },
  adminPerIp: { max: 5, windowMs: 15 * MINUTE },
  adminPerServer: { max: 10, windowMs: 60 * MINUTE },
  adminLockout: { max: 5, windowMs: 30 * MINUTE },
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

export function formatRetryMessage(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE));
  return `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
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
  message = formatRetryMessage(ms),
  code: TApiErrorCode = 'RATE_LIMITED',
): HttpError {
  reply.header('retry-after', String(Math.max(1, Math.ceil(ms / 1000))));
  return tooManyRequests(message, code);
}

/** Counts a hit on each counter (all of them, so each limit sees every attempt); throws 429 if any is exceeded. */
export function hitAll(reply: FastifyReply, now: number, hits: [WindowCounter, string][]): void {
  let wait = 0;
  for (const [counter, key] of hits) wait = Math.max(wait, counter.hit(key, now));
  if (wait > 0) throw rateLimited(reply, wait);
}

export type Limiters = { [K in keyof RateLimits]: WindowCounter };

export function createLimiters(limits: RateLimits): Limiters {
  const limiters = {} as Limiters;
  for (const [name, limit] of Object.entries(limits) as [keyof RateLimits, Limit][]) {
    limiters[name] = new WindowCounter(limit);
  }
  return limiters;
}
