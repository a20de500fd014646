import type { Game } from './game';
import type { Cents } from './money';

type FreeRange = Pick<Game, 'freePlayStart' | 'freePlayEnd'>;

export function isInFreeRange(game: FreeRange, n: number): boolean {
  return n >= game.freePlayStart && n <= game.freePlayEnd;
}

/** What landing on number n costs: nothing inside the free range, otherwise n dollars. */
export function priceOf(game: FreeRange, n: number): Cents {
  return isInFreeRange(game, n) ? 0 : n * 100;
}
