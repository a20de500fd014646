import type { DomainError } from '../domain/errors';
import { isHoldOpen } from '../domain/hold-policy';
import type { NumberClaim } from '../domain/number-claim';
import { holdExpired, noHeldNumber, noPaymentMethod, paymentPending } from '../domain/payment.errors';
import { err, ok, type Result } from '../domain/result';
import type { CardEnrolment } from './card-enrolment';
import type { ClaimCharger } from './claim-charger';
import { answerOf, type PaidSpin } from './paid-spin-answer';
import type { PaymentTimings } from './payment-timings';
import type { Clock } from './ports/clock';
import type { IdGenerator } from './ports/id-generator';
import type { PaymentAttempt } from './ports/payment-ledger';
import type { Repositories, UnitOfWork } from './ports/unit-of-work';
import { chargeNote } from './reserve-paid-spin';

export interface PayHeldInput {
  userId: number;
  gameId: number;
  number: number;
  /** A new card to pay with (stored as the player's default first); else the default card. */
  cardNonce?: string | null;
  verificationToken?: string | null;
}

/**
 * process-payment: pays for the number a declined spin holds for the player. Each call is a new
 * attempt with its own idempotency key, stored before the charge, so retrying that attempt never
 * charges twice; the player can only start one when no earlier one is still unsettled. A decline
 * leaves the number held until the original hold ends (it is never extended).
 */
export class PayHeldNumber {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly repos: Repositories,
    private readonly enrolment: CardEnrolment,
    private readonly charger: ClaimCharger,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly timings: PaymentTimings,
  ) {}

  async execute(input: PayHeldInput): Promise<Result<PaidSpin, DomainError>> {
    const now = this.clock.now();
    const hold = await this.repos.numbers.findOpenHold(input.userId, input.gameId, now);
    if (!hold || hold.number !== input.number) return this.notHeld(input);
    if (hold.status === 'pending') return err(paymentPending(hold.number));
    let cardId: number | null = null;
    if (input.cardNonce) {
      const card = await this.enrolment.enrol(
        input.userId,
        { nonce: input.cardNonce, verificationToken: input.verificationToken ?? null, cardholderName: null },
        true,
      );
      if (!card.ok) return card;
      cardId = card.value.id;
    }
    const started = await this.uow.run((tx) => this.startAttempt(tx, hold, input.userId, cardId));
    if (!started.ok) return started;
    await this.charger.run(started.value, 'request');
    return answerOf((await this.repos.numbers.findById(hold.id)) ?? hold, this.repos.payments);
  }

  private async startAttempt(
    tx: Repositories,
    hold: NumberClaim,
    userId: number,
    cardId: number | null,
  ): Promise<Result<PaymentAttempt, DomainError>> {
    const now = this.clock.now();
    const card =
      cardId === null ? await tx.cards.findDefault(userId) : await tx.cards.findById(userId, cardId);
    if (!card) return err(noPaymentMethod());
    if (!(await tx.numbers.reopenHold(hold.id, now))) {
      const current = await tx.numbers.findById(hold.id);
      return err(current?.status === 'pending' ? paymentPending(hold.number) : holdExpired(hold.number));
    }
    const game = await tx.games.findById(hold.gameId);
    return ok(
      await tx.payments.startAttempt({
        id: this.ids.uuid(),
        claimId: hold.id,
        gatewayCustomerId: card.gatewayCustomerId,
        gatewayCardId: card.gatewayCardId,
        amountCents: hold.priceCents,
        note: chargeNote(game?.code ?? `game ${hold.gameId}`, hold.number),
        nextTryAt: new Date(now.getTime() + this.timings.pendingGraceMs),
        createdAt: now,
      }),
    );
  }

  /** Paid already (a repeated call) answers as paid; an ended hold says so; anything else is 404. */
  private async notHeld(input: PayHeldInput): Promise<Result<PaidSpin, DomainError>> {
    const claims = await this.repos.numbers.listByUser(input.userId);
    const mine = claims.find(
      (c) => c.gameId === input.gameId && c.number === input.number && c.kind === 'paid',
    );
    if (mine?.status === 'paid') return ok({ claim: mine, status: 'paid' });
    if (mine?.holdExpiresAt && !isHoldOpen(mine.holdExpiresAt, this.clock.now())) {
      return err(holdExpired(input.number));
    }
    return err(noHeldNumber(input.number));
  }
}
