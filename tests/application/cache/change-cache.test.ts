import { describe, expect, it } from 'vitest';
import { ChangeCache } from '../../../adapters/cache/change-cache';
import { ManualClock } from '../../api/support/test-app';

const forever = Number.POSITIVE_INFINITY;

/** A computation the test finishes by hand, counting how often it was started. */
function gate() {
  let calls = 0;
  let finish: (value: number) => void = () => {};
  const compute = () => {
    calls += 1;
    return new Promise<{ value: number; expiresAt: number }>((resolve) => {
      finish = (value) => resolve({ value, expiresAt: forever });
    });
  };
  return { compute, finish: (value: number) => finish(value), calls: () => calls };
}

const counter = (expiresAt = forever) => {
  let calls = 0;
  return async () => ({ value: ++calls, expiresAt });
};

describe('ChangeCache', () => {
  it('single flight: concurrent misses of a key wait for one computation', async () => {
    const cache = new ChangeCache<number, number>(new ManualClock());
    const work = gate();
    const answers = Promise.all([1, 2, 3].map(() => cache.get(7, work.compute)));
    work.finish(42);
    expect(await answers).toEqual([42, 42, 42]);
    expect(work.calls()).toBe(1);
  });

  it('keeps a value until a change drops its key, and only its key', async () => {
    const clock = new ManualClock();
    const cache = new ChangeCache<number, number>(clock);
    const [one, two] = [counter(), counter()];
    await cache.get(1, one);
    await cache.get(2, two);
    clock.advance(86_400_000);
    expect(await cache.get(1, one)).toBe(1);
    cache.drop(1);
    expect(await cache.get(1, one)).toBe(2);
    expect(await cache.get(2, two)).toBe(1);
    cache.dropAll();
    expect(await cache.get(2, two)).toBe(2);
  });

  it('keeps a value until the instant its computation said it expires, and at most maxAgeMs', async () => {
    const clock = new ManualClock();
    const startsAt = clock.now().getTime() + 500;
    const timed = new ChangeCache<string, number>(clock, 1_000);
    const starting = counter(startsAt);
    const plain = counter();
    await timed.get('starting', starting);
    await timed.get('plain', plain);
    clock.advance(499);
    expect([await timed.get('starting', starting), await timed.get('plain', plain)]).toEqual([1, 1]);
    clock.advance(1);
    expect(await timed.get('starting', starting)).toBe(2);
    clock.advance(500);
    expect(await timed.get('plain', plain)).toBe(2);
  });

  it('does not keep a computation under way when its key was dropped', async () => {
    const cache = new ChangeCache<number, number>(new ManualClock());
    const before = gate();
    const stale = cache.get(1, before.compute);
    cache.drop(1);
    // A caller after the change does not join the computation started before it.
    const after = gate();
    const fresh = cache.get(1, after.compute);
    after.finish(2);
    before.finish(1);
    expect([await stale, await fresh]).toEqual([1, 2]);
    expect(await cache.get(1, counter())).toBe(2);
  });

  it('keeps neither a failure nor a value that expires as it is computed (an unknown game)', async () => {
    const cache = new ChangeCache<number, number | null>(new ManualClock());
    await expect(cache.get(1, () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get(1, async () => ({ value: 5, expiresAt: forever }))).toBe(5);
    expect(await cache.get(2, async () => ({ value: null, expiresAt: 0 }))).toBeNull();
    expect(await cache.get(2, async () => ({ value: 9, expiresAt: forever }))).toBe(9);
  });
});
