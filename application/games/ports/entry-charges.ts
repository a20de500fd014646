import type { PaymentCard } from '../../../domain/payments/payment-card';
import type { Cents } from '../../../domain/shared/money';

/**
 * What cancelling a game reads of its entries' charges, to tell each player what is given back and
 * to which card. Games owns this narrow view, so it never reaches into payments (which depends on
 * games); the payment ledger satisfies it.
 */
export interface EntryCharges {
  findPayment(claimId: string): Promise<{ attemptId: string; amountCents: Cents } | null>;
  findAttempt(id: string): Promise<{ gatewayCardId: string } | null>;
  latestAttempt(claimId: string): Promise<{ gatewayCardId: string } | null>;
}

/** The player's stored cards, as the cancellation e-mail names them; the card store satisfies it. */
export interface EntryCards {
  list(userId: number): Promise<PaymentCard[]>;
}
