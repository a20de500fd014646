import type { PaymentCard } from '../../domain/payments/payment-card';
import type { CardRepository } from './ports/card-repository';

/** The card a paid spin charges, or null: then the client asks the player for one. */
export class GetDefaultCard {
  constructor(private readonly cards: CardRepository) {}

  execute(userId: number): Promise<PaymentCard | null> {
    return this.cards.findDefault(userId);
  }
}
