import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CACHE_SIZES, Cache } from '../lib/cache';

/** A new session token: 256 random bits, URL-safe. */
export function createSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The stored id of a session: an HMAC of its token keyed by the server secret. Someone who can read or write the
 * sessions table can neither use a stored id as a cookie nor forge a session without the secret.
 */
export function hashSessionToken(secret: string, token: string): string {
  return createHmac('sha256', secret).update(`session:${token}`).digest('base64url');
}

/**
 * hashSessionToken with a memo: the HMAC is a fixed function of the token, so keeping recent results changes nothing
 * but the cost (a tenth of a signed-in request). At most `capacity` tokens are kept, the least recently used going first.
 */
export function createSessionTokenHasher(
  secret: string,
  capacity: number = CACHE_SIZES.sessionTokenHashes,
): (token: string) => string {
  const memo = new Cache<string, string>(capacity);
  return (token) => {
    let id = memo.get(token);
    if (id === undefined) {
      id = hashSessionToken(secret, token);
      memo.set(token, id);
    }
    return id;
  };
}

export function isPlausibleToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

/** A keyed hash of the admin PIN: the PIN itself is not kept once the server has started. */
export function hashAdminPin(secret: string, pin: string): Buffer {
  return createHmac('sha256', secret).update(`admin-pin:${pin}`).digest();
}

export function isSameDigest(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

export type SessionTimeouts = { idleMs: number; absoluteMs: number };

/** Whether a session is still valid at `now`: used within the idle timeout and younger than the absolute one. */
export function isSessionLive(
  session: { createdAt: number; lastSeenAt: number },
  timeouts: SessionTimeouts,
  now: number,
): boolean {
  return now - session.lastSeenAt < timeouts.idleMs && now - session.createdAt < timeouts.absoluteMs;
}
