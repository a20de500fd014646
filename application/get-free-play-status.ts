import type { DomainError } from '../domain/errors';
import { gameNotFound } from '../domain/game.errors';
import { err, ok, type Result } from '../domain/result';
import type { GameRepository } from './ports/game-repository';
import type { NumberPool } from './ports/number-pool';

/** Whether the player has taken this game's one free entry. */
export class GetFreePlayStatus {
  constructor(
    private readonly games: GameRepository,
    private readonly numbers: NumberPool,
  ) {}

  async execute(input: {
    userId: number;
    gameId: number;
  }): Promise<Result<{ hasUsedFreePlay: boolean }, DomainError>> {
    if (!(await this.games.findById(input.gameId))) return err(gameNotFound());
    const entry = await this.numbers.findFreeEntry(input.userId, input.gameId);
    return ok({ hasUsedFreePlay: entry !== null });
  }
}
