import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createSquarePaymentGateway,
  type SquarePaymentGateway,
} from '../../adapters/square/square-payment-gateway';
import type { ChargeRequest } from '../../application/payments/ports/payment-gateway';
import { type FakeSquare, startFakeSquare } from '../support/fake-square/fake-square-server';

/**
 * Set-up calls and retries wait as long as a busy machine needs: a short timeout there once made a
 * plain createCustomer time out ('no answer'). Only a charge whose answer the fake holds back goes
 * through the impatient gateway, and its timeout is then the one thing that ends the call.
 */
const PATIENT_TIMEOUT_MS = 15_000;
const IMPATIENT_TIMEOUT_MS = 1_000;

let fake: FakeSquare;
let gateway: SquarePaymentGateway;
let impatient: SquarePaymentGateway;

beforeAll(async () => {
  fake = await startFakeSquare();
});

afterAll(async () => {
  await fake.close();
});

beforeEach(() => {
  fake.reset();
  gateway = gatewayWithToken(fake.accessToken);
  impatient = gatewayWithToken(fake.accessToken, IMPATIENT_TIMEOUT_MS);
});

function gatewayWithToken(accessToken: string, requestTimeoutMs = PATIENT_TIMEOUT_MS): SquarePaymentGateway {
  return createSquarePaymentGateway({
    accessToken,
    applicationId: 'sandbox-sq0idb-fake',
    locationId: fake.locationId,
    environment: 'sandbox',
    baseUrl: fake.baseUrl,
    requestTimeoutMs,
  });
}

/** Charges through the impatient gateway while the fake acts on the charge but holds its answer. */
async function chargeWithAnswerLost(request: ChargeRequest) {
  fake.failNext('/v2/payments', { hold: true });
  const before = fake.requestCount('/v2/payments');
  const [answer] = await Promise.all([impatient.charge(request), fake.requested('/v2/payments', before + 1)]);
  return answer;
}

async function aChargeOnAGoodCard(): Promise<ChargeRequest> {
  const { customerId } = await gateway.createCustomer({
    idempotencyKey: randomUUID(),
    referenceId: 'user-1',
    email: 'ann@gmail.com',
    givenName: 'Ann',
    familyName: 'Lee',
  });
  const saved = await gateway.saveCard({
    idempotencyKey: randomUUID(),
    customerId,
    nonce: 'cnon:card-nonce-ok',
    verificationToken: null,
    cardholderName: null,
  });
  if (!saved.ok) throw new Error('card refused');
  const spinId = randomUUID();
  return {
    idempotencyKey: spinId,
    amountCents: 500,
    customerId,
    cardId: saved.card.cardId,
    referenceId: spinId,
    note: 'Spin',
  };
}

const completed = () => fake.payments().filter((payment) => payment.status === 'COMPLETED');

describe('SquarePaymentGateway when Square fails', () => {
  it('a 500 is unknown; the retry with the same key approves and charges once', async () => {
    const request = await aChargeOnAGoodCard();
    fake.failNext('/v2/payments', { status: 500 });
    expect(await gateway.charge(request)).toMatchObject({ status: 'unknown' });
    expect(await gateway.charge(request)).toMatchObject({ status: 'approved', amountCents: 500 });
    expect(completed()).toHaveLength(1);
  });

  it('a 500 after Square charged is unknown; the retry returns that same payment', async () => {
    const request = await aChargeOnAGoodCard();
    fake.failNext('/v2/payments', { status: 503, afterProcessing: true });
    expect(await gateway.charge(request)).toMatchObject({
      status: 'unknown',
      reason: expect.stringContaining('503'),
    });
    const retried = await gateway.charge(request);
    expect(retried).toEqual({ status: 'approved', paymentId: completed()[0]?.id, amountCents: 500 });
    expect(completed()).toHaveLength(1);
  });

  it('an answer slower than the timeout is unknown; the retry with the same key charges once', async () => {
    const request = await aChargeOnAGoodCard();
    expect(await chargeWithAnswerLost(request)).toMatchObject({
      status: 'unknown',
      reason: expect.stringMatching(/^timeout/),
    });
    expect(await gateway.charge(request)).toMatchObject({ status: 'approved' });
    expect(completed()).toHaveLength(1);
    expect(fake.requestCount('/v2/payments')).toBe(2);
  });

  it('a dropped connection is unknown; the retry with the same key charges once', async () => {
    const request = await aChargeOnAGoodCard();
    fake.failNext('/v2/payments', { drop: true });
    expect(await gateway.charge(request)).toMatchObject({
      status: 'unknown',
      reason: expect.stringMatching(/^connection failed/),
    });
    expect(await gateway.charge(request)).toMatchObject({ status: 'approved' });
    expect(completed()).toHaveLength(1);
  });

  it('the SDK itself never retries: one failed call is one request', async () => {
    const request = await aChargeOnAGoodCard();
    fake.failNext('/v2/payments', { status: 500 });
    await gateway.charge(request);
    expect(fake.requestCount('/v2/payments')).toBe(1);
  });

  it('voids, by its key, a payment whose answer was lost', async () => {
    const request = await aChargeOnAGoodCard();
    expect(await chargeWithAnswerLost(request)).toMatchObject({ status: 'unknown' });
    await gateway.cancelByIdempotencyKey(request.idempotencyKey);
    expect(fake.payments()).toEqual([
      expect.objectContaining({ idempotencyKey: request.idempotencyKey, status: 'CANCELED' }),
    ]);
  });

  it('maps a card refused when it is stored (Square checks CVV there) to a refusal', async () => {
    const { customerId } = await gateway.createCustomer({
      idempotencyKey: randomUUID(),
      referenceId: 'user-2',
      email: 'bob@gmail.com',
      givenName: 'Bob',
      familyName: 'Ray',
    });
    const body = {
      errors: [{ category: 'PAYMENT_METHOD_ERROR', code: 'CVV_FAILURE', detail: 'Card CVV incorrect.' }],
    };
    fake.failNext('/v2/cards', { status: 400, body });
    const input = {
      idempotencyKey: randomUUID(),
      customerId,
      nonce: 'cnon:card-nonce-ok',
      verificationToken: null,
      cardholderName: null,
    };
    expect(await gateway.saveCard(input)).toEqual({
      ok: false,
      refusal: { code: 'CVV_FAILURE', detail: 'Card CVV incorrect.' },
    });
  });

  it('storing a card while Square is down throws, so the caller can retry', async () => {
    fake.failNext('/v2/cards', { status: 500 });
    const input = {
      idempotencyKey: randomUUID(),
      customerId: 'c',
      nonce: 'cnon:card-nonce-ok',
      verificationToken: null,
      cardholderName: null,
    };
    await expect(gateway.saveCard(input)).rejects.toThrow(/Square save card failed/);
  });

  it('a wrong access token is a configuration error: it throws, it is not a decline', async () => {
    const request = await aChargeOnAGoodCard();
    await expect(gatewayWithToken('wrong-token').charge(request)).rejects.toThrow(/UNAUTHORIZED/);
    expect(fake.payments()).toEqual([]);
  });
});
