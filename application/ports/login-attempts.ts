/** One sign-in attempt, filed under its account e-mail and, when known, its client IP. */
export interface LoginAttempt {
  id: string;
  keys: readonly string[];
  at: Date;
}

/** Recent sign-in attempts, shared by every server process, for throttling. */
export interface LoginAttempts {
  /**
   * Files the attempt and answers, per key in order, how many attempts that key holds after `since`,
   * this one included. Attempts from before `since` may be forgotten.
   */
  add(attempt: LoginAttempt, since: Date): Promise<number[]>;
  /** Per key in order, how many attempts it holds after `since`. */
  count(keys: readonly string[], since: Date): Promise<number[]>;
  /** Forgets one attempt under all its keys (a refused or successful one must not count). */
  remove(id: string): Promise<void>;
  /** Forgets every attempt under a key (a successful sign-in clears its account). */
  clear(key: string): Promise<void>;
}
