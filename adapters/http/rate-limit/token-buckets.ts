import type { Clock } from '../../../application/ports/clock';

export type Take = { ok: true } | { ok: false; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  at: number;
}

/** Buckets kept before idle (full again) ones are dropped, so a flood of addresses cannot grow memory. */
const SWEEP_AT = 10_000;

/**
 * One token bucket per key (a client address), in this process's memory: `capacity` tokens, refilled
 * evenly over `refillMs`. A burst up to the capacity passes; past it, the caller learns when the
 * next token is due.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly clock: Clock,
    private readonly capacity: number,
    private readonly refillMs: number,
  ) {}

  /** Takes a token from the key's bucket, or says how long until one is there. */
  take(key: string): Take {
    const now = this.clock.now().getTime();
    if (this.buckets.size >= SWEEP_AT) this.sweep(now);
    const tokens = this.tokensAt(this.buckets.get(key), now);
    if (tokens >= 1) {
      this.buckets.set(key, { tokens: tokens - 1, at: now });
      return { ok: true };
    }
    this.buckets.set(key, { tokens, at: now });
    const msUntilNext = ((1 - tokens) * this.refillMs) / this.capacity;
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(msUntilNext / 1000)) };
  }

  private tokensAt(bucket: Bucket | undefined, now: number): number {
    if (!bucket) return this.capacity;
    const refilled = ((now - bucket.at) * this.capacity) / this.refillMs;
    return Math.min(this.capacity, bucket.tokens + Math.max(0, refilled));
  }

  private sweep(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (this.tokensAt(bucket, now) >= this.capacity) this.buckets.delete(key);
    }
  }
}
