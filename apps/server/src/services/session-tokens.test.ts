import { describe, expect, it } from 'vitest';
import {
  createSessionToken,
  hashAdminPin,
  hashSessionToken,
  isPlausibleToken,
  isSameDigest,
  isSessionLive,
} from './session-tokens';

const DAY = 24 * 60 * 60 * 1000;

describe('session tokens', () => {
  it('are 256 random bits, URL-safe, and never repeat', () => {
    const tokens = new Set(Array.from({ length: 1000 }, createSessionToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) {
      expect(isPlausibleToken(token)).toBe(true);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
  });

  it('are stored as an HMAC keyed by the server secret', () => {
    // HMAC-SHA256('secret-a', 'session:' + 43 × 'A'), base64url, as Python's hmac module computes it.
    expect(hashSessionToken('secret-a', 'A'.repeat(43))).toBe('Y2GL5UHnAI2GwiAu4C9UGvvLp4sLhMDMYz6R2dWLy_M');
    const token = createSessionToken();
    expect(hashSessionToken('secret-a', token)).not.toBe(hashSessionToken('secret-b', token));
    expect(hashSessionToken('secret-a', token)).not.toContain(token);
  });

  it('are recognised by shape before any database look-up', () => {
    expect(isPlausibleToken('short')).toBe(false);
    expect(isPlausibleToken(`${'a'.repeat(42)}!`)).toBe(false);
    expect(isPlausibleToken('a'.repeat(44))).toBe(false);
  });
});

describe('isSessionLive', () => {
  const timeouts = { idleMs: 7 * DAY, absoluteMs: 30 * DAY };
  const t0 = Date.UTC(2026, 0, 1);

  it('holds within the idle timeout and ends at it', () => {
    const session = { createdAt: t0, lastSeenAt: t0 };
    expect(isSessionLive(session, timeouts, t0 + 7 * DAY - 1)).toBe(true);
    expect(isSessionLive(session, timeouts, t0 + 7 * DAY)).toBe(false);
  });

  it('ends at the absolute timeout even when used a moment ago', () => {
    const session = { createdAt: t0, lastSeenAt: t0 + 30 * DAY - 1000 };
    expect(isSessionLive(session, timeouts, t0 + 30 * DAY - 1)).toBe(true);
    expect(isSessionLive(session, timeouts, t0 + 30 * DAY)).toBe(false);
  });
});

describe('admin PIN hash', () => {
  it('matches the same PIN only, case-sensitively', () => {
    const stored = hashAdminPin('secret', 'Ab12');
    expect(isSameDigest(hashAdminPin('secret', 'Ab12'), stored)).toBe(true);
    expect(isSameDigest(hashAdminPin('secret', 'ab12'), stored)).toBe(false);
    expect(isSameDigest(hashAdminPin('other-secret', 'Ab12'), stored)).toBe(false);
    expect(isSameDigest(Buffer.alloc(3), stored)).toBe(false);
  });
});
