import { inject, injectable } from 'inversify';
import { cardNotFound } from '../../domain/payments/payment.errors';
import type { PaymentCard } from '../../domain/payments/payment-card';
import type { DomainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { UnitOfWork } from '../shared/ports/unit-of-work';
import { UNIT_OF_WORK } from '../shared/tokens';
import type { CardRepository } from './ports/card-repository';

/** The stores it uses, bound to one transaction. */
type Stores = { cards: CardRepository };

/** Makes one of the player's own cards the one paid spins charge; another player's card is 404. */
@injectable()
export class SetDefaultCard {
  constructor(@inject(UNIT_OF_WORK) private readonly uow: UnitOfWork<Stores>) {}

  execute(input: { userId: number; cardId: number }): Promise<Result<PaymentCard, DomainError>> {
    return this.uow.run(async (tx) => {
      await tx.cards.lockCustomer(input.userId);
      if (!(await tx.cards.setDefault(input.userId, input.cardId))) return err(cardNotFound());
      const card = await tx.cards.findById(input.userId, input.cardId);
      return card ? ok(card) : err(cardNotFound());
    });
  }
}
