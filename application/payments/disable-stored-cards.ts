import { inject, injectable } from 'inversify';
import type { AccountErasureHook } from '../accounts';
import type { Clock } from '../shared/ports/clock';
import { CLOCK, store } from '../shared/tokens';
import type { CardRepository } from './ports/card-repository';
import type { PaymentGateway } from './ports/payment-gateway';
import { PAYMENT_GATEWAY } from './tokens';

/**
 * Account deletion's payment step: every stored card is disabled at the gateway, then erased from
 * file. A gateway failure stops the deletion (DeleteAccount's rule), so it is retried whole; cards
 * already disabled are disabled again harmlessly.
 */
@injectable()
export class DisableStoredCards implements AccountErasureHook {
  constructor(
    @inject(store('cards')) private readonly cards: CardRepository,
    @inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async beforeErase(userId: number): Promise<void> {
    for (const card of await this.cards.list(userId)) await this.gateway.disableCard(card.gatewayCardId);
    await this.cards.eraseAll(userId, this.clock.now());
  }
}
