import { gameNotFound } from '../../domain/games/game.errors';
import type { DomainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { GameRepository } from './ports/game-repository';
import type { NumberPool, RecentNumber } from './ports/number-pool';

export const RECENT_NUMBERS_SHOWN = 20;

/** The last numbers spun in a game, newest first. */
export class GetRecentNumbers {
  constructor(
    private readonly games: GameRepository,
    private readonly numbers: NumberPool,
  ) {}

  async execute(gameId: number): Promise<Result<readonly RecentNumber[], DomainError>> {
    if (!(await this.games.findById(gameId))) return err(gameNotFound());
    return ok(await this.numbers.recent(gameId, RECENT_NUMBERS_SHOWN));
  }
}
