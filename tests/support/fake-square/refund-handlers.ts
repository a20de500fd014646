import { type FakeHandler, type FakeRefund, fakeId, squareError } from './fake-square-state';

/**
 * POST /v2/refunds: refunds a COMPLETED payment, never more than is left of it. Like Square, the
 * refund starts PENDING; a refusal queued by the test answers a REFUND_ERROR at once, or lets the
 * refund end FAILED.
 */
export const refundPayment: FakeHandler = ({ body }, state) => {
  const money = (body.amount_money ?? {}) as { amount?: unknown; currency?: unknown };
  const amount = money.amount;
  if (typeof body.idempotency_key !== 'string' || body.idempotency_key.length > 45) {
    return squareError(400, 'INVALID_REQUEST_ERROR', 'INVALID_VALUE', 'idempotency_key');
  }
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
    return squareError(400, 'INVALID_REQUEST_ERROR', 'VALUE_TOO_LOW', 'amount_money.amount must be positive');
  }
  if (money.currency !== 'USD') {
    return squareError(400, 'INVALID_REQUEST_ERROR', 'UNSUPPORTED_CURRENCY', `Currency ${money.currency}`);
  }
  const payment = state.payments.find((p) => p.id === body.payment_id);
  if (!payment) {
    return squareError(404, 'INVALID_REQUEST_ERROR', 'NOT_FOUND', `Payment ${body.payment_id} not found`);
  }
  if (payment.status !== 'COMPLETED') {
    return squareError(400, 'REFUND_ERROR', 'PAYMENT_NOT_REFUNDABLE', `Payment is ${payment.status}`);
  }
  const taken = state.refunds
    .filter((r) => r.paymentId === payment.id && (r.status === 'PENDING' || r.status === 'COMPLETED'))
    .reduce((sum, r) => sum + r.amountCents, 0);
  if (taken + amount > payment.amountCents) {
    return squareError(400, 'REFUND_ERROR', 'REFUND_AMOUNT_INVALID', 'The refund exceeds what is left');
  }
  const refusal = state.refundRefusals.shift();
  if (refusal?.when === 'at-once') {
    return squareError(400, 'REFUND_ERROR', refusal.code, 'Injected refund refusal');
  }
  const refund: FakeRefund = {
    id: `${payment.id}_${fakeId()}`,
    idempotencyKey: body.idempotency_key,
    paymentId: payment.id,
    amountCents: amount,
    reason: typeof body.reason === 'string' ? body.reason : null,
    status: 'PENDING',
    settlesAs: refusal ? 'FAILED' : 'COMPLETED',
    createdAt: new Date().toISOString(),
  };
  state.refunds.push(refund);
  return { status: 200, body: { refund: onWire(refund, state.locationId) } };
};

/** GET /v2/refunds/{refundId}: by the time it is read, a PENDING refund has settled. */
export const getRefund: FakeHandler = ({ params }, state) => {
  const refund = state.refunds.find((r) => r.id === params.refundId);
  if (!refund)
    return squareError(404, 'INVALID_REQUEST_ERROR', 'NOT_FOUND', `Refund ${params.refundId} not found`);
  if (refund.status === 'PENDING') refund.status = refund.settlesAs;
  return { status: 200, body: { refund: onWire(refund, state.locationId) } };
};

function onWire(refund: FakeRefund, locationId: string) {
  return {
    id: refund.id,
    status: refund.status,
    amount_money: { amount: refund.amountCents, currency: 'USD' },
    payment_id: refund.paymentId,
    location_id: locationId,
    reason: refund.reason ?? undefined,
    created_at: refund.createdAt,
    updated_at: refund.createdAt,
  };
}
