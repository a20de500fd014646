import type { NumberPool } from '../games';
import type { Clock } from '../shared/ports/clock';
import type { Logger } from '../shared/ports/logger';
import type { UnitOfWork } from '../shared/ports/unit-of-work';
import type { ClaimCharger } from './claim-charger';
import type { PaymentTimings } from './payment-timings';
import type { PaymentAttempt, PaymentLedger } from './ports/payment-ledger';
import type { RefundRunner } from './refund-runner';
import { giveBackStalledPayments } from './stalled-payments';

/** The stores it uses, bound to one transaction. */
type Stores = { numbers: NumberPool; payments: PaymentLedger };

export interface ReconcileReport {
  /** Attempts whose outcome this run learnt (approved or declined). */
  settled: number;
  /** Attempts still without an outcome; retried later with the same key. */
  stillPending: number;
  /** Expired holds whose numbers went back to the pool. */
  released: number;
  /** Refunds this run confirmed, and those it tried that are still open; only when it tried any. */
  refunded?: number;
  refundsOpen?: number;
}

const PARALLEL = 8;

/**
 * Settles what requests could not: pending charge attempts past their grace are retried with their
 * own idempotency key (the gateway answers the original outcome, or charges once if it never got the
 * request), and expired holds are released. Leases (FOR UPDATE SKIP LOCKED) keep two server
 * processes off the same attempt, and every settlement is conditional, so none counts twice. It
 * holds no transaction during a gateway call, and everything it needs is in the database, so it
 * resumes after a restart. Refunds due again (an unknown outcome, a refusal past its back-off, one
 * whose runner died) are worked the same way, with the key derived from their claim.
 */
export class ReconcilePayments {
  constructor(
    private readonly repos: Stores,
    private readonly charger: ClaimCharger,
    private readonly clock: Clock,
    private readonly timings: PaymentTimings,
    private readonly uow: UnitOfWork<Stores>,
    private readonly logger: Logger,
    private readonly refunds: RefundRunner | null = null,
  ) {}

  async execute(): Promise<ReconcileReport> {
    const now = this.clock.now();
    const { leaseMs, reconcileBatch } = this.timings;
    const leased = await this.repos.payments.leaseDue(now, new Date(now.getTime() + leaseMs), reconcileBatch);
    let settled = 0;
    for (let i = 0; i < leased.length; i += PARALLEL) {
      const outcomes = await Promise.all(leased.slice(i, i + PARALLEL).map((a) => this.retry(a)));
      settled += outcomes.filter((status) => status !== 'unknown').length;
    }
    // A held number whose payer stopped before charging is held again, so it is released below.
    const stalledBefore = new Date(this.clock.now().getTime() - this.timings.pendingGraceMs);
    await giveBackStalledPayments(this.uow, this.repos.numbers, stalledBefore, reconcileBatch);
    const released = await this.repos.numbers.releaseExpiredHolds(this.clock.now(), reconcileBatch);
    const refunds = await this.reconcileRefunds();
    return { settled, stillPending: leased.length - settled, released: released.length, ...refunds };
  }

  private async reconcileRefunds(): Promise<{ refunded?: number; refundsOpen?: number }> {
    if (!this.refunds) return {};
    const now = this.clock.now();
    const { leaseMs, reconcileBatch } = this.timings;
    // A charge that settled after its game was cancelled is refunded like the others.
    await this.repos.payments.openRefundsOfCancelledGames(now, reconcileBatch);
    const until = new Date(now.getTime() + leaseMs);
    const leased = await this.repos.payments.leaseDueRefunds(now, until, reconcileBatch);
    if (leased.length === 0) return {};
    const refunded = await this.refunds.runAll(leased);
    return { refunded, refundsOpen: leased.length - refunded };
  }

  /** One attempt's failure (logged) never stops the others. */
  private retry(attempt: PaymentAttempt) {
    return this.charger.run(attempt, 'reconciler').catch((error: unknown) => {
      this.logger.error(
        { err: error, attemptId: attempt.id, claimId: attempt.claimId },
        'reconciling an attempt failed',
      );
      return 'unknown' as const;
    });
  }
}
