import { hasFreeRange } from '../../../../lib/game-rules';
import type { GameOut } from '../../../../lib/trpc';

/** The dearest number a paid spin can land on (presentational: the server prices every spin). */
export function highestPrice(game: GameOut): number {
  const total = game.totalNumbers;
  if (!hasFreeRange(game)) return total;
  if (game.freePlayEnd < total) return total;
  return Math.max(0, game.freePlayStart - 1);
}

/** The line under the SPIN button saying what a spin costs. */
export function priceNote(game: GameOut): string {
  const highest = highestPrice(game);
  if (highest === 0) return 'Every number in this game is free: a spin costs nothing.';
  const free = hasFreeRange(game) ? ` Numbers ${game.freePlayStart}-${game.freePlayEnd} are free.` : '';
  return `Pay what you land on: number 7 costs $7, up to $${highest}.${free}`;
}
