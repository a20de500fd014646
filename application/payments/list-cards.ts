import type { PaymentCard } from '../../domain/payments/payment-card';
import type { CardRepository } from './ports/card-repository';

/** The player's cards on file, the default first (My Cards). */
export class ListCards {
  constructor(private readonly cards: CardRepository) {}

  execute(userId: number): Promise<PaymentCard[]> {
    return this.cards.list(userId);
  }
}
