import type { RefundOutcome, RefundRequest } from '../../application/payments/ports/payment-gateway';

export interface SimulatedRefund {
  refundId: string;
  idempotencyKey: string;
  paymentId: string;
  amountCents: number;
  reason: string;
  status: 'COMPLETED';
}

/** What the next refund meets: refused (nothing refunded), or refunded with its answer lost. */
export type SimulatedRefundFault = 'refused' | 'answer-lost';

interface KnownPayment {
  paymentId: string;
  amountCents: number;
  status: string;
}

const PAYMENT_ID = /^sim-pay-/;

/**
 * The simulator's refunds, like Square's: idempotent per key (the same key with another request is
 * our bug and throws), never more than the payment, a refund id derived from its key. They complete
 * at once. Tests set faults on demand (`failNext`).
 */
export class SimulatedRefunds {
  private readonly byKey = new Map<string, { request: string; outcome: RefundOutcome }>();
  private readonly made: SimulatedRefund[] = [];
  private readonly faults: SimulatedRefundFault[] = [];

  constructor(private readonly paymentOf: (paymentId: string) => KnownPayment | null) {}

  failNext(...faults: SimulatedRefundFault[]): void {
    this.faults.push(...faults);
  }

  refund(request: RefundRequest): RefundOutcome {
    if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0) {
      throw new Error(`A refund needs a positive whole number of cents, got ${request.amountCents}`);
    }
    const { idempotencyKey, ...body } = request;
    const fingerprint = JSON.stringify([body.paymentId, body.amountCents, body.reason]);
    const previous = this.byKey.get(idempotencyKey);
    if (previous && previous.request !== fingerprint) {
      throw new Error(
        `IDEMPOTENCY_KEY_REUSED: idempotency key ${idempotencyKey} was used for a different request`,
      );
    }
    if (previous) return previous.outcome;
    const fault = this.faults.shift();
    if (fault === 'refused') {
      const refusal = { code: 'REFUND_DECLINED', detail: 'The card issuer declined the refund.' };
      return { status: 'refused', refusal, refundId: null };
    }
    const outcome = this.settle(request);
    this.byKey.set(idempotencyKey, { request: fingerprint, outcome });
    return fault === 'answer-lost'
      ? { status: 'unknown', reason: 'connection reset: simulated', refundId: null }
      : outcome;
  }

  getRefund(refundId: string): RefundOutcome {
    const refund = this.made.find((r) => r.refundId === refundId);
    if (!refund) throw new Error(`NOT_FOUND: no simulated refund ${refundId}`);
    return { status: 'refunded', refundId, amountCents: refund.amountCents };
  }

  refunds(): SimulatedRefund[] {
    return this.made.map((refund) => ({ ...refund }));
  }

  private settle(request: RefundRequest): RefundOutcome {
    const payment = this.paymentOf(request.paymentId);
    // After a restart the simulator forgets its payments; their ids still say they are its own.
    if (!payment && !PAYMENT_ID.test(request.paymentId)) {
      return refused('NOT_FOUND', `Payment ${request.paymentId} not found.`);
    }
    if (payment && payment.status !== 'COMPLETED') {
      return refused('PAYMENT_NOT_REFUNDABLE', `Payment ${request.paymentId} is ${payment.status}.`);
    }
    const refundedBefore = this.made
      .filter((r) => r.paymentId === request.paymentId)
      .reduce((sum, r) => sum + r.amountCents, 0);
    if (payment && refundedBefore + request.amountCents > payment.amountCents) {
      return refused(
        'REFUND_AMOUNT_INVALID',
        'The requested refund amount exceeds the amount available to refund.',
      );
    }
    const refundId = `sim-refund-${request.idempotencyKey}`;
    const { idempotencyKey, paymentId, amountCents, reason } = request;
    this.made.push({ refundId, idempotencyKey, paymentId, amountCents, reason, status: 'COMPLETED' });
    return { status: 'refunded', refundId, amountCents };
  }
}

function refused(code: string, detail: string): RefundOutcome {
  return { status: 'refused', refusal: { code, detail }, refundId: null };
}
