import { inject, injectable } from 'inversify';
import type { PaymentCard } from '../../domain/payments/payment-card';
import { store } from '../shared/tokens';
import type { CardRepository } from './ports/card-repository';

/** The player's cards on file, the default first (My Cards). */
@injectable()
export class ListCards {
  constructor(@inject(store('cards')) private readonly cards: CardRepository) {}

  execute(userId: number): Promise<PaymentCard[]> {
    return this.cards.list(userId);
  }
}
