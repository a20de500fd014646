import type { GameStatus } from '../../domain/games/game-status';
import { type PublicWinner, publicWinnerName } from '../../domain/winners/winner-publicity';
import type { UserRepository } from '../accounts';
import type { WinnerRepository } from './ports/winner-repository';

/** Only a game that is over can have been drawn: a live game's reads skip the winner's look-up. */
export const mayHaveWinner = (status: GameStatus) => status === 'ended' || status === 'complete';

/** The game's recorded winner as the public game answer shows it, or null before the draw. */
export async function findPublicWinner(
  repos: { users: UserRepository; winners: WinnerRepository },
  gameId: number,
): Promise<PublicWinner | null> {
  const winner = await repos.winners.findByGame(gameId);
  if (!winner) return null;
  const user = await repos.users.findById(winner.userId);
  return { name: publicWinnerName(user), number: winner.number };
}
