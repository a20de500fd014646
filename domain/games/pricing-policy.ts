import type { Cents } from '../shared/money';
import type { GameType, NumberedGame } from './game-type';
import { WHEEL_SPIN } from './wheel-spin';

// The price of a number is its game type's rule (domain/games/wheel-spin.ts for the wheel); these
// names stay for the callers that price a wheel's number.
export { isInFreeRange, priceOf } from './wheel-spin';

/** Paid numbers priced above the prize's value: from `lowest` to `highest`, `count` of them. */
export interface OverpricedNumbers {
  count: number;
  lowest: number;
  highest: number;
}

/**
 * The numbers of a game that would cost a player more than the prize is worth (landing on one, they
 * pay more than they could ever win); null when there are none. The operator is warned, not stopped;
 * the player is told on the game's card, its page and before a paid spin (docs/rules/games.md, Pricing).
 */
export function overpricedNumbers(
  game: NumberedGame,
  prizeValueCents: Cents,
  type: GameType = WHEEL_SPIN,
): OverpricedNumbers | null {
  let count = 0;
  let lowest = 0;
  let highest = 0;
  for (let n = 1; n <= game.totalNumbers; n++) {
    if (type.priceOf(game, n) <= prizeValueCents) continue;
    if (count === 0) lowest = n;
    count += 1;
    highest = n;
  }
  return count === 0 ? null : { count, lowest, highest };
}

/**
 * What a paid spin can cost, over the numbers it can land on (docs/rules/games.md, Pricing): the
 * cheapest, the dearest and the average price, in cents. Every such number is equally likely, so the
 * average is what a paid spin costs on average; it is rounded to the cent.
 */
export interface PriceRange {
  lowestCents: Cents;
  highestCents: Cents;
  averageCents: Cents;
}

/** The sums a price range is read from: how many numbers, their cheapest, dearest and total price. */
export interface PriceFigures {
  count: number;
  lowestCents: Cents;
  highestCents: Cents;
  totalCents: Cents;
}

/** The price range of the numbers these figures sum; null when there is none to land on. */
export function priceRangeOf(f: PriceFigures): PriceRange | null {
  if (f.count <= 0) return null;
  return {
    lowestCents: f.lowestCents,
    highestCents: f.highestCents,
    averageCents: Math.round(f.totalCents / f.count),
  };
}

/**
 * What a paid spin of this game can cost, over every number it can land on: the numbers outside the
 * free range (a paid spin never lands in it; the free entry is the only way onto a free number). Null
 * when every number is free: such a game sells none.
 */
export function paidPriceRange(game: NumberedGame, type: GameType = WHEEL_SPIN): PriceRange | null {
  const f: PriceFigures = { count: 0, lowestCents: Number.POSITIVE_INFINITY, highestCents: 0, totalCents: 0 };
  for (let n = 1; n <= game.totalNumbers; n++) {
    if (type.isFree(game, n)) continue;
    const price = type.priceOf(game, n);
    f.count += 1;
    f.lowestCents = Math.min(f.lowestCents, price);
    f.highestCents = Math.max(f.highestCents, price);
    f.totalCents += price;
  }
  return priceRangeOf(f);
}
