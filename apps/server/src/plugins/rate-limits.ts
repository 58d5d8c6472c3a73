import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { tooManyRequests } from '../lib/http-error';

export type Limit = { max: number; windowMs: number };

/**
 * Limits on the routes that guess at secrets. Each is counted per IP and, for sign-in and registration, per account
 * too, so that neither many accounts from one address nor one account from many addresses can be tried quickly.
 * Counters live in memory: each server instance counts on its own.
 */
export type RateLimits = {
  loginPerIp: Limit;
  loginPerAccount: Limit;
  registerPerIp: Limit;
  registerPerAccount: Limit;
  adminPerIp: Limit;
};

const MINUTE = 60_000;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerIp: { max: 30, windowMs: 15 * MINUTE },
  loginPerAccount: { max: 10, windowMs: 15 * MINUTE },
  registerPerIp: { max: 30, windowMs: 60 * MINUTE },
  registerPerAccount: { max: 5, windowMs: 15 * MINUTE },
  adminPerIp: { max: 5, windowMs: 15 * MINUTE },
};

/** The default limits with every maximum multiplied by `multiplier` (RATE_LIMIT_MULTIPLIER). */
export function scaleRateLimits(limits: RateLimits, multiplier: number): RateLimits {
  const scaled = {} as RateLimits;
  for (const [name, limit] of Object.entries(limits) as [keyof RateLimits, Limit][]) {
    scaled[name] = { max: limit.max * multiplier, windowMs: limit.windowMs };
  }
  return scaled;
}

export async function registerRateLimiting(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { global: false });
}

/**
 * A preHandler that allows `limit.max` requests per `limit.windowMs` for each key, then answers 429 with Retry-After.
 * Built on createRateLimit rather than the plugin's own hook, because the plugin runs only the first of several hooks
 * on one route, and sign-in needs two (per IP and per account).
 */
export function limitBy(
  app: FastifyInstance,
  name: string,
  limit: Limit,
  key: (request: FastifyRequest) => string,
): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `${name}:${key(request)}`,
  });
  return async (request, reply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    const minutes = Math.max(1, Math.ceil(result.ttl / MINUTE));
    throw tooManyRequests(
      `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    );
  };
}
