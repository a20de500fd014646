import { type DomainError, domainError } from '../domain/errors';
import { err, ok, type Result } from '../domain/result';
import type { Clock } from './ports/clock';
import type { SiteLinks } from './ports/site-links';
import type { UnitOfWork } from './ports/unit-of-work';

/**
 * 'Get Notified': one e-mail per subscriber about a new game, each with its own one-click
 * unsubscribe link. All are enqueued in one transaction (game creation calls it in its own).
 */
export class AnnounceNewGame {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly links: SiteLinks,
    private readonly clock: Clock,
  ) {}

  async execute(input: { gameId: number }): Promise<Result<{ recipients: number }, DomainError>> {
    const now = this.clock.now();
    return this.uow.run(async (tx) => {
      const game = await tx.games.findById(input.gameId);
      if (!game) return err(domainError('NOT_FOUND', 'Game not found'));
      const recipients = await tx.subscriptions.listRecipients();
      for (const r of recipients) {
        await tx.outbox.enqueue(
          {
            to: r.email,
            message: {
              kind: 'new-game',
              firstName: r.firstName,
              gameName: game.name,
              prize: game.prize,
              prizeValueCents: game.prizeValueCents,
              endsAt: game.endTime.toISOString(),
              gameUrl: this.links.game(game.id),
              unsubscribeUrl: this.links.unsubscribePage(r.unsubscribeToken),
              unsubscribeOneClickUrl: this.links.unsubscribeOneClick(r.unsubscribeToken),
            },
          },
          now,
        );
      }
      return ok({ recipients: recipients.length });
    });
  }
}
