import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_GAMES } from '../../adapters/demo/demo-games';
import type { NumberedGame } from '../../domain/games/game-type';
import {
  isInFreeRange,
  overpricedNumbers,
  paidPriceRange,
  priceOf,
  priceRangeOf,
} from '../../domain/games/pricing-policy';
import { WHEEL_SPIN } from '../../domain/games/wheel-spin';
import { gameAndNumberArb, gameArb, gameWithFreeRangeArb, gameWithoutFreePlayArb } from '../arbitraries/game';
import { aGame } from '../builders/game-builder';

/** The numbers a paid spin can land on: those outside the free range. */
const paidNumbersOf = (game: NumberedGame): number[] =>
  Array.from({ length: game.totalNumbers }, (_, i) => i + 1).filter((n) => !WHEEL_SPIN.isFree(game, n));

describe('pricing a number', () => {
  it('a number in the free range never costs money', () => {
    fc.assert(
      fc.property(gameAndNumberArb, ([game, n]) => {
        fc.pre(isInFreeRange(game, n));
        expect(priceOf(game, n)).toBe(0);
      }),
    );
  });

  it('a number outside the free range costs its face value in dollars', () => {
    fc.assert(
      fc.property(gameAndNumberArb, ([game, n]) => {
        fc.pre(!isInFreeRange(game, n));
        expect(priceOf(game, n)).toBe(n * 100);
      }),
    );
  });

  it('in a game without free play every number costs its face value', () => {
    fc.assert(
      fc.property(gameWithoutFreePlayArb, fc.nat(), (game, k) => {
        const n = (k % game.totalNumbers) + 1;
        expect(isInFreeRange(game, n)).toBe(false);
        expect(priceOf(game, n)).toBe(n * 100);
      }),
    );
  });

  it('a price is always whole cents, never negative, never above the number in dollars', () => {
    fc.assert(
      fc.property(gameAndNumberArb, ([game, n]) => {
        const price = priceOf(game, n);
        expect(Number.isInteger(price)).toBe(true);
        expect(price).toBeGreaterThanOrEqual(0);
        expect(price).toBeLessThanOrEqual(n * 100);
      }),
    );
  });

  it('follows the policy copy: 1-150 cost their value, 151-200 are free', () => {
    const game = aGame().withTotalNumbers(200).withFreeRange(151, 200).build();
    expect(priceOf(game, 1)).toBe(100);
    expect(priceOf(game, 150)).toBe(15_000);
    expect(priceOf(game, 151)).toBe(0);
    expect(priceOf(game, 200)).toBe(0);
  });
});

describe('numbers priced above the prize', () => {
  it('names the paid numbers that cost more than the prize is worth, skipping the free range', () => {
    const game = { freePlayStart: 94, freePlayEnd: 125, totalNumbers: 125 };
    expect(overpricedNumbers(game, 50_00)).toEqual({ count: 43, lowest: 51, highest: 93 });
    expect(overpricedNumbers(game, 93_00)).toBeNull();
    expect(overpricedNumbers({ freePlayStart: 0, freePlayEnd: -1, totalNumbers: 10 }, 9_50)).toEqual({
      count: 1,
      lowest: 10,
      highest: 10,
    });
  });
});

describe('the price range of a game: what a paid spin costs, over the numbers it can land on', () => {
  it('runs from the cheapest to the dearest paid number with their average, skipping the free range', () => {
    expect(paidPriceRange({ freePlayStart: 151, freePlayEnd: 200, totalNumbers: 200 })).toEqual({
      lowestCents: 1_00,
      highestCents: 150_00,
      averageCents: 75_50,
    });
    expect(paidPriceRange({ freePlayStart: 1, freePlayEnd: 20, totalNumbers: 100 })).toEqual({
      lowestCents: 21_00,
      highestCents: 100_00,
      averageCents: 60_50,
    });
    expect(paidPriceRange({ freePlayStart: 11, freePlayEnd: 10, totalNumbers: 10 })).toEqual({
      lowestCents: 1_00,
      highestCents: 10_00,
      averageCents: 5_50,
    });
  });

  it('is null when every number is free', () => {
    expect(paidPriceRange({ freePlayStart: 1, freePlayEnd: 50, totalNumbers: 50 })).toBeNull();
  });

  it('agrees with pricing, one by one, each number a paid spin can land on (the average rounded to the cent)', () => {
    fc.assert(
      fc.property(gameArb, (game) => {
        const prices = paidNumbersOf(game).map((n) => priceOf(game, n));
        const range = paidPriceRange(game);
        if (prices.length === 0) expect(range).toBeNull();
        else
          expect(range).toEqual({
            lowestCents: Math.min(...prices),
            highestCents: Math.max(...prices),
            averageCents: Math.round(prices.reduce((a, b) => a + b, 0) / prices.length),
          });
      }),
    );
  });

  it('a paid spin never costs nothing: no free number enters the lowest or the average', () => {
    fc.assert(
      fc.property(gameWithFreeRangeArb, (game) => {
        const range = paidPriceRange(game);
        fc.pre(range !== null);
        expect(range?.lowestCents).toBeGreaterThan(0);
        const total = paidNumbersOf(game).reduce((sum, n) => sum + priceOf(game, n), 0);
        expect(range?.averageCents).toBe(Math.round(total / paidNumbersOf(game).length));
      }),
    );
  });

  it('the average lies between the lowest and the highest price', () => {
    fc.assert(
      fc.property(gameArb, (game) => {
        const range = paidPriceRange(game);
        fc.pre(range !== null);
        if (!range) return;
        expect(range.lowestCents).toBeLessThanOrEqual(range.averageCents);
        expect(range.averageCents).toBeLessThanOrEqual(range.highestCents);
      }),
    );
  });

  it("is read alike from a store's sums of the same numbers (count, cheapest, dearest, total)", () => {
    fc.assert(
      fc.property(gameArb, (game) => {
        const prices = paidNumbersOf(game).map((n) => priceOf(game, n));
        const figures = {
          count: prices.length,
          lowestCents: prices.length ? Math.min(...prices) : 0,
          highestCents: prices.length ? Math.max(...prices) : 0,
          totalCents: prices.reduce((a, b) => a + b, 0),
        };
        expect(priceRangeOf(figures)).toEqual(paidPriceRange(game));
      }),
    );
  });
});

describe('the demo games', () => {
  it('are priced below their prizes: the dearest number costs less than the prize is worth', () => {
    for (const input of DEMO_GAMES) {
      const total = input.totalNumbers ?? 0;
      const settings = WHEEL_SPIN.checkSettings(input.freePlay, total);
      if (!settings.ok) throw new Error(`${input.name}: ${settings.error.message}`);
      const game = { totalNumbers: total, ...settings.value };
      expect(overpricedNumbers(game, input.prizeValueCents ?? 0), input.name).toBeNull();
      expect(paidPriceRange(game)?.highestCents ?? 0, input.name).toBeLessThan(input.prizeValueCents ?? 0);
    }
  });
});
