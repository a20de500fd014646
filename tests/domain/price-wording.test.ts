import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameType } from '../../domain/games/game-type';
import { gameTypeOf } from '../../domain/games/game-types';
import { gamePriceWording, priceWording, sitePriceSentences } from '../../domain/games/price-wording';
import { noFreeRange, WHEEL_SPIN } from '../../domain/games/wheel-spin';
import { gameAndNumberArb } from '../arbitraries/game';

/** A type the site does not run: every paid number costs $5, whatever its face. */
const FLAT_FIVE: GameType = {
  ...WHEEL_SPIN,
  priceOf: (game, n) => (WHEEL_SPIN.isFree(game, n) ? 0 : 500),
  priceRule: 'Every paid number costs $5',
};

const wheel = (total: number, free: { start: number; end: number }) => ({
  gameType: 'wheel_spin' as const,
  totalNumbers: total,
  freePlayStart: free.start,
  freePlayEnd: free.end,
});

describe('what the pages say a number costs (the game type gives the words)', () => {
  it("the wheel's words are the face value, its example its own price", () => {
    expect(priceWording(WHEEL_SPIN)).toEqual({
      perNumber: 'A number costs its face value in dollars: number 7 costs $7.',
      free: "A paid spin never lands in a game's free range: the free entry is the only way onto a free number, and it costs nothing.",
    });
  });

  it("a game's free range is named by its numbers, and a game without one names none", () => {
    expect(gamePriceWording(wheel(200, { start: 151, end: 200 })).free).toBe(
      'Numbers 151-200 are free: the free entry is the only way onto them, and a paid spin never lands there.',
    );
    expect(gamePriceWording(wheel(50, { start: 1, end: 50 })).free).toBe(
      'Every number (1-50) is free: the free entry, one per player, is the only way to play.',
    );
    expect(gamePriceWording(wheel(200, noFreeRange(200))).free).toBeNull();
  });

  it('a game whose every number is free states no price rule: it sells no number', () => {
    const words = gamePriceWording(wheel(50, { start: 1, end: 50 }));
    expect(words.perNumber).toBe('No number of this game is sold: it costs nothing to play.');
    expect(words.perNumber).not.toMatch(/face value|costs \$/);
    expect(gamePriceWording(wheel(50, { start: 41, end: 50 })).perNumber).toMatch(/face value/);
  });

  it('the instant-win wheel prices its numbers as the wheel does, and says so in the same words', () => {
    fc.assert(
      fc.property(gameAndNumberArb, ([game, n]) => {
        expect(gameTypeOf('instant_win').priceOf(game, n)).toBe(WHEEL_SPIN.priceOf(game, n));
        expect(gamePriceWording({ ...game, gameType: 'instant_win' })).toEqual(
          gamePriceWording({ ...game, gameType: 'wheel_spin' }),
        );
      }),
    );
  });

  it('a type with other prices gets other words: never the face value, its example priced by it', () => {
    const words = priceWording(FLAT_FIVE);
    expect(words.perNumber).toBe('Every paid number costs $5: number 7 costs $5.');
    expect(words.perNumber).not.toMatch(/face value/);
  });

  it("the rules pages state each kind of game's price once, a paid spin's figures, then the free range's rule", () => {
    expect(sitePriceSentences()).toEqual([
      'A number costs its face value in dollars: number 7 costs $7.',
      'In a game of 200 numbers whose free range is 151-200, a paid spin lands on one of numbers 1-150 and costs $1 to $150, $75.50 on average.',
      "A paid spin never lands in a game's free range: the free entry is the only way onto a free number, and it costs nothing.",
    ]);
  });
});
