import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { type PaymentsWorld, paymentsWorld } from './payments-world';

const GRACE_MS = 30_000;

describe('ReconcilePayments: charges whose outcome a request could not learn', () => {
  let w: PaymentsWorld;
  beforeEach(() => {
    w = paymentsWorld();
  });

  async function pendingSpin(...faults: Parameters<PaymentsWorld['gateway']['failNext']>) {
    const player = await w.aPlayer('ok');
    const game = await w.aGame();
    w.gateway.failNext(...faults);
    const requestId = randomUUID();
    const answer = await w.useCases.spinWheel.execute({ userId: player.id, gameId: game.id, requestId });
    return { player, game, requestId, answer };
  }

  it('retries a lost request with the same key in the request itself', async () => {
    const { answer } = await pendingSpin('lost-request', 'throw');
    expect(answer).toMatchObject({ ok: true, value: { status: 'paid' } });
    const keys = new Set(w.gateway.charges.map((c) => c.idempotencyKey));
    expect(w.gateway.charges).toHaveLength(3);
    expect(keys.size).toBe(1);
    expect(w.completed()).toHaveLength(1);
  });

  it('answers pending when every try is lost, then settles it once after the grace period', async () => {
    const { answer, player, requestId } = await pendingSpin('lost-answer', 'lost-answer', 'lost-answer');
    expect(answer).toMatchObject({ ok: true, value: { status: 'pending', claim: { status: 'pending' } } });
    expect(w.completed()).toHaveLength(1);
    // Still the request's: the reconciler leaves it alone during the grace period.
    expect(await w.useCases.reconcilePayments.execute()).toEqual({
      settled: 0,
      stillPending: 0,
      released: 0,
    });
    w.clock.advance(GRACE_MS);
    expect(await w.useCases.reconcilePayments.execute()).toEqual({
      settled: 1,
      stillPending: 0,
      released: 0,
    });
    expect(await w.useCases.reconcilePayments.execute()).toEqual({
      settled: 0,
      stillPending: 0,
      released: 0,
    });
    const claim = await w.repos.numbers.findByRequestId(player.id, requestId);
    expect(claim).toMatchObject({ status: 'paid' });
    expect(await w.repos.payments.findPayment(claim?.id ?? '')).toMatchObject({
      gatewayPaymentId: w.completed()[0]?.paymentId,
    });
    expect(w.completed()).toHaveLength(1);
  });

  it('backs off while the gateway stays unreachable, and never charges twice', async () => {
    const { player, game, requestId } = await pendingSpin('lost-request', 'lost-request', 'lost-request');
    w.gateway.always = 'lost-request';
    w.clock.advance(GRACE_MS);
    expect(await w.useCases.reconcilePayments.execute()).toMatchObject({ settled: 0, stillPending: 1 });
    expect(await w.useCases.reconcilePayments.execute()).toMatchObject({ stillPending: 0 });
    w.gateway.always = null;
    w.clock.advance(60_000);
    expect(await w.useCases.reconcilePayments.execute()).toMatchObject({ settled: 1 });
    expect(
      await w.useCases.spinWheel.execute({ userId: player.id, gameId: game.id, requestId }),
    ).toMatchObject({
      ok: true,
      value: { status: 'paid' },
    });
    expect(w.completed()).toHaveLength(1);
    expect(new Set(w.gateway.charges.map((c) => c.idempotencyKey)).size).toBe(1);
  });

  it('settles a decline it learns late into a hold, and releases it when the hold ends', async () => {
    const player = await w.aPlayer('declined');
    const game = await w.aGame();
    w.gateway.failNext('lost-answer', 'lost-answer', 'lost-answer');
    const requestId = randomUUID();
    expect(
      await w.useCases.spinWheel.execute({ userId: player.id, gameId: game.id, requestId }),
    ).toMatchObject({
      ok: true,
      value: { status: 'pending' },
    });
    w.clock.advance(GRACE_MS);
    expect(await w.useCases.reconcilePayments.execute()).toMatchObject({ settled: 1 });
    const answer = await w.useCases.spinWheel.execute({ userId: player.id, gameId: game.id, requestId });
    expect(answer).toMatchObject({
      ok: false,
      error: { code: 'PAYMENT_DECLINED', declineCode: 'GENERIC_DECLINE' },
    });
    w.clock.advance(10 * 60_000);
    expect(await w.useCases.reconcilePayments.execute()).toMatchObject({ released: 1 });
    expect(w.completed()).toEqual([]);
  });
});
