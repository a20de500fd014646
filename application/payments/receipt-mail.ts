import type { UserRepository } from '../accounts';
import type { GameRepository, NumberPool } from '../games';
import type { Outbox } from '../shared/ports/outbox';
import type { CardRepository } from './ports/card-repository';
import type { LedgerPayment, PaymentAttempt } from './ports/payment-ledger';

/** The stores it uses, in its caller's transaction. */
type Stores = {
  games: GameRepository;
  numbers: NumberPool;
  users: UserRepository;
  cards: CardRepository;
  outbox: Outbox;
};

/**
 * Enqueues the receipt of a completed charge, in the transaction that writes its ledger row: the
 * receipt leaves exactly when the payment is recorded. A claim whose player was erased gets none.
 */
export async function enqueueReceipt(
  tx: Stores,
  attempt: Pick<PaymentAttempt, 'gatewayCardId'>,
  payment: LedgerPayment,
): Promise<void> {
  const claim = await tx.numbers.findById(payment.claimId);
  if (claim?.userId == null) return;
  const [user, game, cards] = await Promise.all([
    tx.users.findById(claim.userId),
    tx.games.findById(claim.gameId),
    tx.cards.list(claim.userId),
  ]);
  if (!user || !game) return;
  const card = cards.find((c) => c.gatewayCardId === attempt.gatewayCardId) ?? null;
  await tx.outbox.enqueue(
    {
      to: user.email,
      message: {
        kind: 'receipt',
        firstName: user.firstName,
        gameName: game.name,
        gameCode: game.code,
        number: claim.number,
        amountCents: payment.amountCents,
        cardBrand: card?.brand ?? null,
        cardLast4: card?.last4 ?? null,
        paidAt: payment.createdAt.toISOString(),
        paymentId: payment.gatewayPaymentId,
      },
    },
    payment.createdAt,
  );
}
