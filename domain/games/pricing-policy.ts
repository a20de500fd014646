import type { Cents } from '../shared/money';
import type { Game } from './game';

type FreeRange = Pick<Game, 'freePlayStart' | 'freePlayEnd'>;

export function isInFreeRange(game: FreeRange, n: number): boolean {
  return n >= game.freePlayStart && n <= game.freePlayEnd;
}

/** What landing on number n costs: nothing inside the free range, otherwise n dollars. */
export function priceOf(game: FreeRange, n: number): Cents {
  return isInFreeRange(game, n) ? 0 : n * 100;
}

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
  game: FreeRange & { totalNumbers: number },
  prizeValueCents: Cents,
): OverpricedNumbers | null {
  let count = 0;
  let lowest = 0;
  let highest = 0;
  for (let n = 1; n <= game.totalNumbers; n++) {
    if (priceOf(game, n) <= prizeValueCents) continue;
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
 * free. Paid numbers are those outside the free range, so the range runs from the first to the last of
 * them.
 */
export function paidPriceRange(game: FreeRange & { totalNumbers: number }): PriceRange | null {
  const total = game.totalNumbers;
  const lowest = isInFreeRange(game, 1) ? game.freePlayEnd + 1 : 1;
  const highest = isInFreeRange(game, total) ? game.freePlayStart - 1 : total;
  if (lowest > total || highest < 1 || total < 1) return null;
  return { lowestCents: priceOf(game, lowest), highestCents: priceOf(game, highest) };
}
