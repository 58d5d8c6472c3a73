import { describe, expect, it } from 'vitest';
import { UserCache } from './user-cache';

describe('UserCache', () => {
  it('keeps a value for its time-to-live only, and forgets it on demand', () => {
    const cache = new UserCache<string>(5000);
    cache.set(1, 'a', 1000);
    expect(cache.get(1, 5999)).toBe('a');
    expect(cache.get(1, 6000)).toBeUndefined();
    cache.set(1, 'b', 7000);
    cache.forget(1);
    expect(cache.get(1, 7001)).toBeUndefined();
  });

  it('keeps nothing with a time-to-live of 0, and drops the oldest user past its capacity', () => {
    const off = new UserCache<string>(0);
    off.set(1, 'a', 0);
    expect(off.get(1, 0)).toBeUndefined();
    const small = new UserCache<string>(5000, 2);
    small.set(1, 'a', 0);
    small.set(2, 'b', 0);
    small.set(3, 'c', 0);
    expect([small.get(1, 1), small.get(2, 1), small.get(3, 1)]).toEqual([undefined, 'b', 'c']);
  });

  it('does not trust a clock that went backwards', () => {
    const cache = new UserCache<string>(5000);
    cache.set(1, 'a', 10_000);
    expect(cache.get(1, 9_000)).toBeUndefined();
  });
});
