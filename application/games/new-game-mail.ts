import { drawTimeOf } from '../../domain/games/draw-time';
import type { Game } from '../../domain/games/game';
import type { SubscriptionRecipient } from '../../domain/mail/subscription-recipient';
import type { Outbox } from '../shared/ports/outbox';
import type { SiteLinks } from '../shared/ports/site-links';

/** The stores announcing a new game uses, bound to the caller's transaction. */
export type NewGameMailStores = {
  /** The 'Get Notified' list (the mail's SubscriptionStore answers this). */
  subscriptions: { listRecipients(): Promise<SubscriptionRecipient[]> };
  outbox: Outbox;
  /** Who is on a break among the recipients (the responsible-play store answers this). */
  responsiblePlay: { excludedAmong(userIds: readonly number[], at: Date): Promise<Set<number>> };
};

/**
 * 'Get Notified': one e-mail per subscriber about a new game, each with its own one-click unsubscribe
 * link, written in the caller's transaction. Players on a break (responsible play) get none; an
 * unsubscribed address has no subscription left to list.
 */
export async function enqueueNewGameMail(
  tx: NewGameMailStores,
  game: Game,
  links: SiteLinks,
  at: Date,
): Promise<number> {
  const recipients = await tx.subscriptions.listRecipients();
  const players = recipients.flatMap((r) => (r.userId === null ? [] : [r.userId]));
  const onBreak = await tx.responsiblePlay.excludedAmong(players, at);
  const wanted = recipients.filter((r) => r.userId === null || !onBreak.has(r.userId));
  for (const r of wanted) {
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
          drawAt: drawTimeOf(game).toISOString(),
          gameUrl: links.game(game.id),
          unsubscribeUrl: links.unsubscribePage(r.unsubscribeToken),
          unsubscribeOneClickUrl: links.unsubscribeOneClick(r.unsubscribeToken),
        },
      },
      at,
    );
  }
  return wanted.length;
}
