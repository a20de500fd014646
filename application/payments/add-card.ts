import { inject, injectable } from 'inversify';
import type { PaymentCard } from '../../domain/payments/payment-card';
import type { DomainError } from '../../domain/shared/errors';
import type { Result } from '../../domain/shared/result';
import type { CardInput } from './card-enrolment';
import { CardEnrolment } from './card-enrolment';

/** A player stores a card (dashboard, card setup step, game page). Their first card is the default. */
@injectable()
export class AddCard {
  constructor(@inject(CardEnrolment) private readonly enrolment: CardEnrolment) {}

  execute(input: CardInput & { userId: number }): Promise<Result<PaymentCard, DomainError>> {
    const { userId, ...card } = input;
    return this.enrolment.enrol(userId, card, false);
  }
}
