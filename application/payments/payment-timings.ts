/** How the charge path and the reconciler pace themselves; tests shorten them. */
export interface PaymentTimings {
  /** A new attempt belongs to the request that made it this long; then the reconciler may retry it. */
  pendingGraceMs: number;
  /** Gateway calls one request makes for an attempt (same key each time) before answering 'pending'. */
  inlineTries: number;
  /** Pause before the first in-request retry; it doubles for each later one. */
  retryDelayMs: number;
  /** Stop retrying in the request once this much time went by: the player is waiting. */
  inlineBudgetMs: number;
  /** How long a reconciler owns the attempts it leased before another process may take them. */
  leaseMs: number;
  /** The reconciler's pause before retrying an attempt again, doubling per try up to maxBackoffMs. */
  backoffMs: number;
  maxBackoffMs: number;
  /** Attempts (and expired holds) one reconciler run takes at most. */
  reconcileBatch: number;
  /** How long a repeated request waits for the first one's charge to settle before answering. */
  repeatWaitMs: number;
}

export const DEFAULT_PAYMENT_TIMINGS: PaymentTimings = {
  pendingGraceMs: 30_000,
  inlineTries: 3,
  retryDelayMs: 200,
  inlineBudgetMs: 12_000,
  leaseMs: 60_000,
  backoffMs: 5_000,
  maxBackoffMs: 300_000,
  repeatWaitMs: 5_000,
  reconcileBatch: 50,
};

/** A pause between tries; injected, so a test may replace it (the time itself is the Clock's). */
export type Sleep = (ms: number) => Promise<void>;

export const sleep: Sleep = (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms));
