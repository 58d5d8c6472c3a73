import { describe, expect, it } from 'vitest';
import { Cache } from './cache';

describe('Cache', () => {
  it('keeps at most max entries and drops the least recently used first', () => {
    const cache = new Cache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recently used
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('keeps nothing with a max of 0', () => {
    const cache = new Cache<string, number>(0);
    cache.set('a', 1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('deletes one entry, or all', () => {
    const cache = new Cache<string, number>(5);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.delete('a');
    expect([...cache.entries()]).toEqual([['b', 2]]);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
