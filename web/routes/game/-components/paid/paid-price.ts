import { gamePriceWording } from '../../../../../domain/games/price-wording';
import { priceRangeText, sellsNumbers } from '../../../../lib/game-rules';
import type { GameOut } from '../../../../lib/trpc';

/** Said where the SPIN button would be in a game that sells no number: its free entry is the play. */
const ALL_FREE_NOTE = 'Every number in this game is free: play it with your free entry, one per player.';

/** The line under the SPIN button saying what a spin costs. */
export function priceNote(game: GameOut): string {
  if (!sellsNumbers(game)) return ALL_FREE_NOTE;
  const { perNumber, free } = gamePriceWording(game);
  return `Pay what you land on. ${perNumber} ${priceRangeText(game)}.${free ? ` ${free}` : ''}`;
}
