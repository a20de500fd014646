import { inject, injectable } from 'inversify';
import { gameCannotSell } from '../../domain/payments/charge-gate';
import { chargeNote } from '../../domain/payments/charge-note';
import { holdExpired, noHeldNumber, noPaymentMethod } from '../../domain/payments/payment.errors';
import { isHoldOpen } from '../../domain/play/hold-policy';
import type { NumberClaim } from '../../domain/play/number-claim';
import { type DomainError, invalidInput } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { UserRepository } from '../accounts';
import type { GameEntries, GameRepository, InstantPrizes, NumberPool } from '../games';
import type { ResponsiblePlayStore } from '../responsible-play';
import type { Clock } from '../shared/ports/clock';
import type { IdGenerator } from '../shared/ports/id-generator';
import type { Logger } from '../shared/ports/logger';
import type { SettingsStore } from '../shared/ports/settings-store';
import type { UnitOfWork } from '../shared/ports/unit-of-work';
import { CLOCK, IDS, LOGGER, REPOSITORIES, SETTINGS, UNIT_OF_WORK } from '../shared/tokens';
import { CardEnrolment } from './card-enrolment';
import { ClaimCharger } from './claim-charger';
import { gateHeldCharge } from './gate-held-charge';
import { answerOf, type PaidSpin } from './paid-spin-answer';
import { type PaymentTimings, sleep } from './payment-timings';
import type { CardRepository } from './ports/card-repository';
import type { PaymentAttempt, PaymentLedger } from './ports/payment-ledger';
import { PAYMENT_TIMINGS } from './tokens';

/** The stores it uses, bound to one transaction. */
type Stores = {
  games: GameRepository;
  numbers: NumberPool;
  users: UserRepository;
  cards: CardRepository;
  payments: PaymentLedger;
  entries: GameEntries;
  responsiblePlay: ResponsiblePlayStore;
  instantPrizes: InstantPrizes;
};

export interface PayHeldInput {
  userId: number;
  gameId: number;
  number: number;
  /** A new card to pay with (stored as the player's default first); else cardId or the default card. */
  cardNonce?: string | null;
  /** One of the player's saved cards (its id); else the default card. */
  cardId?: number | null;
  verificationToken?: string | null;
}

const POLL_MS = 100;
/** How often a call may find the hold free again after a payer charged nothing (its card refused). */
const MAX_ROUNDS = 3;

/**
 * process-payment: pays for the number a declined spin holds for the player. A call first claims the
 * hold (held -> pending, atomically), and only then stores a new card and charges it with a new
 * attempt (its own idempotency key), so concurrent calls store no card and make no charge: they wait
 * for the payer's outcome in the database and answer it (paid, declined, or still being confirmed).
 * A payer that charges nothing (its card refused) gives the hold back. A decline leaves the number
 * held until the original hold ends (it is never extended). Before a card is stored and again under
 * the locks the attempt is written with, the charge gate decides whether this player may be charged
 * now, as for a spin; a refusal where the game can no longer sell the number releases it at once.
 */
@injectable()
export class PayHeldNumber {
  constructor(
    @inject(UNIT_OF_WORK) private readonly uow: UnitOfWork<Stores>,
    @inject(REPOSITORIES) private readonly repos: Stores,
    @inject(CardEnrolment) private readonly enrolment: CardEnrolment,
    @inject(ClaimCharger) private readonly charger: ClaimCharger,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(IDS) private readonly ids: IdGenerator,
    @inject(PAYMENT_TIMINGS) private readonly timings: PaymentTimings,
    @inject(LOGGER) private readonly logger: Logger,
    @inject(SETTINGS) private readonly settings: Pick<SettingsStore, 'get'>,
  ) {}

  async execute(input: PayHeldInput): Promise<Result<PaidSpin, DomainError>> {
    const hold = await this.repos.numbers.findOpenHold(input.userId, input.gameId, this.clock.now());
    if (!hold || hold.number !== input.number) return this.notHeld(input);
    let polls = Math.ceil(this.timings.repeatWaitMs / POLL_MS);
    for (let round = 1; ; round++) {
      // Read before trying to claim: a payment that settles after this read is the one followed.
      const seen = await this.repos.payments.latestAttempt(hold.id);
      const claimedAt = this.clock.now();
      if (await this.repos.numbers.reopenHold(hold.id, claimedAt)) return this.pay(hold, claimedAt, input);
      let claim = await this.repos.numbers.findById(hold.id);
      for (; claim?.status === 'pending' && polls > 0; polls--) {
        await sleep(POLL_MS);
        claim = await this.repos.numbers.findById(hold.id);
      }
      if (!claim) return err(noHeldNumber(input.number));
      if (claim.status === 'pending') return ok({ claim, status: 'pending' });
      if (claim.status !== 'held' && claim.status !== 'released')
        return answerOf(claim, this.repos.payments, this.repos.instantPrizes);
      const latest = await this.repos.payments.latestAttempt(hold.id);
      const followed = seen?.status === 'pending' || latest?.id !== seen?.id;
      if (followed) return answerOf(claim, this.repos.payments, this.repos.instantPrizes);
      // The call that held it charged nothing: the hold is free again if it is still open.
      if (claim.status === 'released' || !isHoldOpen(claim.holdExpiresAt, this.clock.now())) {
        return err(holdExpired(input.number));
      }
      if (round === MAX_ROUNDS) return answerOf(claim, this.repos.payments, this.repos.instantPrizes);
    }
  }

