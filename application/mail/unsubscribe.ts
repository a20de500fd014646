import { inject, injectable } from 'inversify';
import { type DomainError, invalidInput } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import { store } from '../shared/tokens';
import type { SubscriptionStore } from './ports/subscription-store';

const INVALID_UNSUBSCRIBE_LINK_MESSAGE = 'This unsubscribe link is not valid.';

/**
 * The one-click unsubscribe of new-game e-mails (RFC 8058). Unsubscribing twice is fine: the answer
 * says whether this call removed the subscription.
 */
@injectable()
export class Unsubscribe {
  constructor(@inject(store('subscriptions')) private readonly subscriptions: SubscriptionStore) {}

  async execute(input: { token?: unknown }): Promise<Result<{ unsubscribed: boolean }, DomainError>> {
    if (typeof input.token !== 'string' || !/^[a-f0-9]{32,128}$/.test(input.token)) {
      return err(invalidInput('token', INVALID_UNSUBSCRIBE_LINK_MESSAGE));
    }
    return ok({ unsubscribed: await this.subscriptions.unsubscribe(input.token) });
  }
}
