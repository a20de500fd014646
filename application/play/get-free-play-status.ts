import { inject, injectable } from 'inversify';
import { gameNotFound } from '../../domain/games/game.errors';
import type { DomainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import { type ErasedAccounts, ErasedIdentity, type UserRepository } from '../accounts';
import type { GameRepository, NumberPool } from '../games';
import { REPOSITORIES, store } from '../shared/tokens';

/** Whether the player has taken this game's one free entry (or a deleted account with their e-mail did). */
@injectable()
export class GetFreePlayStatus {
  constructor(
    @inject(store('games')) private readonly games: GameRepository,
    @inject(store('numbers')) private readonly numbers: NumberPool,
    @inject(REPOSITORIES) private readonly repos: { users: UserRepository; erasedAccounts: ErasedAccounts },
    @inject(ErasedIdentity) private readonly erased: ErasedIdentity,
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
