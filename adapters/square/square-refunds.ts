import { type Square, SquareError } from 'square';
import type { CardRefusal, RefundOutcome } from '../../application/payments/ports/payment-gateway';
import { indeterminateReason, isIndeterminate } from './square-errors';

/** Refusals of a refund that name the payment or the refund, not a bug in our request. */
const REFUND_REFUSAL_CODES = new Set([
  'NOT_FOUND',
  'REFUND_DECLINED',
  'REFUND_AMOUNT_INVALID',
  'REFUND_ALREADY_PENDING',
  'PAYMENT_NOT_REFUNDABLE',
  'PAYMENT_NOT_REFUNDABLE_DUE_TO_DISPUTE',
  'REFUND_ERROR_PAYMENT_NEEDS_COMPLETION',
  'INSUFFICIENT_PERMISSIONS_FOR_REFUND',
]);

/**
 * A Square refund as an outcome: COMPLETED is refunded; PENDING is accepted but not done, so it stays
 * unknown with its id (GET /v2/refunds/{id} settles it); REJECTED and FAILED refunded nothing.
 */
export function refundOutcomeOf(
  refund: Square.PaymentRefund | undefined,
  askedCents: number | null,
): RefundOutcome {
  if (!refund?.id) return { status: 'unknown', reason: 'Square answered without a refund', refundId: null };
  const status = refund.status ?? 'PENDING';
  if (status === 'COMPLETED') {
    const amountCents = Number(refund.amountMoney?.amount ?? askedCents ?? 0);
    return { status: 'refunded', refundId: refund.id, amountCents };
  }
  if (status === 'REJECTED' || status === 'FAILED') {
    const refusal = {
      code: `REFUND_${status}`,
      detail: `Square reported the refund as ${status.toLowerCase()}`,
    };
    return { status: 'refused', refusal, refundId: refund.id };
  }
  return { status: 'unknown', reason: `Square is processing the refund (${status})`, refundId: refund.id };
}

/** A failed refund call as an outcome: no answer is unknown, a refund Square turns down is refused. */
export function refundFailureOf(error: unknown): RefundOutcome | null {
  if (isIndeterminate(error))
    return { status: 'unknown', reason: indeterminateReason(error), refundId: null };
  const refusal = refundRefusalOf(error);
  return refusal ? { status: 'refused', refusal, refundId: null } : null;
}

function refundRefusalOf(error: unknown): CardRefusal | null {
  if (!(error instanceof SquareError)) return null;
  const cause = error.errors.find(
    (e) =>
      e.category === 'REFUND_ERROR' ||
      e.category === 'PAYMENT_METHOD_ERROR' ||
      REFUND_REFUSAL_CODES.has(e.code),
  );
  return cause ? { code: cause.code, detail: cause.detail ?? cause.code } : null;
}
