import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Candidates, NumberPoolReplay } from '../../../domain/fairness/number-pool-replay';

const listOf = (candidates: Candidates) =>
  Array.from({ length: candidates.count }, (_, i) => candidates.at(i));

describe('the replayed number pool', () => {
  it('lists the available numbers a paid spin (by scheme) and a free spin choose among, ascending, after any takes and releases', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 80 }).chain((total) =>
          fc.record({
            total: fc.constant(total),
            start: fc.integer({ min: 1, max: total + 1 }),
            schemeVersion: fc.constantFrom(1 as const, 2 as const),
            end: fc.integer({ min: 0, max: total }),
            moves: fc.array(
              fc.record({ take: fc.boolean(), number: fc.integer({ min: -2, max: total + 2 }) }),
            ),
          }),
        ),
        ({ total, start, end, schemeVersion, moves }) => {
          const game = { totalNumbers: total, freePlayStart: start, freePlayEnd: end, schemeVersion };
          const pool = new NumberPoolReplay(game);
          const taken = new Set<number>();
          for (const { take, number } of moves) {
            if (take) {
              pool.take(number);
              if (number >= 1 && number <= total) taken.add(number);
            } else {
              pool.release(number);
              taken.delete(number);
            }
          }
          const all = Array.from({ length: total }, (_, i) => i + 1);
          const available = all.filter((n) => !taken.has(n));
          const free = available.filter((n) => n >= start && n <= end);
          const paid = schemeVersion === 1 ? available : available.filter((n) => !free.includes(n));
          expect(listOf(pool.candidates('paid'))).toEqual(paid);
          expect(listOf(pool.candidates('free'))).toEqual(free);
          expect(listOf(pool.claimed())).toEqual(all.filter((n) => taken.has(n)));
          for (const n of [-1, 0, ...all, total + 1]) {
            expect(pool.candidates('paid').has(n), `${n}`).toBe(paid.includes(n));
            expect(pool.candidates('free').has(n), `${n}`).toBe(free.includes(n));
            expect(pool.isTaken(n)).toBe(taken.has(n));
          }
        },
      ),
    );
  });
});
