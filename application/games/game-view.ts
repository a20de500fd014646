import { type Game, gameStatus } from '../../domain/games/game';
import type { GameStatus } from '../../domain/games/game-status';
import type { PublicWinner } from '../../domain/winners/winner-publicity';
import type { InstantPrizeView } from './instant-prize-views';

/** A game as players see it: the stored game plus its live figures. */
export interface GameView {
  game: Game;
  numbersLeft: number;
  status: GameStatus;
  /** Distinct signed-in players who viewed the game in the last minute (measured, never made up). */
  livePlayers: number;
  /** The drawn winner as the public may see them; absent where not read (the lobby), null before a draw. */
  winner?: PublicWinner | null;
  /** Its instant prizes (docs/rules/games.md, Instant wins); absent or empty for a game without. */
  instantPrizes?: readonly InstantPrizeView[];
}

export function viewOf(
  game: Game,
  numbersLeft: number,
  now: Date,
  livePlayers = 0,
  winner?: PublicWinner | null,
): GameView {
  const view: GameView = { game, numbersLeft, status: gameStatus(game, numbersLeft, now), livePlayers };
  return winner === undefined ? view : { ...view, winner };
}
