import type { DomainError } from '../domain/errors';
import { gameNotFound } from '../domain/game.errors';
import { err, ok, type Result } from '../domain/result';
import type { ErasedIdentity } from './erased-identity';
import type { GameRepository } from './ports/game-repository';
import type { NumberPool } from './ports/number-pool';
import type { Repositories } from './ports/unit-of-work';

/** Whether the player has taken this game's one free entry (or a deleted account with their e-mail did). */
export class GetFreePlayStatus {
  constructor(
    private readonly games: GameRepository,
    private readonly numbers: NumberPool,
    private readonly repos: Pick<Repositories, 'users' | 'erasedAccounts'>,
    private readonly erased: ErasedIdentity,
  ) {}

  async execute(input: {
    userId: number;
    gameId: number;
  }): Promise<Result<{ hasUsedFreePlay: boolean }, DomainError>> {
    if (!(await this.games.findById(input.gameId))) return err(gameNotFound());
    const entry = await this.numbers.findFreeEntry(input.userId, input.gameId);
    const used = entry !== null || (await this.erased.tookFreeEntry(this.repos, input.userId, input.gameId));
    return ok({ hasUsedFreePlay: used });
  }
}
