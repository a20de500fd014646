import { createCard, createCustomer, disableCard, listCards, retrieveLocation } from './card-handlers';
import { type FakeHandler, type FakeResponse, type FakeSquareState, squareError } from './fake-square-state';
import type { IdempotencyStore } from './idempotency';
import { cancelPaymentByIdempotencyKey, createPayment, listPayments } from './payment-handlers';
import { getRefund, refundPayment } from './refund-handlers';

interface Route {
  method: 'GET' | 'POST';
  pattern: RegExp;
  handler: FakeHandler;
  idempotent?: boolean;
}

const ROUTES: Route[] = [
  { method: 'POST', pattern: /^\/v2\/customers$/, handler: createCustomer, idempotent: true },
  { method: 'POST', pattern: /^\/v2\/cards$/, handler: createCard, idempotent: true },
  { method: 'GET', pattern: /^\/v2\/cards$/, handler: listCards },
  { method: 'POST', pattern: /^\/v2\/cards\/(?<cardId>[^/]+)\/disable$/, handler: disableCard },
  { method: 'POST', pattern: /^\/v2\/payments$/, handler: createPayment, idempotent: true },
  { method: 'GET', pattern: /^\/v2\/payments$/, handler: listPayments },
  { method: 'POST', pattern: /^\/v2\/payments\/cancel$/, handler: cancelPaymentByIdempotencyKey },
  { method: 'POST', pattern: /^\/v2\/refunds$/, handler: refundPayment, idempotent: true },
  { method: 'GET', pattern: /^\/v2\/refunds\/(?<refundId>[^/]+)$/, handler: getRefund },
  { method: 'GET', pattern: /^\/v2\/locations\/(?<locationId>[^/]+)$/, handler: retrieveLocation },
];

/** Runs the handler of the endpoint, through Square's idempotency where the endpoint has it. */
export function dispatch(
  method: string,
  url: URL,
  body: Record<string, unknown>,
  state: FakeSquareState,
  idempotency: IdempotencyStore,
): FakeResponse {
  for (const route of ROUTES) {
    const match = route.method === method ? route.pattern.exec(url.pathname) : null;
    if (!match) continue;
    const params = Object.fromEntries(
      Object.entries(match.groups ?? {}).map(([name, value]) => [name, decodeURIComponent(value)]),
    );
    const act = () => route.handler({ body, params, query: url.searchParams }, state);
    return route.idempotent ? idempotency.answer(url.pathname, body, act) : act();
  }
  return squareError(404, 'INVALID_REQUEST_ERROR', 'NOT_FOUND', `No route ${method} ${url.pathname}`);
}
