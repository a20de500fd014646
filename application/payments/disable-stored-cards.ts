import type { AccountErasureHook } from '../accounts';
import type { Clock } from '../shared/ports/clock';
import type { CardRepository } from './ports/card-repository';
import type { PaymentGateway } from './ports/payment-gateway';

/**
 * Account deletion's payment step: every stored card is disabled at the gateway, then erased from
 * file. A gateway failure stops the deletion (DeleteAccount's rule), so it is retried whole; cards
 * already disabled are disabled again harmlessly.
 */
export class DisableStoredCards implements AccountErasureHook {
  constructor(
    private readonly cards: CardRepository,
    private readonly gateway: PaymentGateway,
    private readonly clock: Clock,
  ) {}

  async beforeErase(userId: number): Promise<void> {
    for (const card of await this.cards.list(userId)) await this.gateway.disableCard(card.gatewayCardId);
    await this.cards.eraseAll(userId, this.clock.now());
  }
}
