import { type Game, type GameStatus, gameStatus } from '../domain/game';

/** A game as players see it: the stored game plus its live figures. */
export interface GameView {
  game: Game;
  numbersLeft: number;
  status: GameStatus;
  /** Distinct signed-in players who viewed the game in the last minute (measured, never made up). */
  livePlayers: number;
}

export function viewOf(game: Game, numbersLeft: number, now: Date, livePlayers = 0): GameView {
  return { game, numbersLeft, status: gameStatus(game, numbersLeft, now), livePlayers };
}
