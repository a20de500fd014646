import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CounterWindow,
  countAttempt,
  isAdmitted,
  LOGIN_RETRY_AFTER_SECONDS,
  LOGIN_WINDOW_MS,
  releaseAttempt,
  throttleLimits,
} from '../../domain/accounts/login-throttle-policy';

const T0 = Date.UTC(2030, 5, 1, 12);
/** Gaps in ms between consecutive attempts, up to twice the window. */
const gapsArb = fc.array(fc.integer({ min: 0, max: 2 * LOGIN_WINDOW_MS }), { minLength: 1, maxLength: 60 });
const limitArb = fc.integer({ min: 1, max: 10 });

/** Replays attempts at T0 + running sum of gaps; answers each attempt's time, window and verdict. */
function replay(gaps: number[], limit: number) {
  let counter: CounterWindow | undefined;
  let time = T0;
  return gaps.map((gap) => {
    time += gap;
    counter = countAttempt(counter, new Date(time));
    return {
      time,
      windowStart: counter.windowStart.getTime(),
      startedWindow: counter.attempts === 1,
      admitted: isAdmitted(counter, limit),
    };
  });
}

describe('the sign-in throttle policy', () => {
  it('admits at most the limit of attempts in any one window of a counter', () => {
    fc.assert(
      fc.property(gapsArb, limitArb, (gaps, limit) => {
        const admittedPerWindow = new Map<number, number>();
        for (const attempt of replay(gaps, limit)) {
          if (attempt.admitted) {
            admittedPerWindow.set(attempt.windowStart, (admittedPerWindow.get(attempt.windowStart) ?? 0) + 1);
          }
        }
        for (const admitted of admittedPerWindow.values()) expect(admitted).toBeLessThanOrEqual(limit);
      }),
    );
  });

  it('never refuses an attempt made a full window after its counter started (Retry-After holds)', () => {
    fc.assert(
      fc.property(gapsArb, limitArb, (gaps, limit) => {
        for (const attempt of replay(gaps, limit)) {
          expect(attempt.time - attempt.windowStart).toBeLessThan(LOGIN_RETRY_AFTER_SECONDS * 1000);
          // The first attempt of a new window (not merely one at the same instant as that first one).
          if (attempt.startedWindow) expect(attempt.admitted).toBe(true);
        }
      }),
    );
  });

  it('admits the first `limit` attempts of a window and refuses the rest of it', () => {
    fc.assert(
      fc.property(limitArb, fc.integer({ min: 1, max: 30 }), (limit, attempts) => {
        const verdicts = replay(Array(attempts).fill(1000), limit).map((a) => a.admitted);
        expect(verdicts).toEqual(Array.from({ length: attempts }, (_, i) => i < limit));
      }),
    );
  });

  it('gives back an attempt only within the window that counted it, never below zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 2 * LOGIN_WINDOW_MS }),
        (n, later) => {
          const start = new Date(T0);
          const counted = { windowStart: start, attempts: n };
          expect(releaseAttempt(counted, counted)).toEqual({
            windowStart: start,
            attempts: Math.max(0, n - 1),
          });
          const next = countAttempt(counted, new Date(T0 + later));
          const moved = next.windowStart.getTime() !== T0;
          expect(releaseAttempt(next, counted)).toEqual(
            moved ? next : { ...next, attempts: next.attempts - 1 },
          );
          expect(releaseAttempt(undefined, counted)).toBeUndefined();
        },
      ),
    );
  });

  it('makes the address ceiling looser than the pair limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), (max) => {
        const limits = throttleLimits(max);
        expect(limits.perPair).toBe(max);
        expect(limits.perAddress).toBeGreaterThan(max);
      }),
    );
  });
});
