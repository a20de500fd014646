import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  PaymentGateway,
  RefundOutcome,
  RefundRequest,
} from '../../application/payments/ports/payment-gateway';
import { refundKeyOf } from '../../domain/payments/refund-key';
import type { PaymentGatewayHarness } from './payment-gateway.contract';

export interface RefundingGatewayHarness extends PaymentGatewayHarness {
  /** The refunds the processor made, refused ones included when it keeps them. */
  refunds(): Array<{ idempotencyKey: string; paymentId: string; amountCents: number; status: string }>;
  /** The processor turns the next refund down: nothing is refunded. */
  refuseNextRefund(): void;
  /** The processor makes the next refund, but its answer never arrives. */
  loseNextRefundAnswer(): void;
}

const GIVEN_BACK = new Set(['PENDING', 'COMPLETED']);

/** The refunds every PaymentGateway adapter makes alike: the simulator and Square. */
export function paymentGatewayRefundContract(
  name: string,
  makeHarness: () => Promise<RefundingGatewayHarness>,
): void {
  describe(`PaymentGateway refunds: ${name}`, () => {
    let harness: RefundingGatewayHarness;
    let gateway: PaymentGateway;

    beforeEach(async () => {
      harness = await makeHarness();
      gateway = harness.gateway;
    });

    /** An approved charge of `amountCents` on a good card; answers its payment id. */
    async function aPayment(amountCents = 2500): Promise<string> {
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
        cardholderName: 'Ann Lee',
      });
      if (!saved.ok) throw new Error('card refused');
      const spinId = randomUUID();
      const charged = await gateway.charge({
        idempotencyKey: spinId,
        amountCents,
        customerId,
        cardId: saved.card.cardId,
        referenceId: spinId,
        note: 'Spin',
      });
      if (charged.status !== 'approved') throw new Error(`charge ${charged.status}`);
      return charged.paymentId;
    }

    const aRefund = (paymentId: string, fields: Partial<RefundRequest> = {}): RefundRequest => ({
      idempotencyKey: refundKeyOf(randomUUID(), 1),
      paymentId,
      amountCents: 2500,
      reason: 'Game cancelled: prize unavailable',
      ...fields,
    });

    /** Asks again while the gateway is still processing the refund, as the refund runner does. */
    async function settled(outcome: RefundOutcome): Promise<RefundOutcome> {
      if (outcome.status !== 'unknown' || outcome.refundId === null) return outcome;
      return gateway.getRefund(outcome.refundId);
    }

    const givenBack = () => harness.refunds().filter((r) => GIVEN_BACK.has(r.status));

    it('refunds a payment in full under the key asked', async () => {
      const request = aRefund(await aPayment());
      const outcome = await settled(await gateway.refund(request));
      expect(outcome).toEqual({ status: 'refunded', refundId: expect.any(String), amountCents: 2500 });
      expect(harness.refunds()).toEqual([
        expect.objectContaining({ idempotencyKey: request.idempotencyKey, amountCents: 2500 }),
      ]);
    });

    it('the same key again makes no second refund and names the same one', async () => {
      const request = aRefund(await aPayment());
      const first = await settled(await gateway.refund(request));
      const again = await settled(await gateway.refund({ ...request }));
      expect(again).toMatchObject({ status: 'refunded' });
      expect(again).toMatchObject({ refundId: first.status === 'refunded' ? first.refundId : 'none' });
      expect(givenBack()).toHaveLength(1);
    });

    it('the same key for another amount is our bug: it throws IDEMPOTENCY_KEY_REUSED', async () => {
      const request = aRefund(await aPayment());
      await gateway.refund(request);
      await expect(gateway.refund({ ...request, amountCents: 100 })).rejects.toThrow(
        /IDEMPOTENCY_KEY_REUSED/,
      );
      expect(givenBack()).toHaveLength(1);
    });

    it('never gives back more than was paid: a second full refund under another key is refused', async () => {
      const paymentId = await aPayment();
      await settled(await gateway.refund(aRefund(paymentId)));
      const second = await gateway.refund(aRefund(paymentId));
      expect(second).toMatchObject({ status: 'refused', refusal: { code: 'REFUND_AMOUNT_INVALID' } });
      const tooMuch = await gateway.refund(aRefund(await aPayment(), { amountCents: 2501 }));
      expect(tooMuch).toMatchObject({ status: 'refused', refusal: { code: 'REFUND_AMOUNT_INVALID' } });
      expect(givenBack()).toHaveLength(1);
    });

    it('a refused refund says why and refunds nothing; a new key then refunds once', async () => {
      const paymentId = await aPayment();
      harness.refuseNextRefund();
      const refused = await settled(await gateway.refund(aRefund(paymentId)));
      expect(refused).toMatchObject({
        status: 'refused',
        refusal: { code: expect.any(String), detail: expect.any(String) },
      });
      expect(givenBack()).toEqual([]);
      expect(await settled(await gateway.refund(aRefund(paymentId)))).toMatchObject({ status: 'refunded' });
      expect(givenBack()).toHaveLength(1);
    });

    it('a refund whose answer is lost is unknown; the same key then answers that one refund', async () => {
      const request = aRefund(await aPayment());
      harness.loseNextRefundAnswer();
      expect(await gateway.refund(request)).toMatchObject({ status: 'unknown', refundId: null });
      expect(await settled(await gateway.refund(request))).toMatchObject({
        status: 'refunded',
        amountCents: 2500,
      });
      expect(givenBack()).toHaveLength(1);
    });

    it('refuses a refund of a payment it never made', async () => {
      const outcome = await gateway.refund(aRefund('no-such-payment'));
      expect(outcome).toMatchObject({ status: 'refused', refusal: { code: 'NOT_FOUND' } });
    });

    it('a refund of no money is our bug: it throws', async () => {
      await expect(gateway.refund(aRefund(await aPayment(), { amountCents: 0 }))).rejects.toThrow();
      expect(harness.refunds()).toEqual([]);
    });

    it('refund keys are derived from the claim, at most 45 characters, never a charge key', () => {
      const claimId = randomUUID();
      expect(refundKeyOf(claimId, 1)).toBe(refundKeyOf(claimId, 1));
      expect(refundKeyOf(claimId, 2)).not.toBe(refundKeyOf(claimId, 1));
      expect(refundKeyOf(claimId, 999_999).length).toBeLessThanOrEqual(45);
      expect(refundKeyOf(claimId, 1)).not.toBe(claimId);
    });
  });
}
