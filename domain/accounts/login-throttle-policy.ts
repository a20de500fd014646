/**
 * Sign-in throttling (OWASP authentication guidance): attempts are limited per (account, address)
 * pair, with a looser ceiling per address over every account (many accounts from one address is
 * password spraying). No counter is keyed by the account alone, so attempts from one address never
 * lock the account's owner out at another.
 */

export const LOGIN_WINDOW_MS = 15 * 60_000;
/** A window starts at its first attempt, so after this long every counter has started over. */
export const LOGIN_RETRY_AFTER_SECONDS = LOGIN_WINDOW_MS / 1000;
/** The address ceiling, as a multiple of the pair limit (the 'max login attempts' setting). */
const ADDRESS_CEILING_FACTOR = 4;

export interface ThrottleLimits {
  /** Attempts at one account from one address per window. */
  perPair: number;
  /** Attempts that did not sign in, at any accounts, from one address per window. */
  perAddress: number;
}

export const throttleLimits = (maxLoginAttempts: number): ThrottleLimits => ({
  perPair: maxLoginAttempts,
  perAddress: maxLoginAttempts * ADDRESS_CEILING_FACTOR,
});

/** A counter's fixed window: when it started and how many attempts it holds. */
export interface CounterWindow {
  windowStart: Date;
  attempts: number;
}

export const isExpired = (window: CounterWindow, at: Date, windowMs = LOGIN_WINDOW_MS): boolean =>
  window.windowStart.getTime() <= at.getTime() - windowMs;

/** The counter after one more attempt at `at`: a missing or expired window starts over with it. */
export function countAttempt(
  current: CounterWindow | undefined,
  at: Date,
  windowMs = LOGIN_WINDOW_MS,
): CounterWindow {
  if (!current || isExpired(current, at, windowMs)) return { windowStart: at, attempts: 1 };
  return { windowStart: current.windowStart, attempts: current.attempts + 1 };
}

/** The counter after giving back an attempt counted in `counted`'s window (no-op once it moved on). */
export function releaseAttempt(
  current: CounterWindow | undefined,
  counted: CounterWindow,
): CounterWindow | undefined {
  if (!current || current.windowStart.getTime() !== counted.windowStart.getTime()) return current;
  return { windowStart: current.windowStart, attempts: Math.max(0, current.attempts - 1) };
}

/** An attempt may check a password when its counter, this attempt included, is within the limit. */
export const isAdmitted = (counted: CounterWindow, limit: number): boolean => counted.attempts <= limit;
