import { inject, injectable } from 'inversify';
import { type DomainError, domainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../shared/ports/clock';
import type { SiteLinks } from '../shared/ports/site-links';
import type { UnitOfWork } from '../shared/ports/unit-of-work';
import { CLOCK, SITE_LINKS, UNIT_OF_WORK } from '../shared/tokens';
import { enqueueNewGameMail, type NewGameMailStores } from './new-game-mail';
import type { GameRepository } from './ports/game-repository';

/** The stores it uses (the announcement's among them), bound to one transaction. */
type Stores = NewGameMailStores & { games: GameRepository };

/**
 * 'Get Notified' announcements of an existing game, all enqueued in one transaction. CreateGame
 * writes them in its own transaction; this use case announces a game again on demand.
 */
@injectable()
export class AnnounceNewGame {
  constructor(
    @inject(UNIT_OF_WORK) private readonly uow: UnitOfWork<Stores>,
    @inject(SITE_LINKS) private readonly links: SiteLinks,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(input: { gameId: number }): Promise<Result<{ recipients: number }, DomainError>> {
    const now = this.clock.now();
    return this.uow.run(async (tx) => {
      const game = await tx.games.findById(input.gameId);
      if (!game) return err(domainError('NOT_FOUND', 'Game not found'));
      return ok({ recipients: await enqueueNewGameMail(tx, game, this.links, now) });
    });
  }
}
