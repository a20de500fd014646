import { instantWinNumbers } from '../../domain/fairness/instant-wins';
import type { Game } from '../../domain/games/game';
import type { InstantPrizeSetting } from '../../domain/games/instant-prizes';
import type { GameLog } from './ports/game-log';
import type { InstantPrizes } from './ports/instant-prizes';

/**
 * Places the game's instant prizes on their numbers (docs/rules/fairness.md, Instant wins): instant-win
 * number k derived from the game's server seed, which exists from the game's creation and is
 * committed to by its public hash. Called when the game is created and when an edit before its first
 * claim changes its prizes or its numbers, in that transaction.
 */
export async function placeInstantPrizes(
  tx: { fairness: GameLog; instantPrizes: InstantPrizes },
  game: Pick<Game, 'id' | 'totalNumbers'>,
  prizes: readonly InstantPrizeSetting[],
): Promise<void> {
  if (prizes.length === 0) {
    await tx.instantPrizes.replace(game.id, []);
    return;
  }
  const fairness = await tx.fairness.read(game.id);
  if (!fairness) throw new Error(`game ${game.id} has no server seed`);
  const numbers = instantWinNumbers(fairness.serverSeed, game.id, game.totalNumbers, prizes.length);
  await tx.instantPrizes.replace(
    game.id,
    prizes.map((prize, index) => ({ ...prize, number: numbers[index] as number })),
  );
}
