import { inject, injectable } from 'inversify';
import { gameNotFound } from '../../domain/games/game.errors';
import type { DomainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../shared/ports/clock';
import type { UnitOfWork } from '../shared/ports/unit-of-work';
import { CLOCK, UNIT_OF_WORK } from '../shared/tokens';
import type { GameEntries } from './ports/game-entries';
import type { GameRepository } from './ports/game-repository';

/** The stores it uses, bound to one transaction. */
type Stores = { games: GameRepository; entries: GameEntries };

/** What deleting did: a game with claims is archived (its ledger kept), one without is removed. */
export type GameDeletion = 'deleted' | 'archived';

/**
 * Deletes a game for the administrator. Money records are never destroyed: a game with any claim
 * is archived instead (gone from every list, spins refused). The game row is locked first, so a
 * first spin running at the same time either lands before (the game is archived) or finds no game.
 */
@injectable()
export class DeleteGame {
  constructor(
    @inject(UNIT_OF_WORK) private readonly uow: UnitOfWork<Stores>,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(gameId: number): Promise<Result<GameDeletion, DomainError>> {
    return this.uow.run(async (tx) => {
      const game = await tx.games.lock(gameId);
      if (!game) return err(gameNotFound());
      const counts = (await tx.entries.claimCounts([gameId])).get(gameId);
      if ((counts?.total ?? 0) > 0) {
        await tx.games.archive(gameId, this.clock.now());
        return ok('archived' as const);
      }
      await tx.games.delete(gameId);
      return ok('deleted' as const);
    });
  }
}
