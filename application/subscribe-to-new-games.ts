import type { DomainError } from '../domain/errors';
import { ok, type Result } from '../domain/result';
import { validateSubscriberEmail } from '../domain/subscriber-email';
import type { Clock } from './ports/clock';
import type { Subscriber, SubscriptionStore } from './ports/subscription-store';

export interface SubscribeInput {
  /** The signed-in player, or null for a visitor. */
  userId: number | null;
  email?: unknown;
}

/**
 * 'Get Notified': e-mails about new games. A visitor gives an address; a signed-in player who gives
 * none is subscribed by account (mail follows the account's address). Subscribing twice is fine.
 */
export class SubscribeToNewGames {
  constructor(
    private readonly subscriptions: SubscriptionStore,
    private readonly clock: Clock,
  ) {}

  async execute(input: SubscribeInput): Promise<Result<Subscriber, DomainError>> {
    const subscriber = subscriberOf(input);
    if (subscriber.ok) await this.subscriptions.subscribe(subscriber.value, this.clock.now());
    return subscriber;
  }
}

function subscriberOf({ userId, email }: SubscribeInput): Result<Subscriber, DomainError> {
  const noAddress = email === undefined || email === null || email === '';
  if (userId !== null && noAddress) return ok({ userId });
  const address = validateSubscriberEmail(email);
  return address.ok ? ok({ email: address.value }) : address;
}
