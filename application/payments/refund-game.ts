import { inject, injectable } from 'inversify';
import { type RefundProgress, refundProgressOf } from '../../domain/payments/refund-progress';
import type { Clock } from '../shared/ports/clock';
import { CLOCK, REPOSITORIES } from '../shared/tokens';
import type { PaymentTimings } from './payment-timings';
import type { PaymentLedger } from './ports/payment-ledger';
import type { Refund } from './ports/refund-ledger';
import { RefundRunner } from './refund-runner';
import { PAYMENT_TIMINGS } from './tokens';

/** The stores it reads and writes. */
type Stores = { payments: PaymentLedger };

export interface RefundGameInput {
  gameId: number;
  /** Shown on the card holder's statement and kept on each refund. */
  reason: string;
  /** Only these paid claims of the game; all of them when left out. */
  claimIds?: string[];
}

export interface RefundGameReport {
  /** Refunds this call opened (0 when every paid claim had one already). */
  opened: number;
  progress: RefundProgress;
  refunds: Refund[];
}

/**
 * Gives back every paid claim of a game (or some of them) in full, exactly once: opens one refund
 * per ledger payment that has none (idempotent, also when two processes call at once), then works
 * the game's due refunds for up to the inline budget. What is left (an unknown outcome, a refusal
 * waiting for its back-off, the rest of a large game) the reconciler finishes. Calling it again
 * after more charges settled refunds those too.
 */
@injectable()
export class RefundGame {
  constructor(
    @inject(REPOSITORIES) private readonly repos: Stores,
    @inject(RefundRunner) private readonly runner: RefundRunner,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(PAYMENT_TIMINGS) private readonly timings: PaymentTimings,
  ) {}

  async execute(input: RefundGameInput): Promise<RefundGameReport> {
    const ledger = this.repos.payments;
    const { gameId, reason } = input;
    const opened = await ledger.openRefunds({
      gameId,
      claimIds: input.claimIds ?? null,
      reason,
      at: this.clock.now(),
    });
    const started = this.clock.now().getTime();
    const { leaseMs, reconcileBatch, inlineBudgetMs } = this.timings;
    while (this.clock.now().getTime() - started < inlineBudgetMs) {
      const now = this.clock.now();
      const leased = await ledger.leaseDueRefunds(
        now,
        new Date(now.getTime() + leaseMs),
        reconcileBatch,
        gameId,
      );
      if (leased.length === 0) break;
      await this.runner.runAll(leased);
    }
    const refunds = await ledger.listRefunds(gameId);
    return { opened, progress: refundProgressOf(refunds), refunds };
  }
}
