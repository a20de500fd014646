import { inject, injectable } from 'inversify';
import { validateSubscriberEmail } from '../../domain/mail/subscriber-email';
import type { DomainError } from '../../domain/shared/errors';
import { ok, type Result } from '../../domain/shared/result';
import type { AccountAddresses } from '../shared/ports/account-addresses';
import type { Clock } from '../shared/ports/clock';
import type { Outbox } from '../shared/ports/outbox';
import type { SessionTokens } from '../shared/ports/session-tokens';
import type { SiteLinks } from '../shared/ports/site-links';
import type { UnitOfWork } from '../shared/ports/unit-of-work';
import { CLOCK, SESSION_TOKENS, SITE_LINKS, UNIT_OF_WORK } from '../shared/tokens';
import type { Subscriber, SubscriptionStore } from './ports/subscription-store';

/** The stores a subscription uses, bound to one transaction. */
export type SubscriptionStores = {
  users: AccountAddresses;
  subscriptions: SubscriptionStore;
  outbox: Outbox;
};

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
@injectable()
export class SubscribeToNewGames {
  constructor(
    @inject(UNIT_OF_WORK) private readonly uow: UnitOfWork<SubscriptionStores>,
    @inject(SESSION_TOKENS) private readonly tokens: SessionTokens,
    @inject(SITE_LINKS) private readonly links: SiteLinks,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(input: SubscribeInput): Promise<Result<Subscriber, DomainError>> {
    const subscriber = subscriberOf(input);
    if (!subscriber.ok) return subscriber;
    const now = this.clock.now();
    await this.uow.run((tx) => startSubscription(tx, subscriber.value, now, this.tokens, this.links));
    return subscriber;
  }
}

/**
 * Subscribes in the caller's transaction; a subscription new here (or made before confirmations)
 * gets its one confirmation e-mail. Announcements wait for the confirmation whoever asked: the
 * 'Get Notified' form, or a player turning marketing e-mails on (an account's address is never
 * verified at sign-up).
 */
export async function startSubscription(
  tx: SubscriptionStores,
  subscriber: Subscriber,
  now: Date,
  tokens: SessionTokens,
  links: SiteLinks,
): Promise<void> {
  const { token, tokenHash } = tokens.issue();
  if (!(await tx.subscriptions.subscribe(subscriber, now, tokenHash))) return;
  const to = await addressOf(tx, subscriber);
  if (!to) return;
  const confirmUrl = links.confirmSubscription(token);
  await tx.outbox.enqueue(
    { to: to.email, message: { kind: 'confirm-subscription', firstName: to.firstName, confirmUrl } },
    now,
  );
}

async function addressOf(tx: SubscriptionStores, subscriber: Subscriber) {
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
