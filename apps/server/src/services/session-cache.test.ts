import type { SessionWithUser } from '@rentfolio/db';
import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache';

const entry = (userId: number, id = `s${userId}`) =>
  ({
    session: { id, userId, createdAt: 0, lastSeenAt: 0, userAgent: null },
    user: { id: userId },
  }) as unknown as SessionWithUser;

describe('SessionCache', () => {
  it('answers an entry within its time-to-live only', () => {
    const cache = new SessionCache(5000);
    cache.set('a', entry(1), 1000);
    expect(cache.get('a', 5999)).toEqual(entry(1));
    expect(cache.get('a', 6000)).toBeUndefined();
  });

  it('drops an entry when the clock reads earlier than when it was cached', () => {
    const cache = new SessionCache(5000);
    cache.set('a', entry(1), 1000);
    expect(cache.get('a', 999)).toBeUndefined();
    // Dropped, not just hidden: the same time that served it before no longer does.
    expect(cache.get('a', 1000)).toBeUndefined();
  });

  it('forgets a session, and every session of a user', () => {
    const cache = new SessionCache(5000);
    cache.set('a', entry(1, 'a'), 0);
    cache.set('b', entry(1, 'b'), 0);
    cache.set('c', entry(2, 'c'), 0);
    cache.forgetSession('c');
    expect(cache.get('c', 1)).toBeUndefined();
    cache.forgetUser(1);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toBeUndefined();
  });

  it('does not keep a row read before a forget that came while it was being read', () => {
    const cache = new SessionCache(5000);
    // A request reads user 1's session from the database (time zone UTC); meanwhile the user's row changes and is
    // forgotten; the stale row must not be kept, or the next requests would see UTC for the TTL.
    const before = cache.generation;
    cache.forgetUser(1);
    cache.set('a', entry(1, 'a'), 0, before);
    expect(cache.get('a', 1)).toBeUndefined();
    // Read after the forget, it is kept; an announced forget from another instance counts too.
    cache.set('a', entry(1, 'a'), 0, cache.generation);
    expect(cache.get('a', 1)).toEqual(entry(1, 'a'));
    const read = cache.generation;
    cache.applyAnnounced('u:1');
    cache.set('a', entry(1, 'a'), 0, read);
    expect(cache.get('a', 1)).toBeUndefined();
  });

  it('keeps nothing with a time-to-live of 0, and at most `capacity` entries', () => {
    const off = new SessionCache(0);
    off.set('a', entry(1), 0);
    expect(off.get('a', 0)).toBeUndefined();
    const small = new SessionCache(5000, 2);
    small.set('a', entry(1), 0);
    small.set('b', entry(2), 0);
    small.set('c', entry(3), 0);
    expect(small.get('a', 1)).toBeUndefined();
    expect(small.get('c', 1)).toEqual(entry(3));
  });

  it('does not trust an entry from the future (a clock moved back)', () => {
    const cache = new SessionCache(5000);
    cache.set('a', entry(1), 10_000);
    expect(cache.get('a', 9_000)).toBeUndefined();
  });
});
