import { holdExpiry, mayHold } from '../../domain/play/hold-policy';
import { CLAIM_TRANSITIONS } from '../../domain/play/number-claim';
import { claimDeadline } from '../../domain/winners/claim-window';
import { chargeEvent, chargeEventTerms } from '../shared/activity-events';
import type { Clock } from '../shared/ports/clock';
import type { EventLog } from '../shared/ports/event-log';
import type { Logger } from '../shared/ports/logger';
import type { SettingsStore } from '../shared/ports/settings-store';
import type { UnitOfWork } from '../shared/ports/unit-of-work';
import { claimWindowOf } from './instant-win-on-payment';
import { type PaymentTimings, type Sleep, sleep } from './payment-timings';
import type { ChargeConfirmer, ConfirmedInstantWin } from './ports/charge-confirmer';
import type { ChargeOutcome, PaymentGateway } from './ports/payment-gateway';
import type { PaymentAttempt, PaymentLedger } from './ports/payment-ledger';
import { type ReceiptFacts, type ReceiptStores, readReceiptFacts, receiptMail } from './receipt-mail';

/** The stores it uses, bound to one transaction. */
type Stores = ReceiptStores & { payments: PaymentLedger; events: EventLog };

export type ChargeMode = 'request' | 'reconciler';

/**
 * What a charge came to: its outcome and, when this call confirmed it as paid, when and the instant
 * prize the claim won (so the answer needs no read of what the confirm just wrote).
 */
export interface ChargeResult {
  status: ChargeOutcome['status'];
  confirmed?: { at: Date; instantWin: ConfirmedInstantWin | null };
}

/**
 * Charges one attempt and settles it. Every call for an attempt sends the same request with the same
 * idempotency key, so the gateway charges at most once however often it is retried, by a request or
 * by the reconciler in any process. No transaction is open during a gateway call; settling is
 * conditional on the attempt still being pending, so only the first outcome recorded counts.
 */
export class ClaimCharger {
  constructor(
    private readonly uow: UnitOfWork<Stores>,
    /** The approved charge's confirm, one atomic step (one statement on PostgreSQL). */
    private readonly confirms: ChargeConfirmer,
    private readonly gateway: PaymentGateway,
    private readonly clock: Clock,
    private readonly timings: PaymentTimings,
    private readonly logger: Logger,
    private readonly pause: Sleep = sleep,
    /** The claim window an instant win's notice states; the default without settings. */
    private readonly settings?: Pick<SettingsStore, 'get'>,
  ) {}

  /** The outcome settled, or 'unknown' when the attempt stays pending for the reconciler. */
  async run(attempt: PaymentAttempt, mode: ChargeMode): Promise<ChargeOutcome['status']> {
    return (await this.charge(attempt, mode)).status;
  }

  /**
   * As run, with what the confirm knows when this call confirmed the charge. `receipt`: what the
   * receipt says of the player, game and card when the caller read it already (a paid spin's
   * preflight); else it is read before the confirm.
   */
  async charge(
    attempt: PaymentAttempt,
    mode: ChargeMode,
    receipt?: ReceiptFacts | null,
  ): Promise<ChargeResult> {
    const started = this.clock.now().getTime();
    const tries = mode === 'request' ? this.timings.inlineTries : 1;
    for (let i = 0; i < tries; i++) {
      const outcome = await this.call(attempt);
      if (outcome.status === 'approved') return this.confirm(attempt, outcome, receipt);
      if (outcome.status === 'declined') {
        await this.decline(attempt, outcome);
        return { status: outcome.status };
      }
      await this.recordTry(attempt, outcome.reason, mode);
      const delay = this.timings.retryDelayMs * 2 ** i;
      const spent = this.clock.now().getTime() - started;
      if (i + 1 === tries || spent + delay > this.timings.inlineBudgetMs) break;
      await this.pause(delay);
    }
    return { status: 'unknown' };
  }

