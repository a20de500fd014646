import { inject, injectable } from 'inversify';
import type { PaymentCard } from '../../domain/payments/payment-card';
import { store } from '../shared/tokens';
import type { CardRepository } from './ports/card-repository';

/** The card a paid spin charges, or null: then the client asks the player for one. */
@injectable()
export class GetDefaultCard {
  constructor(@inject(store('cards')) private readonly cards: CardRepository) {}

  execute(userId: number): Promise<PaymentCard | null> {
    return this.cards.findDefault(userId);
  }
}
