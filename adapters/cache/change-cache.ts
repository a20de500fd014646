import type { Clock } from '../../application/shared/ports/clock';

/** A computed value and the instant (ms) it stops being true with no write: Infinity for never. */
export interface Expiring<T> {
  value: T;
  expiresAt: number;
}

interface Entry<T> {
  value: Promise<T>;
  since: number;
  expiresAt: number;
}

/**
 * Values shared by every caller, one per key, kept until a change drops them (`drop`, `dropAll`),
 * until the instant the computation said they expire, or at most `maxAgeMs`. Concurrent misses wait
 * for one computation (single flight). A computation under way when its key is dropped is not kept,
 * so a caller that starts after a write never sees the value from before it. Failures are not kept,
 * nor values that expire as they are computed (an unknown game: every key an attacker tries would
 * otherwise stay in memory).
 */
export class ChangeCache<K, T> {
  private readonly entries = new Map<K, Entry<T>>();

  constructor(
    private readonly clock: Clock,
    private readonly maxAgeMs: number = Number.POSITIVE_INFINITY,
  ) {}

  get(key: K, compute: () => Promise<Expiring<T>>): Promise<T> {
    const now = this.clock.now().getTime();
    const cached = this.entries.get(key);
    // `now < since` too: a clock moved back should not pin an old value.
    if (cached && now < cached.expiresAt && now >= cached.since) return cached.value;
    const computed = compute();
    const entry: Entry<T> = {
      value: computed.then((result) => result.value),
      since: now,
      expiresAt: now + this.maxAgeMs,
    };
    this.entries.set(key, entry);
    computed.then(
      ({ expiresAt }) => {
        entry.expiresAt = Math.min(entry.expiresAt, expiresAt);
        if (entry.expiresAt <= now) this.forget(key, entry);
      },
      () => this.forget(key, entry),
    );
    return entry.value;
  }

  drop(key: K): void {
    this.entries.delete(key);
  }

  dropAll(): void {
    this.entries.clear();
  }

  private forget(key: K, entry: Entry<T>): void {
    if (this.entries.get(key) === entry) this.entries.delete(key);
  }
}