  /** A thrown error is treated as unknown too: only a retry with the same key can tell. */
  private async call(a: PaymentAttempt): Promise<ChargeOutcome> {
    try {
      return await this.gateway.charge({
        idempotencyKey: a.id,
        amountCents: a.amountCents,
        customerId: a.gatewayCustomerId,
        cardId: a.gatewayCardId,
        referenceId: a.claimId,
        note: a.note,
      });
    } catch (error) {
      this.logger.error({ err: error, attemptId: a.id, claimId: a.claimId }, 'charge call failed');
      return { status: 'unknown', reason: error instanceof Error ? error.message : String(error) };
    }
  }

  /**
   * Confirms an approved charge in one step: only the first outcome recorded counts, and never a
   * payment without its claim (the confirm throws and the attempt stays pending for the reconciler).
   */
  private async confirm(
    a: PaymentAttempt,
    outcome: Extract<ChargeOutcome, { status: 'approved' }>,
    known: ReceiptFacts | null | undefined,
  ): Promise<ChargeResult> {
    const windowHours = await claimWindowOf(this.settings);
    const facts = known !== undefined ? known : await this.uow.run((tx) => readReceiptFacts(tx, a));
    const at = this.clock.now();
    if (outcome.amountCents !== a.amountCents) {
      this.logger.error(
        { paymentId: outcome.paymentId, chargedCents: outcome.amountCents, askedCents: a.amountCents },
        'payment charged another amount than asked',
      );
    }
    const { approve } = CLAIM_TRANSITIONS;
    const confirmed = await this.confirms.approved({
      attempt: a,
      gatewayPaymentId: outcome.paymentId,
      amountCents: outcome.amountCents,
      at,
      claimStatus: { from: approve.from, to: approve.to },
      event: chargeEventTerms('payment'),
      notice: { deadline: claimDeadline(at, windowHours), windowHours },
      receipt:
        facts &&
        receiptMail(facts, {
          amountCents: outcome.amountCents,
          createdAt: at,
          gatewayPaymentId: outcome.paymentId,
        }),
    });
    if (confirmed.kind === 'settled-before') return { status: outcome.status };
    return { status: outcome.status, confirmed: { at, instantWin: confirmed.instantWin } };
  }

  private async decline(a: PaymentAttempt, outcome: Extract<ChargeOutcome, { status: 'declined' }>) {
    await this.uow.run(async (tx) => {
      const now = this.clock.now();
      const { code, detail } = outcome.refusal;
      const settlement = {
        status: 'declined' as const,
        gatewayPaymentId: outcome.paymentId,
        declineCode: code,
        declineDetail: detail,
      };
      if (!(await tx.payments.settleAttempt(a.id, settlement, now))) return;
      await holdOrGiveBack(tx, a.claimId, now);
      await recordCharge(tx, a, 'decline', a.amountCents, now);
    });
  }

  /** A request keeps the attempt to itself for the grace period; the reconciler backs off. */
  private async recordTry(a: PaymentAttempt, reason: string, mode: ChargeMode): Promise<void> {
    const now = this.clock.now().getTime();
    const { pendingGraceMs, backoffMs, maxBackoffMs } = this.timings;
    const wait = mode === 'request' ? pendingGraceMs : Math.min(maxBackoffMs, backoffMs * 2 ** a.tries);
    await this.uow.run((tx) => tx.payments.recordTry(a.id, reason, new Date(now + wait)));
  }
}

/**
 * A declined claim keeps its number for its player while the game holds fewer declined numbers than
 * its cap, counted under the game's lock; past the cap its number goes back to the game at once.
 */
async function holdOrGiveBack(tx: Stores, claimId: string, now: Date): Promise<void> {
  const claim = await tx.numbers.findById(claimId);
  const game = claim && (await tx.games.lock(claim.gameId));
  const held = game ? await tx.numbers.countHeld(game.id) : 0;
  const keep = !game || !claim || mayHold(claim.holdExpiresAt !== null, held, game.totalNumbers);
  if ((await tx.numbers.hold(claimId, holdExpiry(now))) && !keep) await tx.numbers.withdrawHold(claimId, now);
}

/** The event log's line for a settled charge, in the settling transaction. */
async function recordCharge(
  tx: Stores,
  a: PaymentAttempt,
  outcome: 'payment' | 'decline',
  amountCents: number,
  at: Date,
): Promise<void> {
  const claim = await tx.numbers.findById(a.claimId);
  if (claim) await tx.events.record(chargeEvent(claim, outcome, amountCents, at));
}
