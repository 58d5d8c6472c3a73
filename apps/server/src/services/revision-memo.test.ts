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

describe('RevisionMemo.getOrCompute', () => {
  /** A computation that finishes when the test says so, counting how often it was started. */
  function gate<T>() {
    let started = 0;
    let finish: (value: T) => void = () => undefined;
    let fail: (error: Error) => void = () => undefined;
    const compute = () => {
      started += 1;
      return new Promise<T>((resolve, reject) => {
        finish = resolve;
        fail = reject;
      });
    };
    return {
      compute,
      started: () => started,
      finish: (value: T) => finish(value),
      fail: (e: Error) => fail(e),
    };
  }

  it('shares one computation between the requests that miss together, then keeps its value', async () => {
    const memo = new RevisionMemo<string>();
    const work = gate<string>();
    const waiting = Array.from({ length: 5 }, () => memo.getOrCompute(1, 3, 100, work.compute));
    expect(work.started()).toBe(1);
    work.finish('figures');
    expect(await Promise.all(waiting)).toEqual(Array(5).fill('figures'));
    expect(await memo.getOrCompute(1, 3, 100, work.compute)).toBe('figures');
    expect(work.started()).toBe(1);
  });

  it('computes again for a new revision, and keeps users apart', async () => {
    const memo = new RevisionMemo<string>();
    const work = gate<string>();
    const first = memo.getOrCompute(1, 3, 100, work.compute);
    work.finish('three');
    await first;
    const second = memo.getOrCompute(1, 4, 100, work.compute);
    const other = memo.getOrCompute(2, 4, 100, work.compute);
    expect(work.started()).toBe(3);
    work.finish('four');
    expect(await other).toBe('four');
    await expect(Promise.race([second, Promise.resolve('pending')])).resolves.toBe('pending');
  });

  it('gives a failure to every request that waited, and the next request tries again', async () => {
    const memo = new RevisionMemo<string>();
    const work = gate<string>();
    const waiting = [memo.getOrCompute(1, 0, 0, work.compute), memo.getOrCompute(1, 0, 0, work.compute)];
    work.fail(new Error('database away'));
    for (const result of await Promise.allSettled(waiting)) expect(result.status).toBe('rejected');
    const retry = memo.getOrCompute(1, 0, 0, work.compute);
    expect(work.started()).toBe(2);
    work.finish('back');
    expect(await retry).toBe('back');
  });

  it('shares the computation of one moment even with a capacity of 0, and keeps nothing after it', async () => {
    const memo = new RevisionMemo<string>(0);
    const work = gate<string>();
    const waiting = [memo.getOrCompute(1, 0, 0, work.compute), memo.getOrCompute(1, 0, 0, work.compute)];
    expect(work.started()).toBe(1);
    work.finish('once');
    expect(await Promise.all(waiting)).toEqual(['once', 'once']);
    const later = memo.getOrCompute(1, 0, 0, work.compute);
    expect(work.started()).toBe(2);
    work.finish('again');
    expect(await later).toBe('again');
  });
});
