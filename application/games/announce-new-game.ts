import { type DomainError, domainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import { enqueueNewGameMail } from '../mail/new-game-mail';
import type { SubscriptionStore } from '../mail/ports/subscription-store';
import type { ResponsiblePlayStore } from '../responsible-play/ports/responsible-play-store';
import type { Clock } from '../shared/ports/clock';
import type { Outbox } from '../shared/ports/outbox';
import type { SiteLinks } from '../shared/ports/site-links';
import type { UnitOfWork } from '../shared/ports/unit-of-work';
import type { GameRepository } from './ports/game-repository';

/** The stores it uses, bound to one transaction. */
type Stores = {
  games: GameRepository;
  subscriptions: SubscriptionStore;
  outbox: Outbox;
  responsiblePlay: ResponsiblePlayStore;
};

/**
 * 'Get Notified' announcements of an existing game, all enqueued in one transaction. CreateGame
 * writes them in its own transaction; this use case announces a game again on demand.
 */
export class AnnounceNewGame {
  constructor(
    private readonly uow: UnitOfWork<Stores>,
    private readonly links: SiteLinks,
    private readonly clock: Clock,
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
