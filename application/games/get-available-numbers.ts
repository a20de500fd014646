import { gameNotFound } from '../../domain/games/game.errors';
import type { DomainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { GameRepository } from './ports/game-repository';
import type { NumberPool } from './ports/number-pool';

/** The numbers of a game nobody has claimed yet, ascending. */
export class GetAvailableNumbers {
  constructor(
    private readonly games: GameRepository,
    private readonly numbers: NumberPool,
  ) {}

  async execute(gameId: number): Promise<Result<readonly number[], DomainError>> {
    if (!(await this.games.findById(gameId))) return err(gameNotFound());
    return ok(await this.numbers.listAvailable(gameId));
  }
}
