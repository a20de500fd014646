import { hasFreeRange, priceRangeText } from '../../../../lib/game-rules';
import type { GameOut } from '../../../../lib/trpc';

/** The line under the SPIN button saying what a spin costs. */
export function priceNote(game: GameOut): string {
  if (game.priceRange === null) return 'Every number in this game is free: a spin costs nothing.';
  const free = hasFreeRange(game) ? ` Numbers ${game.freePlayStart}-${game.freePlayEnd} are free.` : '';
  return `Pay what you land on: number 7 costs $7. ${priceRangeText(game)}.${free}`;
}