  /** This call holds the claim (pending): store the new card, start the attempt, charge it. */
  private async pay(
    hold: NumberClaim,
    claimedAt: Date,
    input: PayHeldInput,
  ): Promise<Result<PaidSpin, DomainError>> {
    let started: Result<PaymentAttempt, DomainError>;
    try {
      // Asked before a new card is stored, so a refused payment stores none.
      const maintenance = Boolean(await this.settings.get('maintenanceMode'));
      const gate = await this.uow.run((tx) => gateHeldCharge(tx, maintenance, hold, this.clock.now()));
      started = gate.ok ? await this.start(hold, claimedAt, input, maintenance) : gate;
    } catch (error) {
      await this.giveBack(hold);
      throw error;
    }
    if (!started.ok) {
      await this.giveBack(hold);
      if (gameCannotSell(started.error)) await this.withdraw(hold);
      return started;
    }
    await this.charger.run(started.value, 'request');
    return answerOf(
      (await this.repos.numbers.findById(hold.id)) ?? hold,
      this.repos.payments,
      this.repos.instantPrizes,
    );
  }

  private async start(
    hold: NumberClaim,
    claimedAt: Date,
    input: PayHeldInput,
    maintenance: boolean,
  ): Promise<Result<PaymentAttempt, DomainError>> {
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
    return this.uow.run(async (tx) => {
      const now = this.clock.now();
      // The gate again, its locks (the player's, then the game's) held until the attempt is written.
      const gate = await gateHeldCharge(tx, maintenance, hold, now);
      if (!gate.ok) return gate;
      const chosen = cardId ?? input.cardId ?? null;
      const card =
        chosen === null
          ? await tx.cards.findDefault(input.userId)
          : await tx.cards.findById(input.userId, chosen);
      if (!card && chosen !== null && cardId === null) return err(notYourCard());
      if (!card) return err(noPaymentMethod());
      // Still ours, locked until commit: pending -> held -> pending again (open when we took it).
      // A claim given back meanwhile as stalled (giveBackStalledPayments) is not charged.
      const expiresAt = hold.holdExpiresAt ?? claimedAt;
      if (
        !(await tx.numbers.hold(hold.id, expiresAt)) ||
        !(await tx.numbers.reopenHold(hold.id, claimedAt))
      ) {
        return err(holdExpired(hold.number));
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
    });
  }

  /** Nothing was charged: the claim is held again, until its original hold expiry. */
  private async giveBack(hold: NumberClaim): Promise<void> {
    const expiresAt = hold.holdExpiresAt ?? this.clock.now();
    await this.repos.numbers.hold(hold.id, expiresAt).catch((error: unknown) => {
      this.logger.error(
        { err: error, claimId: hold.id },
        'giving a held number back after a failed payment failed',
      );
    });
  }

  /** The game can no longer sell the number: the hold ends now, as it would on expiry. */
  private async withdraw(hold: NumberClaim): Promise<void> {
    await this.repos.numbers.withdrawHold(hold.id, this.clock.now()).catch((error: unknown) => {
      this.logger.error({ err: error, claimId: hold.id }, 'releasing a hold the game cannot sell failed');
    });
  }

  /** Paid already (a repeated call) answers as paid; an ended hold says so; anything else is 404. */
  private async notHeld(input: PayHeldInput): Promise<Result<PaidSpin, DomainError>> {
    const claims = await this.repos.numbers.listByUser(input.userId);
    const mine = claims.find(
      (c) => c.gameId === input.gameId && c.number === input.number && c.kind === 'paid',
    );
    if (mine?.status === 'paid') return answerOf(mine, this.repos.payments, this.repos.instantPrizes);
    if (mine?.holdExpiresAt && !isHoldOpen(mine.holdExpiresAt, this.clock.now())) {
      return err(holdExpired(input.number));
    }
    return err(noHeldNumber(input.number));
  }
}

const notYourCard = () => invalidInput('cardId', 'Payment card not found among your saved cards');
