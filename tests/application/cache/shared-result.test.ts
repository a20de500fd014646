import { describe, expect, it } from 'vitest';
import { SharedResult } from '../../../adapters/cache/shared-result';
import { ManualClock } from '../../api/support/test-app';

/** A computation the test finishes by hand, counting how often it was started. */
function gate() {
  let calls = 0;
  let finish: (value: number) => void = () => {};
  const compute = () => {
    calls += 1;
    return new Promise<number>((resolve) => {
      finish = resolve;
    });
  };
  return { compute, finish: (value: number) => finish(value), calls: () => calls };
}

describe('SharedResult', () => {
  it('single flight: concurrent misses wait for one computation', async () => {
    const cache = new SharedResult<number>(new ManualClock(), 1_000);
    const work = gate();
    const answers = Promise.all([1, 2, 3].map(() => cache.get(work.compute)));
    work.finish(7);
    expect(await answers).toEqual([7, 7, 7]);
    expect(work.calls()).toBe(1);
  });

  it('keeps the value for the TTL, then computes again', async () => {
    const clock = new ManualClock();
    const cache = new SharedResult<number>(clock, 1_000);
    let calls = 0;
    const compute = async () => ++calls;
    expect(await cache.get(compute)).toBe(1);
    clock.advance(999);
    expect(await cache.get(compute)).toBe(1);
    clock.advance(1);
    expect(await cache.get(compute)).toBe(2);
  });

  it('invalidate drops the value at once', async () => {
    const cache = new SharedResult<number>(new ManualClock(), 1_000);
    let calls = 0;
    const compute = async () => ++calls;
    await cache.get(compute);
    cache.invalidate();
    expect(await cache.get(compute)).toBe(2);
    expect(await cache.get(compute)).toBe(2);
  });

  it('does not keep a computation that was under way when a write invalidated it', async () => {
    const cache = new SharedResult<number>(new ManualClock(), 1_000);
    const before = gate();
    const stale = cache.get(before.compute);
    cache.invalidate();
    // A caller after the write does not join the computation started before it.
    const after = gate();
    const fresh = cache.get(after.compute);
    after.finish(2);
    before.finish(1);
    expect([await stale, await fresh]).toEqual([1, 2]);
    expect(await cache.get(async () => 3)).toBe(2);
  });

  it('does not remember a failure', async () => {
    const cache = new SharedResult<number>(new ManualClock(), 1_000);
    await expect(cache.get(() => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get(async () => 5)).toBe(5);
  });
});
