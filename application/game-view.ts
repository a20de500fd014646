import { type Game, type GameStatus, gameStatus } from '../domain/game';

/** A game as players see it: the stored game plus its live figures. */
export interface GameView {
  game: Game;
  numbersLeft: number;
  status: GameStatus;
}

export function viewOf(game: Game, numbersLeft: number, now: Date): GameView {
  return { game, numbersLeft, status: gameStatus(game, numbersLeft, now) };
}
