import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utf8 } from '../../../domain/fairness/hex';
import {
  instantPrizeOf,
  instantWinNumbers,
  MAX_INSTANT_PRIZES,
  maxInstantPrizes,
  publishedInstantPrizes,
} from '../../../domain/fairness/instant-wins';
import { instantMessage } from '../../../domain/fairness/messages';
import { pickIndex } from '../../../domain/fairness/random-stream';
import { sha256 } from '../../../domain/fairness/sha256';
import { verifyFairness } from '../../../domain/fairness/verify-fairness';
import { type GameAction, playHonestGame } from '../../builders/fairness-game';

const seedArb = fc.uint8Array({ minLength: 32, maxLength: 32 });
const gameIdArb = fc.integer({ min: 1, max: 1_000_000 });
/** A game size with how many instant prizes it carries (1 to the most it may). */
const sizeArb = fc
  .integer({ min: 2, max: 400 })
  .chain((total) =>
    fc.record({ total: fc.constant(total), count: fc.integer({ min: 1, max: maxInstantPrizes(total) }) }),
  );

/** The scheme's text read literally: the candidate list written out, then candidates[index]. */
function literalInstantNumbers(seed: Uint8Array, gameId: number, total: number, count: number): number[] {
  const chosen: number[] = [];
  for (let k = 1; k <= count; k += 1) {
    const candidates = Array.from({ length: total }, (_, i) => i + 1).filter((n) => !chosen.includes(n));
    chosen.push(candidates[pickIndex(seed, instantMessage(gameId, k), candidates.length)] as number);
  }
  return chosen;
}

describe('instant-win numbers', () => {
  it('are K distinct numbers of the game, as the scheme words them', () => {
    fc.assert(
      fc.property(seedArb, gameIdArb, sizeArb, (seed, gameId, { total, count }) => {
        const numbers = instantWinNumbers(seed, gameId, total, count);
        expect(numbers).toHaveLength(count);
        expect(new Set(numbers).size).toBe(count);
        for (const n of numbers) expect(n >= 1 && n <= total && Number.isInteger(n)).toBe(true);
        expect(numbers).toEqual(literalInstantNumbers(seed, gameId, total, count));
      }),
      { numRuns: 200 },
    );
  });

  it('are fixed by the seed and the game: the same each time, and the first j the same for any K', () => {
    fc.assert(
      fc.property(seedArb, gameIdArb, sizeArb, fc.nat(), (seed, gameId, { total, count }, at) => {
        const numbers = instantWinNumbers(seed, gameId, total, count);
        expect(instantWinNumbers(Uint8Array.from(seed), gameId, total, count)).toEqual(numbers);
        const j = at % (count + 1);
        expect(instantWinNumbers(seed, gameId, total, j)).toEqual(numbers.slice(0, j));
      }),
      { numRuns: 100 },
    );
  });

  it('move with the seed and with the game', () => {
    const seed = Uint8Array.from({ length: 32 }, (_, i) => i);
    const other = Uint8Array.from({ length: 32 }, (_, i) => 255 - i);
    const numbers = instantWinNumbers(seed, 5, 10_000, 50);
    expect(instantWinNumbers(other, 5, 10_000, 50)).not.toEqual(numbers);
    expect(instantWinNumbers(seed, 6, 10_000, 50)).not.toEqual(numbers);
  });

  it('are uniform over the numbers: every number as often an instant win, over many seeds (chi-square)', () => {
    const total = 20;
    const count = 5;
    const seeds = 4_000;
    const hits = new Array<number>(total + 1).fill(0);
    const lastHits = new Array<number>(total + 1).fill(0);
    for (let s = 0; s < seeds; s += 1) {
      const seed = sha256(utf8(`instant seed ${s}`));
      const numbers = instantWinNumbers(seed, 7, total, count);
      for (const n of numbers) hits[n] = (hits[n] as number) + 1;
      const last = numbers.at(-1) as number;
      lastHits[last] = (lastHits[last] as number) + 1;
    }
    const chiSquare = (observed: number[], expected: number) =>
      observed.slice(1).reduce((sum, o) => sum + (o - expected) ** 2 / expected, 0);
    // 19 degrees of freedom: P(chi-square > 43.82) = 0.001 for a uniform choice.
    expect(chiSquare(hits, (seeds * count) / total)).toBeLessThan(43.82);
    // The last of the K, picked among the numbers left, is uniform over all numbers too.
    expect(chiSquare(lastHits, seeds / total)).toBeLessThan(43.82);
  });

  it('do not depend on who spins, in which order or with which seeds: the log marks the same numbers', () => {
    const spinArb = fc.record({
      type: fc.constant('spin' as const),
      kind: fc.constantFrom('paid' as const, 'free' as const),
      clientSeed: fc.string({ minLength: 1, maxLength: 12 }).filter((s) => /^[\x20-\x7e]+$/.test(s)),
    });
    fc.assert(
      fc.property(
        seedArb,
        gameIdArb,
        fc.array(spinArb, { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 4, max: 24 }),
        (seed, gameId, spins, total) => {
          const prizes = [
            { name: 'A', value: 1 },
            { name: 'B', value: 2 },
          ];
          const play = (actions: GameAction[]) =>
            playHonestGame({
              gameId,
              totalNumbers: total,
              freePlayStart: total - 1,
              freePlayEnd: total,
              seed,
              actions,
              instantPrizes: prizes,
            });
          const forward = play(spins);
          const backward = play(
            [...spins].reverse().map((s, i) => ({ ...s, clientSeed: `${s.clientSeed}${i}` })),
          );
          const expected = instantWinNumbers(seed, gameId, total, 2);
          for (const answer of [forward, backward]) {
            expect(answer.instantPrizes.map((p) => p.number)).toEqual(expected);
            for (const entry of answer.log)
              if (entry.type === 'claim')
                expect(entry.instant ?? null).toBe(instantPrizeOf(expected, entry.number));
            expect(verifyFairness(answer).verdict).toBe('verified');
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('are at most min(50, half the numbers), and K cannot exceed the numbers', () => {
    expect([1, 2, 3, 99, 100, 101, 10_000].map(maxInstantPrizes)).toEqual([
      0,
      1,
      1,
      49,
      MAX_INSTANT_PRIZES,
      50,
      50,
    ]);
    const seed = new Uint8Array(32);
    expect(() => instantWinNumbers(seed, 1, 3, 4)).toThrow(RangeError);
    expect(() => instantWinNumbers(seed, 1, 3, -1)).toThrow(RangeError);
    expect(instantWinNumbers(seed, 1, 3, 3).sort()).toEqual([1, 2, 3]);
    expect(instantWinNumbers(seed, 1, 3, 0)).toEqual([]);
  });

  it('are published as won while open, and all after the close', () => {
    const prizes = [
      { name: 'Gift card', value: 25 },
      { name: 'Mug', value: 8.5 },
    ];
    const won = new Map([[2, 14]]);
    expect(publishedInstantPrizes(prizes, [9, 4], won, false)).toEqual([
      { k: 1, name: 'Gift card', value: 25, number: null, spin: null },
      { k: 2, name: 'Mug', value: 8.5, number: 4, spin: 14 },
    ]);
    expect(publishedInstantPrizes(prizes, [9, 4], won, true).map((p) => p.number)).toEqual([9, 4]);
    expect(instantPrizeOf([9, 4], 4)).toBe(2);
    expect(instantPrizeOf([9, 4], 5)).toBeNull();
  });
});
