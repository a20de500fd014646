import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isInFreeRange, overpricedNumbers, paidPriceRange, priceOf } from '../../domain/games/pricing-policy';
import { gameAndNumberArb, gameWithoutFreePlayArb } from '../arbitraries/game';
import { aGame } from '../builders/game-builder';

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

describe('the price range of a game', () => {
  it('runs from the cheapest to the dearest paid number, skipping the free range', () => {
    expect(paidPriceRange({ freePlayStart: 151, freePlayEnd: 200, totalNumbers: 200 })).toEqual({
      lowestCents: 1_00,
      highestCents: 150_00,
    });
    expect(paidPriceRange({ freePlayStart: 1, freePlayEnd: 20, totalNumbers: 100 })).toEqual({
      lowestCents: 21_00,
      highestCents: 100_00,
    });
    expect(paidPriceRange({ freePlayStart: 11, freePlayEnd: 10, totalNumbers: 10 })).toEqual({
      lowestCents: 1_00,
      highestCents: 10_00,
    });
  });

  it('is null when every number is free', () => {
    expect(paidPriceRange({ freePlayStart: 1, freePlayEnd: 50, totalNumbers: 50 })).toBeNull();
  });

  it('agrees with pricing each number one by one', () => {
    fc.assert(
      fc.property(gameAndNumberArb, ([game]) => {
        const prices = Array.from({ length: game.totalNumbers }, (_, i) => priceOf(game, i + 1)).filter(
          (p, i) => !isInFreeRange(game, i + 1) && p > 0,
        );
        const range = paidPriceRange(game);
        if (prices.length === 0) expect(range).toBeNull();
        else expect(range).toEqual({ lowestCents: Math.min(...prices), highestCents: Math.max(...prices) });
      }),
    );
  });
});
