/**
 * The code step's lock (docs/rules/back-office.md, Two-factor sign-in): codes given at the second
 * step are counted per administrator account, whatever the address they come from. The 5th code in a
 * 15-minute window locks the code step of that account for 15 minutes; a right code starts the count
 * over. Each code is counted before it is checked, so parallel requests cannot slip past the limit: of
 * any number sent at once, at most 5 are checked before the lock.
 */
export const WRONG_CODES_TO_LOCK = 5;
export const CODE_WINDOW_MS = 15 * 60_000;
export const CODE_LOCK_MS = 15 * 60_000;

/** The counter of one administrator's code step. */
export interface CodeChecks {
  /** When the window of the counted codes started; null when none is counted. */
  windowStart: Date | null;
  /** Codes counted in the window (each counted before it is checked). */
  checks: number;
  /** When the lock ends; null, or a past instant, when the code step is open. */
  lockedUntil: Date | null;
}

export const NO_CODE_CHECKS: CodeChecks = { windowStart: null, checks: 0, lockedUntil: null };

/**
 * Whether a code given at `at` may be checked. Admitted: the counter with it counted, and the lock it
 * starts when it is the last one the window allows (null otherwise); the code is still checked, and
 * the lock stands unless it turns out right. Refused: the code step is locked until `lockedUntil`.
 */
export type CodeCheckAdmission =
  | { admitted: true; next: CodeChecks; startsLock: Date | null }
  | { admitted: false; lockedUntil: Date };

export const lockedAt = (current: CodeChecks, at: Date): Date | null =>
  current.lockedUntil !== null && current.lockedUntil.getTime() > at.getTime() ? current.lockedUntil : null;

export function admitCodeCheck(current: CodeChecks, at: Date): CodeCheckAdmission {
  const locked = lockedAt(current, at);
  if (locked) return { admitted: false, lockedUntil: locked };
  const fresh =
    current.windowStart === null || current.windowStart.getTime() <= at.getTime() - CODE_WINDOW_MS;
  const checks = (fresh ? 0 : current.checks) + 1;
  const startsLock = checks >= WRONG_CODES_TO_LOCK ? new Date(at.getTime() + CODE_LOCK_MS) : null;
  const windowStart = fresh ? at : current.windowStart;
  return { admitted: true, next: { windowStart, checks, lockedUntil: startsLock }, startsLock };
}

/**
 * The counter after an admitted code turned out right: the count starts over, and a lock that code
 * started itself is lifted (the administrator is in). A lock another code started stands.
 */
export function afterRightCode(current: CodeChecks, startsLock: Date | null, at: Date): CodeChecks {
  const locked = lockedAt(current, at);
  if (locked && locked.getTime() !== startsLock?.getTime()) return current;
  return NO_CODE_CHECKS;
}

/** Whole minutes until the lock ends, at least 1 (what the refusal says). */
export const minutesLeft = (lockedUntil: Date, at: Date): number =>
  Math.max(1, Math.ceil((lockedUntil.getTime() - at.getTime()) / 60_000));

/** Seconds until the lock ends, at least 1 (the Retry-After of the refusal). */
export const secondsLeft = (lockedUntil: Date, at: Date): number =>
  Math.max(1, Math.ceil((lockedUntil.getTime() - at.getTime()) / 1000));
