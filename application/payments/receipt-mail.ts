import { type DrawTiming, drawTimeOf } from '../../domain/games/draw-time';
import type { UserRepository } from '../accounts';
import type { GameRepository, NumberPool } from '../games';
import type { NewMail } from '../shared/ports/outbox';
import type { CardRepository } from './ports/card-repository';
import type { LedgerPayment, PaymentAttempt } from './ports/payment-ledger';

/** The stores reading a receipt's facts uses, in its caller's transaction. */
export type ReceiptStores = {
  games: GameRepository;
  numbers: NumberPool;
  users: UserRepository;
  cards: CardRepository;
};

/** What a receipt says of its player, game, number and card, known before the charge is made. */
export interface ReceiptFacts {
  email: string | null;
  firstName: string;
  gameName: string;
  gameCode: string;
  number: number;
  cardBrand: string | null;
  cardLast4: string | null;
  /** The game's draw time (domain/games/draw-time.ts), ISO; absent where not read. */
  drawAt?: string;
  /** Its last number taken by then: the draw time is the sell-out's. */
  soldOut?: boolean;
}

/** A receipt's facts as read before its spin: the game's draw timing in place of its draw time. */
export type ReceiptFactsBeforeSpin = Omit<ReceiptFacts, 'number' | 'drawAt'> & { draw: DrawTiming };

/**
 * The receipt's facts of the spin that took `number`: the draw time as the game reads once it is
 * taken, from `soldOutAt` (the spin's time) when that spin took the game's last number.
 */
export function receiptFactsOf(
  { draw, ...facts }: ReceiptFactsBeforeSpin,
  number: number,
  soldOutAt: Date | null,
): ReceiptFacts {
  const timing = soldOutAt ? { ...draw, soldOutAt } : draw;
  return { ...facts, number, drawAt: drawTimeOf(timing).toISOString(), ...soldOutOf(timing) };
}

/**
 * The receipt of a completed charge (the 'receipt' e-mail of domain/mail/mail-message.ts), written
 * with the ledger row in the confirm's one step (ChargeConfirmer), so the receipt leaves exactly when
 * the payment is recorded; the confirm writes none for a player erased meanwhile.
 */
export function receiptMail(
  facts: ReceiptFacts,
  payment: Pick<LedgerPayment, 'amountCents' | 'createdAt' | 'gatewayPaymentId'>,
): NewMail {
  return {
    to: facts.email,
    message: {
      kind: 'receipt',
      firstName: facts.firstName,
      gameName: facts.gameName,
      gameCode: facts.gameCode,
      number: facts.number,
      amountCents: payment.amountCents,
      cardBrand: facts.cardBrand,
      cardLast4: facts.cardLast4,
      paidAt: payment.createdAt.toISOString(),
      paymentId: payment.gatewayPaymentId,
      ...(facts.drawAt ? { drawAt: facts.drawAt } : {}),
      ...(facts.soldOut ? { soldOut: true } : {}),
    },
  };
}

/**
 * The receipt's facts read for a charge whose caller did not bring them (the reconciler, a held
 * number's payment): null for a claim whose player was erased, which gets no receipt.
 */
export async function readReceiptFacts(
  tx: ReceiptStores,
  attempt: Pick<PaymentAttempt, 'claimId' | 'gatewayCardId'>,
): Promise<ReceiptFacts | null> {
  const claim = await tx.numbers.findById(attempt.claimId);
  if (claim?.userId == null) return null;
  const [user, game, cards] = await Promise.all([
    tx.users.findById(claim.userId),
    tx.games.findById(claim.gameId),
    tx.cards.list(claim.userId),
  ]);
  if (!user || !game) return null;
  const card = cards.find((c) => c.gatewayCardId === attempt.gatewayCardId) ?? null;
  return {
    email: user.email,
    firstName: user.firstName,
    gameName: game.name,
    gameCode: game.code,
    number: claim.number,
    cardBrand: card?.brand ?? null,
    cardLast4: card?.last4 ?? null,
    drawAt: drawTimeOf(game).toISOString(),
    ...soldOutOf(game),
  };
}

/** Whether a receipt says the game sold out: its last number was taken by then. */
const soldOutOf = (timing: DrawTiming): { soldOut?: true } => (timing.soldOutAt ? { soldOut: true } : {});
