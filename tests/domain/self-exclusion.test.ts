import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BREAK_PERIODS,
  breakEnd,
  extendExclusion,
  isExcluded,
} from '../../domain/responsible-play/self-exclusion';

const dateArb = fc.date({ min: new Date('2024-01-01'), max: new Date('2030-01-01'), noInvalidDate: true });

describe('breaks (self-exclusion)', () => {
  it('last at least their period: 24 hours, 7 days, 30 days, 6 months, 1 year, 5 years', () => {
    const from = new Date('2026-01-31T10:00:00Z');
    expect(BREAK_PERIODS.map((p) => breakEnd(p, from).toISOString())).toEqual([
      '2026-02-01T10:00:00.000Z',
      '2026-02-07T10:00:00.000Z',
      '2026-03-02T10:00:00.000Z',
      '2026-07-31T10:00:00.000Z',
      '2027-01-31T10:00:00.000Z',
      '2031-01-31T10:00:00.000Z',
    ]);
  });

  it('cannot be ended early: no later break shortens one already taken', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ period: fc.constantFrom(...BREAK_PERIODS), afterMs: fc.nat(400 * 86_400_000) }),
          {
            minLength: 1,
            maxLength: 8,
          },
        ),
        dateArb,
        (breaks, first) => {
          let until: Date | null = null;
          let now = first.getTime();
          for (const b of breaks) {
            now += b.afterMs;
            const before: Date | null = until;
            until = extendExclusion(until, b.period, new Date(now));
            if (before) expect(until.getTime()).toBeGreaterThanOrEqual(before.getTime());
            expect(until.getTime()).toBeGreaterThanOrEqual(breakEnd(b.period, new Date(now)).getTime());
          }
        },
      ),
    );
  });

  it('holds at every instant before its end and at none after', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BREAK_PERIODS),
        dateArb,
        fc.double({ min: 0, max: 1, noNaN: true }),
        (p, from, f) => {
          const end = breakEnd(p, from);
          const at = new Date(from.getTime() + Math.floor(f * (end.getTime() - from.getTime() - 1)));
          expect(isExcluded(end, at)).toBe(true);
          expect(isExcluded(end, end)).toBe(false);
        },
      ),
    );
  });
});
