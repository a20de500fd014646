import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ChargeRequest, PaymentGateway } from '../../application/payments/ports/payment-gateway';

export interface PaymentGatewayHarness {
  gateway: PaymentGateway;
  /** The payments the processor behind the gateway created, declined ones included (FAILED). */
  payments(): Array<{ idempotencyKey: string; amountCents: number; status: string }>;
}

/** Square sandbox nonces whose cards store fine and whose charges decline with a stable code. */
const DECLINING_NONCES = [
  ['cnon:card-nonce-declined', 'GENERIC_DECLINE'],
  ['cnon:card-nonce-rejected-cvv', 'CVV_FAILURE'],
  ['cnon:card-nonce-rejected-postalcode', 'ADDRESS_VERIFICATION_FAILURE'],
  ['cnon:card-nonce-rejected-expiration', 'INVALID_EXPIRATION'],
  ['cnon:card-nonce-insufficient-funds', 'INSUFFICIENT_FUNDS'],
  ['cnon:card-nonce-expired-card', 'CARD_EXPIRED'],
  ['cnon:card-nonce-verification-required', 'CARD_DECLINED_VERIFICATION_REQUIRED'],
] as const;

/** The behaviour every PaymentGateway adapter keeps: the simulator and Square alike. */
export function paymentGatewayContract(
  name: string,
  makeHarness: () => Promise<PaymentGatewayHarness>,
): void {
  describe(`PaymentGateway contract: ${name}`, () => {
    let harness: PaymentGatewayHarness;
    let gateway: PaymentGateway;

    beforeEach(async () => {
      harness = await makeHarness();
      gateway = harness.gateway;
    });

    async function aCustomer(): Promise<string> {
      const key = randomUUID();
      const input = {
        idempotencyKey: key,
        referenceId: `user-${key}`,
        email: 'ann@gmail.com',
        givenName: 'Ann',
        familyName: 'Lee',
      };
      return (await gateway.createCustomer(input)).customerId;
    }

    async function aCard(customerId: string, nonce = 'cnon:card-nonce-ok') {
      const saved = await gateway.saveCard({
        idempotencyKey: randomUUID(),
        customerId,
        nonce,
        verificationToken: null,
        cardholderName: 'Ann Lee',
      });
      if (!saved.ok) throw new Error(`card refused: ${saved.refusal.code}`);
      return saved.card;
    }

    function aCharge(
      customerId: string,
      cardId: string,
      overrides: Partial<ChargeRequest> = {},
    ): ChargeRequest {
      const spinId = randomUUID();
      return {
        idempotencyKey: spinId,
        amountCents: 1250,
        customerId,
        cardId,
        referenceId: spinId,
        note: 'Spin',
        ...overrides,
      };
    }

    it('creates a customer, and the same key gives the same customer', async () => {
      const input = {
        idempotencyKey: randomUUID(),
        referenceId: 'user-1',
        email: 'a@gmail.com',
        givenName: 'A',
        familyName: 'B',
      };
      const first = await gateway.createCustomer(input);
      expect(first.customerId).toMatch(/\S/);
      expect(await gateway.createCustomer(input)).toEqual(first);
    });

    it('stores a card from the ok nonce with brand, last 4 and expiry, never the number', async () => {
      const card = await aCard(await aCustomer());
      expect(card).toMatchObject({ brand: 'VISA', last4: '1111', cardholderName: 'Ann Lee', enabled: true });
      expect(card.expMonth).toBeGreaterThanOrEqual(1);
      expect(card.expMonth).toBeLessThanOrEqual(12);
      expect(card.expYear).toBeGreaterThanOrEqual(new Date().getUTCFullYear());
    });

    it('gives the same card number one fingerprint, stored twice or for another customer', async () => {
      const customerId = await aCustomer();
      const first = await aCard(customerId);
      const again = await aCard(customerId);
      const elsewhere = await aCard(await aCustomer());
      const other = await aCard(customerId, 'cnon:card-nonce-ok-mastercard');
      expect(again.cardId).not.toBe(first.cardId);
      expect(first.fingerprint).toMatch(/\S/);
      expect(again.fingerprint).toBe(first.fingerprint);
      expect(elsewhere.fingerprint).toBe(first.fingerprint);
      expect(other.fingerprint).not.toBe(first.fingerprint);
    });

    it('reports a brand we do not take as null and keeps the ones we do', async () => {
      const customerId = await aCustomer();
      expect((await aCard(customerId, 'cnon:card-nonce-ok-mastercard')).brand).toBe('MASTERCARD');
      expect((await aCard(customerId, 'cnon:card-nonce-ok-jcb')).brand).toBeNull();
    });

    it('refuses an unknown nonce with a refusal, not a throw', async () => {
      const customerId = await aCustomer();
      const input = {
        idempotencyKey: randomUUID(),
        customerId,
        nonce: 'cnon:no-such-nonce',
        verificationToken: null,
        cardholderName: null,
      };
      const saved = await gateway.saveCard(input);
      expect(saved).toEqual({
        ok: false,
        refusal: { code: 'INVALID_CARD_DATA', detail: expect.any(String) },
      });
    });

    it("lists a customer's enabled cards and no one else's", async () => {
      const [ann, bob] = [await aCustomer(), await aCustomer()];
      const first = await aCard(ann);
      const second = await aCard(ann, 'cnon:card-nonce-declined');
      await aCard(bob);
      const listed = await gateway.listCards(ann);
      expect(listed.map((card) => card.cardId).sort()).toEqual([first.cardId, second.cardId].sort());
      expect(listed.find((card) => card.cardId === second.cardId)).toMatchObject({
        brand: 'VISA',
        last4: '0002',
      });
    });

    it('a disabled card is no longer listed and its charges decline', async () => {
      const customerId = await aCustomer();
      const card = await aCard(customerId);
      await gateway.disableCard(card.cardId);
      expect(await gateway.listCards(customerId)).toEqual([]);
      const outcome = await gateway.charge(aCharge(customerId, card.cardId));
      expect(outcome).toMatchObject({ status: 'declined', refusal: { code: 'INVALID_CARD' } });
      expect(harness.payments()).toEqual([]);
    });

    it('approves a charge on a good card for the amount asked', async () => {
      const customerId = await aCustomer();
      const card = await aCard(customerId);
      const request = aCharge(customerId, card.cardId, { amountCents: 2500 });
      const outcome = await gateway.charge(request);
      expect(outcome).toEqual({ status: 'approved', paymentId: expect.any(String), amountCents: 2500 });
      expect(harness.payments()).toEqual([
        expect.objectContaining({
          idempotencyKey: request.idempotencyKey,
          amountCents: 2500,
          status: 'COMPLETED',
        }),
      ]);
    });

    it('the same key twice charges once and answers with the same payment', async () => {
      const customerId = await aCustomer();
      const request = aCharge(customerId, (await aCard(customerId)).cardId);
      const first = await gateway.charge(request);
      expect(await gateway.charge({ ...request })).toEqual(first);
      expect(harness.payments()).toHaveLength(1);
    });

    it('the same key with another amount or card is our bug: it throws IDEMPOTENCY_KEY_REUSED', async () => {
      const customerId = await aCustomer();
      const request = aCharge(customerId, (await aCard(customerId)).cardId);
      await gateway.charge(request);
      await expect(gateway.charge({ ...request, amountCents: 999 })).rejects.toThrow(
        /IDEMPOTENCY_KEY_REUSED/,
      );
      const other = await aCard(customerId);
      await expect(gateway.charge({ ...request, cardId: other.cardId })).rejects.toThrow(
        /IDEMPOTENCY_KEY_REUSED/,
      );
      expect(harness.payments()).toHaveLength(1);
    });

    it('a charge of no money or of a fraction of a cent is our bug: it throws', async () => {
      const customerId = await aCustomer();
      const card = await aCard(customerId);
      await expect(gateway.charge(aCharge(customerId, card.cardId, { amountCents: 0 }))).rejects.toThrow();
      await expect(gateway.charge(aCharge(customerId, card.cardId, { amountCents: 12.5 }))).rejects.toThrow();
      expect(harness.payments()).toEqual([]);
    });

    it.each(DECLINING_NONCES)(
      'a card from %s stores, and its charges decline with %s',
      async (nonce, code) => {
        const customerId = await aCustomer();
        const card = await aCard(customerId, nonce);
        const request = aCharge(customerId, card.cardId);
        const outcome = await gateway.charge(request);
        expect(outcome).toMatchObject({
          status: 'declined',
          refusal: { code, detail: expect.any(String) },
          paymentId: expect.any(String),
        });
        expect(await gateway.charge(request)).toEqual(outcome);
        const again = await gateway.charge(aCharge(customerId, card.cardId));
        expect(again).toMatchObject({ status: 'declined', refusal: { code } });
        expect(harness.payments().filter((p) => p.status === 'COMPLETED')).toEqual([]);
      },
    );

    it('answers Test Connection with ok when the processor is reachable', async () => {
      expect(await gateway.checkConnection()).toEqual({ ok: true });
    });

    it('cancels a payment by its idempotency key, and an unknown key is not an error', async () => {
      const customerId = await aCustomer();
      const request = aCharge(customerId, (await aCard(customerId)).cardId);
      await gateway.charge(request);
      await gateway.cancelByIdempotencyKey(request.idempotencyKey);
      expect(harness.payments()).toEqual([expect.objectContaining({ status: 'CANCELED' })]);
      await expect(gateway.cancelByIdempotencyKey(randomUUID())).resolves.toBeUndefined();
    });
  });
}
