import type { Clock } from '../../application/ports/clock';

/**
 * One value shared by every caller for up to `ttlMs`: computed at most once per period, and
 * concurrent misses wait for the same computation (single flight). `invalidate()` drops it at
 * once, and a computation that was under way as it was called is not kept, so a caller that
 * starts after a write never sees the value from before it.
 */
export class SharedResult<T> {
  private cached: { value: Promise<T>; since: number } | null = null;
  private generation = 0;

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
  ) {}

  get(compute: () => Promise<T>): Promise<T> {
    const now = this.clock.now().getTime();
    // `now < since` too: a clock moved back should not pin an old value.
    if (this.cached && now - this.cached.since < this.ttlMs && now >= this.cached.since) {
      return this.cached.value;
    }
    const generation = this.generation;
    const value = compute();
    const entry = { value, since: now };
    this.cached = entry;
    // A failed computation is not remembered.
    value.catch(() => {
      if (this.cached === entry) this.cached = null;
    });
    return value.then((result) => {
      if (this.generation !== generation && this.cached === entry) this.cached = null;
      return result;
    });
  }

  invalidate(): void {
    this.generation += 1;
    this.cached = null;
  }
}
