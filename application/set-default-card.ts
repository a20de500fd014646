import type { DomainError } from '../domain/errors';
import { cardNotFound } from '../domain/payment.errors';
import type { PaymentCard } from '../domain/payment-card';
import { err, ok, type Result } from '../domain/result';
import type { UnitOfWork } from './ports/unit-of-work';

/** Makes one of the player's own cards the one paid spins charge; another player's card is 404. */
export class SetDefaultCard {
  constructor(private readonly uow: UnitOfWork) {}

  execute(input: { userId: number; cardId: number }): Promise<Result<PaymentCard, DomainError>> {
    return this.uow.run(async (tx) => {
      await tx.cards.lockCustomer(input.userId);
      if (!(await tx.cards.setDefault(input.userId, input.cardId))) return err(cardNotFound());
      const card = await tx.cards.findById(input.userId, input.cardId);
      return card ? ok(card) : err(cardNotFound());
    });
  }
}
