import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SimulatedPaymentGateway } from '../../adapters/payments-simulator/simulated-payment-gateway';
import { paymentGatewayContract } from './payment-gateway.contract';
import { paymentGatewayRefundContract } from './payment-gateway-refunds.contract';

paymentGatewayContract('SimulatedPaymentGateway', async () => {
  const gateway = new SimulatedPaymentGateway();
  return { gateway, payments: () => gateway.payments() };
});

paymentGatewayRefundContract('SimulatedPaymentGateway', async () => {
  const gateway = new SimulatedPaymentGateway();
  return {
    gateway,
    payments: () => gateway.payments(),
    refunds: () => gateway.refunds(),
    refuseNextRefund: () => gateway.failNextRefund('refused'),
    loseNextRefundAnswer: () => gateway.failNextRefund('answer-lost'),
  };
});

describe('SimulatedPaymentGateway after a restart', () => {
  async function savedCard(gateway: SimulatedPaymentGateway, nonce: string) {
    const saved = await gateway.saveCard({
      idempotencyKey: randomUUID(),
      customerId: 'sim-cust-1',
      nonce,
      verificationToken: null,
      cardholderName: null,
    });
    if (!saved.ok) throw new Error('refused');
    return saved.card.cardId;
  }

  const charge = (cardId: string, idempotencyKey = randomUUID()) => ({
    idempotencyKey,
    amountCents: 700,
    customerId: 'sim-cust-1',
    cardId,
    referenceId: idempotencyKey,
    note: 'Spin',
  });

  it("keeps each card's behaviour, since the card id carries it", async () => {
    const before = new SimulatedPaymentGateway();
    const good = await savedCard(before, 'cnon:card-nonce-ok');
    const bad = await savedCard(before, 'cnon:card-nonce-rejected-cvv');
    const after = new SimulatedPaymentGateway();
    expect(await after.charge(charge(good))).toMatchObject({ status: 'approved' });
    expect(await after.charge(charge(bad))).toMatchObject({
      status: 'declined',
      refusal: { code: 'CVV_FAILURE' },
    });
  });

  it('answers a retried key with the same payment id, since it derives from the key', async () => {
    const before = new SimulatedPaymentGateway();
    const request = charge(await savedCard(before, 'cnon:card-nonce-ok'));
    const first = await before.charge(request);
    expect(await new SimulatedPaymentGateway().charge(request)).toEqual(first);
    expect(first).toMatchObject({ paymentId: `sim-pay-${request.idempotencyKey}` });
  });

  it('declines a card id it never issued', async () => {
    const outcome = await new SimulatedPaymentGateway().charge(charge('ccof:not-ours'));
    expect(outcome).toMatchObject({ status: 'declined', refusal: { code: 'NOT_FOUND' }, paymentId: null });
  });
});
