import { inject, injectable } from 'inversify';
import { type DomainError, domainError, invalidInput } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../shared/ports/clock';
import type { SessionTokens } from '../shared/ports/session-tokens';
import { CLOCK, SESSION_TOKENS, store } from '../shared/tokens';
import type { SubscriptionStore } from './ports/subscription-store';

const INVALID_CONFIRM_LINK_MESSAGE = 'This confirmation link is not valid.';
const UNKNOWN_CONFIRM_LINK_MESSAGE =
  "This confirmation link is not valid any more: use 'Get Notified' again if you want new-game e-mails.";

/**
 * The link of a 'Get Notified' confirmation e-mail: from now on the subscription gets announcements.
 * Confirming twice is fine; a link whose subscription was unsubscribed or erased is not found.
 */
@injectable()
export class ConfirmSubscription {
  constructor(
    @inject(store('subscriptions')) private readonly subscriptions: SubscriptionStore,
    @inject(SESSION_TOKENS) private readonly tokens: SessionTokens,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(input: { token?: unknown }): Promise<Result<{ confirmed: true }, DomainError>> {
    if (typeof input.token !== 'string' || !/^[A-Za-z0-9_-]{16,128}$/.test(input.token)) {
      return err(invalidInput('token', INVALID_CONFIRM_LINK_MESSAGE));
    }
    const found = await this.subscriptions.confirm(this.tokens.hash(input.token), this.clock.now());
    return found ? ok({ confirmed: true }) : err(domainError('NOT_FOUND', UNKNOWN_CONFIRM_LINK_MESSAGE));
  }
}
