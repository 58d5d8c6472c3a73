import { describe, expect, it } from 'vitest';
import { RevisionMemo } from './revision-memo';

describe('RevisionMemo', () => {
  it('answers a value only for the revision and day it was computed from', () => {
    const memo = new RevisionMemo<string>();
    memo.set(1, 7, 20_000, 'seven');
    expect(memo.get(1, 7, 20_000)).toBe('seven');
    expect(memo.get(1, 8, 20_000)).toBeUndefined();
    // A miss drops the entry: the old revision is not answered again.
    expect(memo.get(1, 7, 20_000)).toBeUndefined();
    memo.set(1, 8, 20_000, 'eight');
    expect(memo.get(1, 8, 20_001)).toBeUndefined();
    expect(memo.get(2, 0, 20_000)).toBeUndefined();
  });

  it('keeps at most `capacity` users, dropping the least recently used', () => {
    const memo = new RevisionMemo<number>(2);
    memo.set(1, 0, 0, 1);
    memo.set(2, 0, 0, 2);
    expect(memo.get(1, 0, 0)).toBe(1);
    memo.set(3, 0, 0, 3);
    expect(memo.size).toBe(2);
    expect(memo.get(2, 0, 0)).toBeUndefined();
    expect(memo.get(1, 0, 0)).toBe(1);
    expect(memo.get(3, 0, 0)).toBe(3);
    memo.forget(3);
    expect(memo.get(3, 0, 0)).toBeUndefined();
  });
});
