import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  admitCodeCheck,
  afterRightCode,
  CODE_LOCK_MS,
  CODE_WINDOW_MS,
  type CodeChecks,
  NO_CODE_CHECKS,
  WRONG_CODES_TO_LOCK,
} from '../../domain/admin-security/code-lock';

const T0 = new Date('2030-03-01T12:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

describe('the code step lock (docs/rules/back-office.md, Two-factor sign-in)', () => {
  it('admits 5 codes at once and no more: the 5th starts a 15-minute lock, the rest are refused until it ends', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), (n) => {
        let state: CodeChecks = NO_CODE_CHECKS;
        const admitted: (Date | null)[] = [];
        for (let i = 0; i < n; i++) {
          const admission = admitCodeCheck(state, T0);
          if (!admission.admitted) {
            expect(admission.lockedUntil).toEqual(at(CODE_LOCK_MS));
            continue;
          }
          admitted.push(admission.startsLock);
          state = admission.next;
        }
        expect(admitted).toHaveLength(Math.min(n, WRONG_CODES_TO_LOCK));
        expect(admitted.filter((lock) => lock !== null)).toHaveLength(n >= WRONG_CODES_TO_LOCK ? 1 : 0);
        const later = admitCodeCheck(state, at(CODE_LOCK_MS - 1));
        expect(later.admitted).toBe(n < WRONG_CODES_TO_LOCK);
        expect(admitCodeCheck(state, at(CODE_LOCK_MS)).admitted).toBe(true);
      }),
    );
  });

  it('wrong codes only: never more than 5 checked in a window, each refusal names a lock that has not ended', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 6 * 60_000 }), { maxLength: 80 }), (gaps) => {
        let state: CodeChecks = NO_CODE_CHECKS;
        let now = 0;
        const checked: number[] = [];
        for (const gap of gaps) {
          now += gap;
          const admission = admitCodeCheck(state, at(now));
          if (admission.admitted) {
            checked.push(now);
            state = admission.next;
          } else {
            expect(admission.lockedUntil.getTime()).toBeGreaterThan(at(now).getTime());
            expect(admission.lockedUntil.getTime()).toBeLessThanOrEqual(at(now + CODE_LOCK_MS).getTime());
          }
        }
        // A window starts at its first code: 5 in it, then the lock outlasts it.
        for (const start of checked) {
          const inWindow = checked.filter((t) => t >= start && t < start + CODE_WINDOW_MS);
          expect(inWindow.length).toBeLessThanOrEqual(2 * WRONG_CODES_TO_LOCK - 1);
        }
        expect(checked.length).toBeLessThanOrEqual(
          WRONG_CODES_TO_LOCK * (Math.floor(now / CODE_WINDOW_MS) + 1),
        );
      }),
    );
  });

  it('a right code starts the count over and lifts only the lock it started itself', () => {
    let state: CodeChecks = NO_CODE_CHECKS;
    const starts: (Date | null)[] = [];
    for (let i = 0; i < WRONG_CODES_TO_LOCK; i++) {
      const admission = admitCodeCheck(state, T0);
      if (!admission.admitted) throw new Error('refused');
      starts.push(admission.startsLock);
      state = admission.next;
    }
    // The 1st code turning out right does not lift the lock the 5th started.
    expect(afterRightCode(state, starts[0] ?? null, T0)).toBe(state);
    // The 5th turning out right does: the administrator is in.
    expect(afterRightCode(state, starts[4] ?? null, T0)).toEqual(NO_CODE_CHECKS);
    // Four wrong, then a right one: the next four are checked again.
    const four = { windowStart: T0, checks: 4, lockedUntil: null };
    expect(afterRightCode(four, null, T0)).toEqual(NO_CODE_CHECKS);
  });
});
