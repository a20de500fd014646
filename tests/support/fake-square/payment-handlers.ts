import { DISABLED_CARD_REFUSAL, sandboxCard } from '../../../adapters/payments-simulator/sandbox-cards';
import { onWire } from './card-handlers';
import {
  type FakeHandler,
  type FakePayment,
  type FakeSquareState,
  fakeId,
  squareError,
} from './fake-square-state';

/** POST /v2/payments with a card on file as source: approves or declines as its sandbox nonce says. */
export const createPayment: FakeHandler = ({ body }, state) => {
  const money = (body.amount_money ?? {}) as { amount?: unknown; currency?: unknown };
  const amount = money.amount;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
    return squareError(400, 'INVALID_REQUEST_ERROR', 'VALUE_TOO_LOW', 'amount_money.amount must be positive');
  }
  if (money.currency !== 'USD') {
    return squareError(400, 'INVALID_REQUEST_ERROR', 'UNSUPPORTED_CURRENCY', `Currency ${money.currency}`);
  }
  if (body.location_id !== state.locationId) {
    return squareError(
      400,
      'INVALID_REQUEST_ERROR',
      'INVALID_LOCATION',
      `Unknown location ${body.location_id}`,
    );
  }
  const card = state.cards.get(String(body.source_id));
  if (!card || card.customer_id !== body.customer_id) {
    return squareError(404, 'INVALID_REQUEST_ERROR', 'NOT_FOUND', `Card ${body.source_id} not found`);
  }
  if (!card.enabled) {
    return squareError(
      400,
      'INVALID_REQUEST_ERROR',
      DISABLED_CARD_REFUSAL.code,
      DISABLED_CARD_REFUSAL.detail,
    );
  }
  const decline = sandboxCard(card.tag)?.decline ?? null;
  const payment: FakePayment = {
    id: fakeId(),
    idempotencyKey: String(body.idempotency_key),
    amountCents: amount,
    currency: 'USD',
    cardId: card.id,
    customerId: card.customer_id,
    locationId: state.locationId,
    referenceId: typeof body.reference_id === 'string' ? body.reference_id : null,
    note: typeof body.note === 'string' ? body.note : null,
    status: decline ? 'FAILED' : 'COMPLETED',
    createdAt: new Date().toISOString(),
  };
  state.payments.push(payment);
  const wire = paymentOnWire(payment, state);
  if (decline)
    return squareError(400, 'PAYMENT_METHOD_ERROR', decline.code, decline.detail, { payment: wire });
  return { status: 200, body: { payment: wire } };
};

/** POST /v2/payments/cancel: voids the payment made with that key; no payment is not an error. */
export const cancelPaymentByIdempotencyKey: FakeHandler = ({ body }, state) => {
  if (typeof body.idempotency_key !== 'string') {
    return squareError(400, 'INVALID_REQUEST_ERROR', 'MISSING_REQUIRED_PARAMETER', 'idempotency_key');
  }
  for (const payment of state.payments) {
    if (payment.idempotencyKey === body.idempotency_key && payment.status === 'COMPLETED') {
      payment.status = 'CANCELED';
    }
  }
  return { status: 200, body: {} };
};

/** A payment as Square sends it (snake_case), with its card as stored. */
function paymentOnWire(payment: FakePayment, state: FakeSquareState) {
  const card = state.cards.get(payment.cardId);
  const money = { amount: payment.amountCents, currency: payment.currency };
  return {
    id: payment.id,
    status: payment.status,
    amount_money: money,
    total_money: money,
    source_type: 'CARD',
    card_details: {
      status: payment.status === 'FAILED' ? 'FAILED' : 'CAPTURED',
      ...(card ? { card: onWire(card) } : {}),
    },
    location_id: payment.locationId,
    customer_id: payment.customerId ?? undefined,
    reference_id: payment.referenceId ?? undefined,
    note: payment.note ?? undefined,
    created_at: payment.createdAt,
    updated_at: payment.createdAt,
  };
}

/** Payments a page holds at most; Square's default and maximum is 100. */
const PAGE = 100;

/**
 * GET /v2/payments: the location's payments created at or after begin_time, oldest first (sort_order
 * ASC) or newest first, `limit` (at most 100) a page, the next page behind `cursor`.
 */
export const listPayments: FakeHandler = ({ query }, state) => {
  const since = query.get('begin_time');
  const location = query.get('location_id') ?? state.locationId;
  const ascending = query.get('sort_order') === 'ASC';
  const limit = Math.min(Number(query.get('limit') ?? PAGE) || PAGE, PAGE);
  const from = Number(query.get('cursor') ?? 0);
  const matching = state.payments
    .filter((p) => p.locationId === location && (!since || p.createdAt >= new Date(since).toISOString()))
    .sort((a, b) => (ascending ? 1 : -1) * a.createdAt.localeCompare(b.createdAt));
  const page = matching.slice(from, from + limit);
  const cursor = from + limit < matching.length ? String(from + limit) : undefined;
  return { status: 200, body: { payments: page.map((p) => paymentOnWire(p, state)), cursor } };
};
