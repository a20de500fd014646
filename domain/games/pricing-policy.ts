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
 * pay more than they could ever win); null when there are none. The operator is warned, not stopped.
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

/** The cheapest and dearest price a paid number of the game has, in cents. */
export interface PriceRange {
  lowestCents: Cents;
  highestCents: Cents;
}

/**
 * What a paid number of this game costs, from the cheapest to the dearest; null when every number is
 * free. Paid numbers are those with a price.
 */
export function paidPriceRange(game: NumberedGame, type: GameType = WHEEL_SPIN): PriceRange | null {
  let lowest = Number.POSITIVE_INFINITY;
  let highest = 0;
  for (let n = 1; n <= game.totalNumbers; n++) {
    const price = type.priceOf(game, n);
    if (price <= 0) continue;
    lowest = Math.min(lowest, price);
    highest = Math.max(highest, price);
  }
  return highest === 0 ? null : { lowestCents: lowest, highestCents: highest };
}
