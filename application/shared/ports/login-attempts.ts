import type { CounterWindow } from '../../../domain/accounts/login-throttle-policy';

/** One throttle counter of a sign-in scope. */
export interface ThrottleCounter {
  /** Which sign-in it guards ('player'; the admin sign-in gets its own scope). */
  scope: string;
  /** The account key (a normalised e-mail), or null for the address's ceiling over every account. */
  account: string | null;
  /** The client's address; '' when unknown. */
  address: string;
}

/** Sign-in attempt counters, shared by every server process, for throttling. */
export interface LoginAttempts {
  /**
   * Atomically counts one more attempt on the counter (`countAttempt` of the domain policy: a missing
   * window, or one older than `windowMs`, starts over at `at`) and answers its window, this attempt
   * included, so concurrent attempts each see a different count.
   */
  reserve(counter: ThrottleCounter, at: Date, windowMs: number): Promise<CounterWindow>;
  /** Gives back one attempt counted by `reserve`, unless the counter's window has moved on since. */
  release(counter: ThrottleCounter, counted: CounterWindow): Promise<void>;
  /** Forgets the counter (a successful sign-in clears its pair). */
  clear(counter: ThrottleCounter): Promise<void>;
}
