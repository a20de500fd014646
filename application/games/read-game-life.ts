import type { Game } from '../../domain/games/game';
import { type GameLife, gameLife } from '../../domain/games/game-life';
import type { ClaimCounts, GameEntries } from './ports/game-entries';
import type { NumberPool } from './ports/number-pool';
import type { WinnerRepository } from './ports/winner-repository';

const NO_CLAIMS: ClaimCounts = { total: 0, unsettled: 0, settled: 0, players: 0 };

/**
 * Where a game stands in its life (domain/games/game-life.ts), read in the caller's transaction, with the
 * claim counts it was read from. `numbersLeft` when the caller already has it (a spin lock's count).
 */
export async function readGameLife(
  tx: { numbers: NumberPool; winners: WinnerRepository; entries: GameEntries },
  game: Game,
  now: Date,
  numbersLeft?: number,
): Promise<{ life: GameLife; counts: ClaimCounts }> {
  const [left, counts, winner] = await Promise.all([
    numbersLeft ?? tx.numbers.countAvailable(game.id),
    tx.entries.claimCounts([game.id]),
    tx.winners.findByGame(game.id),
  ]);
  const gameCounts = counts.get(game.id) ?? NO_CLAIMS;
  const facts = { numbersLeft: left, unsettled: gameCounts.unsettled, hasWinner: winner !== null };
  return { life: gameLife(game, facts, now), counts: gameCounts };
}
