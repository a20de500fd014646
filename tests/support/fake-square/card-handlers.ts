import {
  sandboxCard,
  sandboxExpiry,
  sandboxFingerprint,
  sandboxTagOfNonce,
  UNKNOWN_NONCE_REFUSAL,
} from '../../../adapters/payments-simulator/sandbox-cards';
import { type FakeCard, type FakeHandler, fakeId, squareError } from './fake-square-state';

/** POST /v2/customers */
export const createCustomer: FakeHandler = ({ body }, state) => {
  const customer = {
    id: fakeId(),
    given_name: body.given_name as string | undefined,
    family_name: body.family_name as string | undefined,
    email_address: body.email_address as string | undefined,
    reference_id: body.reference_id as string | undefined,
    created_at: new Date().toISOString(),
  };
  state.customers.set(customer.id, customer);
  return { status: 200, body: { customer } };
};

/**
 * POST /v2/cards. Like the simulator, a declining sandbox nonce stores fine and its charges decline;
 * an unknown nonce is refused here.
 */
export const createCard: FakeHandler = ({ body }, state) => {
  const card = (body.card ?? {}) as Record<string, unknown>;
  const customerId = card.customer_id;
  if (typeof body.source_id !== 'string' || typeof customerId !== 'string') {
    return squareError(
      400,
      'INVALID_REQUEST_ERROR',
      'MISSING_REQUIRED_PARAMETER',
      'source_id and card.customer_id',
    );
  }
  if (!state.customers.has(customerId)) {
    return squareError(404, 'INVALID_REQUEST_ERROR', 'CUSTOMER_NOT_FOUND', `No customer ${customerId}`);
  }
  const tag = sandboxTagOfNonce(body.source_id);
  const sandbox = tag === null ? null : sandboxCard(tag);
  if (tag === null || sandbox === null) {
    return squareError(
      400,
      'INVALID_REQUEST_ERROR',
      UNKNOWN_NONCE_REFUSAL.code,
      UNKNOWN_NONCE_REFUSAL.detail,
    );
  }
  const { expMonth, expYear } = sandboxExpiry();
  const stored: FakeCard = {
    id: `ccof:${fakeId()}`,
    customer_id: customerId,
    card_brand: sandbox.brand,
    last_4: sandbox.last4,
    exp_month: expMonth,
    exp_year: expYear,
    cardholder_name: (card.cardholder_name as string | null | undefined) ?? null,
    enabled: true,
    fingerprint: sandboxFingerprint(tag),
    created_at: new Date().toISOString(),
    tag,
  };
  state.cards.set(stored.id, stored);
  return { status: 200, body: { card: onWire(stored) } };
};

/** GET /v2/cards?customer_id=&include_disabled= (one page: the fake never paginates). */
export const listCards: FakeHandler = ({ query }, state) => {
  const customerId = query.get('customer_id');
  const includeDisabled = query.get('include_disabled') === 'true';
  const cards = [...state.cards.values()]
    .filter(
      (card) => (customerId === null || card.customer_id === customerId) && (includeDisabled || card.enabled),
    )
    .map(onWire);
  return { status: 200, body: cards.length > 0 ? { cards } : {} };
};

/** POST /v2/cards/{card_id}/disable */
export const disableCard: FakeHandler = ({ params }, state) => {
  const card = state.cards.get(params.cardId ?? '');
  if (!card) return squareError(404, 'INVALID_REQUEST_ERROR', 'NOT_FOUND', `Card ${params.cardId} not found`);
  card.enabled = false;
  return { status: 200, body: { card: onWire(card) } };
};

export function onWire({ tag: _tag, ...card }: FakeCard): Omit<FakeCard, 'tag'> {
  return card;
}

/** GET /v2/locations/{location_id}: the one location of the fake account (Test Connection's read). */
export const retrieveLocation: FakeHandler = ({ params }, state) =>
  params.locationId === state.locationId
    ? { status: 200, body: { location: { id: state.locationId, name: 'Prize Wheel', status: 'ACTIVE' } } }
    : squareError(404, 'INVALID_REQUEST_ERROR', 'NOT_FOUND', `Location ${params.locationId} not found`);
