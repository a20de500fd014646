import { inject, injectable } from 'inversify';
import { cardNotFound } from '../../domain/payments/payment.errors';
import type { DomainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../shared/ports/clock';
import type { Logger } from '../shared/ports/logger';
import type { UnitOfWork } from '../shared/ports/unit-of-work';
import { CLOCK, LOGGER, UNIT_OF_WORK } from '../shared/tokens';
import type { CardRepository } from './ports/card-repository';
import type { PaymentGateway } from './ports/payment-gateway';
import { PAYMENT_GATEWAY } from './tokens';

/** The stores it uses, bound to one transaction. */
type Stores = { cards: CardRepository };

/**
 * Removes one of the player's cards: off file first (so it is never charged again, even if the
 * gateway is down), then disabled at the gateway. Another player's card is 404.
 */
@injectable()
export class RemoveCard {
  constructor(
    @inject(UNIT_OF_WORK) private readonly uow: UnitOfWork<Stores>,
    @inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute(input: { userId: number; cardId: number }): Promise<Result<void, DomainError>> {
    const removed = await this.uow.run(async (tx) => {
      await tx.cards.lockCustomer(input.userId);
      const card = await tx.cards.findById(input.userId, input.cardId);
      if (!card || !(await tx.cards.disable(input.userId, card.id, this.clock.now()))) return null;
      return card;
    });
    if (!removed) return err(cardNotFound());
    await this.gateway
      .disableCard(removed.gatewayCardId)
      .catch((error) =>
        this.logger.error(
          { err: error, cardId: removed.gatewayCardId },
          'disabling a removed card at the gateway failed',
        ),
      );
    return ok(undefined);
  }
}
