import type { DomainError } from '../domain/errors';
import { ok, type Result } from '../domain/result';
import { validateSubscriberEmail } from '../domain/subscriber-email';
import type { Clock } from './ports/clock';
import type { SessionTokens } from './ports/session-tokens';
import type { SiteLinks } from './ports/site-links';
import type { Subscriber } from './ports/subscription-store';
import type { Repositories, UnitOfWork } from './ports/unit-of-work';

export interface SubscribeInput {
  /** The signed-in player, or null for a visitor. */
  userId: number | null;
  email?: unknown;
}

/**
 * 'Get Notified': e-mails about new games. A visitor gives an address; a signed-in player who gives
 * none is subscribed by account (mail follows the account's address). Nobody is announced anything
 * before confirming: a new subscription gets one confirmation e-mail with its link, in the same
 * transaction; subscribing again sends none (nobody can fill a stranger's inbox).
 */
export class SubscribeToNewGames {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly tokens: SessionTokens,
    private readonly links: SiteLinks,
    private readonly clock: Clock,
  ) {}

  async execute(input: SubscribeInput): Promise<Result<Subscriber, DomainError>> {
    const subscriber = subscriberOf(input);
    if (!subscriber.ok) return subscriber;
    const now = this.clock.now();
    const { token, tokenHash } = this.tokens.issue();
    await this.uow.run(async (tx) => {
      if (!(await tx.subscriptions.subscribe(subscriber.value, now, tokenHash))) return;
      const to = await addressOf(tx, subscriber.value);
      if (!to) return;
      const confirmUrl = this.links.confirmSubscription(token);
      await tx.outbox.enqueue(
        { to: to.email, message: { kind: 'confirm-subscription', firstName: to.firstName, confirmUrl } },
        now,
      );
    });
    return subscriber;
  }
}

async function addressOf(tx: Repositories, subscriber: Subscriber) {
  if ('email' in subscriber) return { email: subscriber.email, firstName: null };
  const user = await tx.users.findById(subscriber.userId);
  return user ? { email: user.email, firstName: user.firstName } : null;
}

function subscriberOf({ userId, email }: SubscribeInput): Result<Subscriber, DomainError> {
  const noAddress = email === undefined || email === null || email === '';
  if (userId !== null && noAddress) return ok({ userId });
  const address = validateSubscriberEmail(email);
  return address.ok ? ok({ email: address.value }) : address;
}
