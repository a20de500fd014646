import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inMemoryPersistence } from '../../adapters/memory/persistence';
import type { SquarePaymentGateway } from '../../adapters/square/square-payment-gateway';
import type { RefundRequest } from '../../application/payments/ports/payment-gateway';
import { refundKeyOf } from '../../domain/payments/refund-key';
import { PAST_BACKOFF_MS, refundsProcess } from '../application/payments/refunds-world';
import { type FakeSquare, startFakeSquare } from '../support/fake-square/fake-square-server';
import { squareOnFake } from '../support/paid-spins';

/** As in square-faults.test.ts: patient calls, and one impatient gateway for an answer held back. */
const PATIENT_TIMEOUT_MS = 15_000;
const IMPATIENT_TIMEOUT_MS = 1_000;

let fake: FakeSquare;
let gateway: SquarePaymentGateway;

beforeAll(async () => {
  fake = await startFakeSquare();
});

afterAll(async () => {
  await fake.close();
});

beforeEach(() => {
  fake.reset();
  gateway = squareOnFake(fake, PATIENT_TIMEOUT_MS);
});

/** A refund request for a fresh approved payment of 700 cents. */
async function aRefundOfAPayment(): Promise<RefundRequest> {
  const key = randomUUID();
  const { customerId } = await gateway.createCustomer({
    idempotencyKey: key,
    referenceId: `user-${key}`,
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
  const charged = await gateway.charge({
    idempotencyKey: spinId,
    amountCents: 700,
    customerId,
    cardId: saved.card.cardId,
    referenceId: spinId,
    note: 'Spin',
  });
  if (charged.status !== 'approved') throw new Error('charge not approved');
  const claimId = randomUUID();
  return {
    idempotencyKey: refundKeyOf(claimId, 1),
    paymentId: charged.paymentId,
    amountCents: 700,
    reason: 'x',
  };
}

describe('SquarePaymentGateway refunds when Square fails', () => {
  it('a refund Square accepts is unknown while PENDING, with its id; reading it back settles it', async () => {
    const request = await aRefundOfAPayment();
    const accepted = await gateway.refund(request);
    expect(accepted).toMatchObject({ status: 'unknown', refundId: expect.any(String) });
    const refundId = accepted.status === 'unknown' ? (accepted.refundId ?? '') : '';
    expect(await gateway.getRefund(refundId)).toEqual({ status: 'refunded', refundId, amountCents: 700 });
  });

  it('an answer slower than the timeout is unknown; the same key then names the one refund', async () => {
    const request = await aRefundOfAPayment();
    fake.failNext('/v2/refunds', { hold: true });
    const impatient = squareOnFake(fake, IMPATIENT_TIMEOUT_MS);
    const [lost] = await Promise.all([impatient.refund(request), fake.requested('/v2/refunds', 1)]);
    expect(lost).toMatchObject({
      status: 'unknown',
      reason: expect.stringMatching(/^timeout/),
      refundId: null,
    });
    expect(await gateway.refund(request)).toMatchObject({
      status: 'unknown',
      refundId: fake.refunds()[0]?.id,
    });
    expect(fake.refunds()).toHaveLength(1);
  });

  it('a 500 while reading a refund back keeps it unknown with its id; the SDK does not retry', async () => {
    const request = await aRefundOfAPayment();
    const accepted = await gateway.refund(request);
    const refundId = accepted.status === 'unknown' ? (accepted.refundId ?? '') : '';
    fake.failNext(`/v2/refunds/${refundId}`, { status: 500 });
    expect(await gateway.getRefund(refundId)).toMatchObject({ status: 'unknown', refundId });
    expect(fake.requestCount(`/v2/refunds/${refundId}`)).toBe(1);
  });

  it('a refund that ends FAILED is refused with its id, and gives back nothing', async () => {
    const request = await aRefundOfAPayment();
    fake.refuseNextRefund({ when: 'later' });
    const accepted = await gateway.refund(request);
    const refundId = accepted.status === 'unknown' ? (accepted.refundId ?? '') : '';
    expect(await gateway.getRefund(refundId)).toMatchObject({
      status: 'refused',
      refusal: { code: 'REFUND_FAILED' },
      refundId,
    });
    const nextKey = request.idempotencyKey.replace(/^rf1-/, 'rf2-');
    const again = await gateway.refund({ ...request, idempotencyKey: nextKey });
    expect(again).toMatchObject({ status: 'unknown', refundId: expect.any(String) });
  });
});

describe('RefundGame when Square fails a refund after accepting it', () => {
  it('shows it failed once read back, then refunds it under the next key', async () => {
    const p = refundsProcess(inMemoryPersistence(), gateway);
    const { gameId, claimIds } = await p.aGameWithPaidClaims(3);
    fake.refuseNextRefund({ when: 'later' });
    const report = await p.refundGame.execute({ gameId, reason: 'Cancelled' });
    expect(report.progress).toMatchObject({ pending: 3, refunded: 0 });
    p.clock.advance(PAST_BACKOFF_MS);
    await p.useCases.reconcilePayments.execute();
    const shown = await p.refundProgress.execute(gameId);
    expect(shown.progress).toMatchObject({ refunded: 2, failed: 1 });
    const failed = shown.refunds.find((r) => r.status === 'failed');
    expect(failed).toMatchObject({ attempt: 2, failureCode: 'REFUND_FAILED', gatewayRefundId: null });
    await p.reconcileUntilDone(gameId);
    const made = fake.refunds().filter((r) => r.status === 'COMPLETED');
    expect(made.map((r) => r.idempotencyKey).sort()).toEqual(
      claimIds.map((id) => refundKeyOf(id, id === failed?.claimId ? 2 : 1)).sort(),
    );
  });
});
