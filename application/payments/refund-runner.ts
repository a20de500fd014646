import { inject, injectable } from 'inversify';
import { refundKeyOf } from '../../domain/payments/refund-key';
import { REFUND_STATUS_AFTER, type RefundStatus } from '../../domain/payments/refund-progress';
import type { Clock } from '../shared/ports/clock';
import type { Logger } from '../shared/ports/logger';
import type { UnitOfWork } from '../shared/ports/unit-of-work';
import { CLOCK, LOGGER, UNIT_OF_WORK } from '../shared/tokens';
import type { PaymentTimings } from './payment-timings';
import type { PaymentGateway, RefundOutcome } from './ports/payment-gateway';
import type { PaymentLedger } from './ports/payment-ledger';
import type { Refund, RefundTry } from './ports/refund-ledger';
import { PAYMENT_GATEWAY, PAYMENT_TIMINGS } from './tokens';

/** The stores it uses, bound to one transaction. */
type Stores = { payments: PaymentLedger };

/** Square keeps at most this much of a refund's reason. */
const MAX_REASON_LENGTH = 192;
const PARALLEL = 8;

/**
 * Works refunds leased from the ledger: one gateway call each, then its outcome recorded. A refund
 * the gateway accepted but has not finished is asked for by its id; any other is sent with the key
 * derived from its claim and attempt, so a retry, here or in another process after a crash, is
 * answered with the same refund. A refused refund moves to the next key and is retried with back-off.
 * No transaction is open during a gateway call; recording is conditional on the attempt.
 */
@injectable()
export class RefundRunner {
  constructor(
    @inject(UNIT_OF_WORK) private readonly uow: UnitOfWork<Stores>,
    @inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(PAYMENT_TIMINGS) private readonly timings: PaymentTimings,
    @inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Works the refunds, a few at a time; answers how many this run refunded. */
  async runAll(refunds: Refund[]): Promise<number> {
    let refunded = 0;
    for (let i = 0; i < refunds.length; i += PARALLEL) {
      const statuses = await Promise.all(refunds.slice(i, i + PARALLEL).map((r) => this.runLogged(r)));
      refunded += statuses.filter((status) => status === 'refunded').length;
    }
    return refunded;
  }

  /** One refund's failure (logged; it stays due for the next run) never stops the others. */
  private runLogged(refund: Refund): Promise<RefundStatus | null> {
    return this.run(refund).catch((error: unknown) => {
      this.logger.error({ err: error, claimId: refund.claimId }, 'working a refund failed');
      return null;
    });
  }

  /** One try; answers the refund's status after it (null when another runner had moved it on). */
  async run(refund: Refund): Promise<RefundStatus | null> {
    const outcome = await this.call(refund);
    const now = this.clock.now().getTime();
    const { backoffMs, maxBackoffMs } = this.timings;
    const wait = outcome.status === 'refunded' ? 0 : Math.min(maxBackoffMs, backoffMs * 2 ** refund.tries);
    const attempt = tryOf(outcome);
    if (outcome.status === 'refunded' && outcome.amountCents !== refund.amountCents) {
      this.logger.error(
        { claimId: refund.claimId, ...outcome, askedCents: refund.amountCents },
        'refunded another amount than asked',
      );
    }
    if (outcome.status === 'refused') {
      this.logger.warn(
        { claimId: refund.claimId, refusal: outcome.refusal },
        'refund refused; retrying later',
      );
    }
    const recorded = await this.uow.run((tx) =>
      tx.payments.recordRefundTry(
        refund.claimId,
        refund.attempt,
        attempt,
        new Date(now),
        new Date(now + wait),
      ),
    );
    return recorded ? REFUND_STATUS_AFTER[outcome.status] : null;
  }

  /** A thrown error is unknown too: nothing says the gateway did not act, so the key is kept. */
  private async call(r: Refund): Promise<RefundOutcome> {
    try {
      if (r.gatewayRefundId) return await this.gateway.getRefund(r.gatewayRefundId);
      return await this.gateway.refund({
        idempotencyKey: refundKeyOf(r.claimId, r.attempt),
        paymentId: r.gatewayPaymentId,
        amountCents: r.amountCents,
        reason: r.reason.slice(0, MAX_REASON_LENGTH),
      });
    } catch (error) {
      this.logger.error({ err: error, claimId: r.claimId }, 'refund call failed');
      const reason = error instanceof Error ? error.message : String(error);
      return { status: 'unknown', reason, refundId: null };
    }
  }
}

function tryOf(outcome: RefundOutcome): RefundTry {
  if (outcome.status === 'refunded') return { status: 'refunded', gatewayRefundId: outcome.refundId };
  if (outcome.status === 'refused') return { status: 'refused', ...outcome.refusal };
  return { status: 'unknown', error: outcome.reason, gatewayRefundId: outcome.refundId };
}
