import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changeLimits,
  checkSpin,
  type LimitAmounts,
  limitsInForce,
  NO_LIMITS,
  type SpendingLimits,
} from '../../domain/responsible-play/spending-limits';
import { LIMIT_PERIODS, periodEnd, periodStart } from '../../domain/responsible-play/spending-periods';

const HOUR = 60 * 60 * 1000;
/** The rule's 24 hours, written out here so a change of the constant in the domain fails these tests. */
const DAY = 24 * HOUR;
const start = new Date('2026-03-02T08:00:00Z');
const amountArb = fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: null });
const amountsArb: fc.Arbitrary<LimitAmounts> = fc.record({
  daily: amountArb,
  weekly: amountArb,
  monthly: amountArb,
});
/** A player's requests, each some hours after the one before. */
const requestsArb = fc.array(
  fc.record({ afterHours: fc.integer({ min: 0, max: 60 }), amounts: amountsArb }),
  {
    maxLength: 12,
  },
);
/** null (no limit) is the highest limit of all. */
const rank = (amount: number | null) => (amount === null ? Number.POSITIVE_INFINITY : amount);

describe('spending limits', () => {
  it('a raise never applies before 24 hours: no limit is ever above one asked for in the last 24 hours, or above the last asked before them', () => {
    fc.assert(
      fc.property(requestsArb, fc.integer({ min: 1, max: 7 }), (requests, stepHours) => {
        let limits: SpendingLimits = NO_LIMITS;
        let at = start.getTime();
        const asked: { at: number; amounts: LimitAmounts }[] = [];
        const observe = (now: number) => {
          const inForce = limitsInForce(limits, new Date(now));
          const before = asked.filter((r) => r.at <= now - DAY).at(-1);
          const recent = asked.filter((r) => r.at > now - DAY && r.at <= now);
          for (const period of LIMIT_PERIODS) {
            const bound = Math.min(
              before ? rank(before.amounts[period]) : Number.POSITIVE_INFINITY,
              ...recent.map((r) => rank(r.amounts[period])),
            );
            const hours = (now - start.getTime()) / HOUR;
            expect(rank(inForce[period]), `${period} at +${hours}h`).toBeLessThanOrEqual(bound);
          }
        };
        for (const request of requests) {
          // Watch every step of the clock up to the request, then the request itself.
          const until = at + request.afterHours * HOUR;
          for (let t = at + stepHours * HOUR; t < until; t += stepHours * HOUR) observe(t);
          at = until;
          limits = changeLimits(limits, request.amounts, new Date(at));
          asked.push({ at, amounts: request.amounts });
          observe(at);
        }
        for (let t = at; t <= at + 48 * HOUR; t += stepHours * HOUR) observe(t);
      }),
      { numRuns: 500 },
    );
  });

  it('a lower limit applies at once, and a raise applies once its 24 hours are over', () => {
    fc.assert(
      fc.property(amountsArb, amountsArb, (first, second) => {
        const set = changeLimits(NO_LIMITS, first, start);
        expect(limitsInForce(set, start)).toEqual(first);
        const later = new Date(start.getTime() + HOUR);
        const changed = changeLimits(set, second, later);
        const now = limitsInForce(changed, later);
        const justBefore = limitsInForce(changed, new Date(later.getTime() + DAY - 1));
        const after = limitsInForce(changed, new Date(later.getTime() + DAY));
        for (const period of LIMIT_PERIODS) {
          const lowered = rank(second[period]) <= rank(first[period]);
          expect(now[period]).toBe(lowered ? second[period] : first[period]);
          expect(justBefore[period]).toBe(now[period]);
          expect(after[period]).toBe(second[period]);
        }
      }),
    );
  });

  it('asking again for a raise already waiting keeps its time', () => {
    const raised = changeLimits(
      changeLimits(NO_LIMITS, { daily: 1000, weekly: null, monthly: null }, start),
      {
        daily: 5000,
        weekly: null,
        monthly: null,
      },
      start,
    );
    const again = changeLimits(
      raised,
      { daily: 5000, weekly: null, monthly: null },
      new Date(start.getTime() + 20 * HOUR),
    );
    expect(again.daily.pending?.appliesAt).toEqual(new Date(start.getTime() + DAY));
  });

  it('no spin is allowed whose highest price could take spending past a limit in force', () => {
    fc.assert(
      fc.property(
        amountsArb,
        fc.record({
          daily: fc.integer({ min: 0, max: 60_000 }),
          weekly: fc.integer({ min: 0, max: 60_000 }),
          monthly: fc.integer({ min: 0, max: 60_000 }),
        }),
        fc.integer({ min: 0, max: 20_000 }),
        (limits, spent, highest) => {
          const refusal = checkSpin(limits, spent, highest, start);
          const passes = LIMIT_PERIODS.every(
            (p) => limits[p] === null || spent[p] + highest <= (limits[p] ?? 0),
          );
          expect(refusal === null).toBe(passes);
          if (refusal) {
            const p = refusal.limit;
            expect(refusal.remaining).toBe(Math.max(0, (limits[p] ?? 0) - spent[p]) / 100);
            expect(refusal.resetsAt).toBe(periodEnd(p, start).toISOString());
            expect(refusal.message).toContain(`${p} spending limit`);
          }
        },
      ),
    );
  });

  it('a $0 limit refuses any spin that could cost money and allows one that cannot', () => {
    const zero = { daily: null, weekly: null, monthly: 0 };
    const none = { daily: 0, weekly: 0, monthly: 0 };
    expect(checkSpin(zero, none, 100, start)).toMatchObject({
      code: 'LIMIT_REACHED',
      limit: 'monthly',
      remaining: 0,
    });
    expect(checkSpin(zero, none, 0, start)).toBeNull();
  });

  it('periods are UTC calendar days, weeks from Monday and months, each containing its instant', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
        (at) => {
          for (const period of LIMIT_PERIODS) {
            expect(periodStart(period, at).getTime()).toBeLessThanOrEqual(at.getTime());
            expect(periodEnd(period, at).getTime()).toBeGreaterThan(at.getTime());
            expect(periodStart(period, periodEnd(period, at))).toEqual(periodEnd(period, at));
          }
          expect(periodStart('weekly', at).getUTCDay()).toBe(1);
          expect(periodStart('monthly', at).getUTCDate()).toBe(1);
        },
      ),
    );
  });
});
