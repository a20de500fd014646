import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApprovedCharge } from '../../application/payments/ports/charge-confirmer';
import { readReceiptFacts, receiptMail } from '../../application/payments/receipt-mail';
import { chargeEventTerms } from '../../application/shared/activity-events';
import { CLAIM_TRANSITIONS } from '../../domain/play/number-claim';
import type { StoreWorld } from './world';
import { aClaim, aGameDraft, aNewUser } from './world';

const AT = new Date('2030-01-01T12:00:00.000Z');
const { approve } = CLAIM_TRANSITIONS;

/**
 * The approved charge's confirm as one atomic step: the attempt, the claim, the ledger row, the
 * instant prize, the receipt and the event commit together, once; nothing is written when the
 * attempt was settled before or the claim is not pending.
 */
export function describeChargeConfirmerContract(name: string, makeWorld: () => Promise<StoreWorld>) {
  describe(`Charge confirmer contract: ${name}`, () => {
    let world: StoreWorld;
    let gameId: number;
    let userId: number;

    beforeEach(async () => {
      world = await makeWorld();
      const game = await world.games.create(aGameDraft({ totalNumbers: 10, gameType: 'instant_win' }));
      gameId = game.id;
      await world.instantPrizes.replace(game.id, [{ name: 'Gift card', valueCents: 2500, number: 7 }]);
      userId = (await world.users.create(aNewUser({ firstName: 'Ada' })))?.id ?? 0;
      await world.cards.add({
        userId,
        gatewayCustomerId: 'cust-ada',
        gatewayCardId: 'card-ada',
        fingerprint: null,
        brand: 'VISA',
        last4: '4242',
        expMonth: 12,
        expYear: 2033,
        cardholderName: 'Ada Lee',
        createdAt: AT,
      });
    });

    /** A pending paid claim of `number` and its pending attempt, as a paid spin leaves them. */
    async function aPendingCharge(number: number) {
      const claim = aClaim({
        gameId,
        number,
        userId,
        status: 'pending',
        createdAt: AT,
        spin: number,
        clientSeed: 'c',
      });
      await world.numbers.claim(claim);
      const attempt = await world.payments.startAttempt({
        id: claim.id,
        claimId: claim.id,
        gatewayCustomerId: 'cust-ada',
        gatewayCardId: 'card-ada',
        amountCents: claim.priceCents,
        note: 'note',
        nextTryAt: AT,
        createdAt: AT,
      });
      const gatewayPaymentId = `pay-${randomUUID()}`;
      // The receipt as the claim charger writes it: its facts read, its message built in TypeScript.
      const facts = await readReceiptFacts(world, attempt);
      const charge: ApprovedCharge = {
        attempt,
        gatewayPaymentId,
        amountCents: claim.priceCents,
        at: AT,
        claimStatus: { from: approve.from, to: approve.to },
        event: chargeEventTerms('payment'),
        notice: { deadline: new Date(AT.getTime() + 72 * 3_600_000), windowHours: 72 },
        receipt:
          facts && receiptMail(facts, { amountCents: claim.priceCents, createdAt: AT, gatewayPaymentId }),
      };
      return { claim, charge };
    }
    const receipts = async () => (await world.outbox.list(50)).filter((m) => m.message.kind === 'receipt');

    it('settles the attempt, pays the claim, writes the ledger row, the receipt and the event, once', async () => {
      const { claim, charge } = await aPendingCharge(4);
      expect(await world.confirms.approved(charge)).toEqual({ kind: 'confirmed', gameId, instantWin: null });
      expect(await world.numbers.findById(claim.id)).toMatchObject({ status: 'paid', settledAt: AT });
      expect(await world.payments.findAttempt(claim.id)).toMatchObject({
        status: 'approved',
        gatewayPaymentId: charge.gatewayPaymentId,
        tries: 1,
        settledAt: AT,
      });
      expect(await world.payments.findPayment(claim.id)).toEqual({
        claimId: claim.id,
        attemptId: claim.id,
        gatewayPaymentId: charge.gatewayPaymentId,
        amountCents: 400,
        createdAt: AT,
      });
      const mails = await receipts();
      expect(mails).toHaveLength(1);
      expect(mails[0]?.message).toEqual({
        kind: 'receipt',
        firstName: 'Ada',
        gameName: 'Mega Wheel',
        gameCode: expect.any(String),
        number: 4,
        amountCents: 400,
        cardBrand: 'VISA',
        cardLast4: '4242',
        paidAt: AT.toISOString(),
        paymentId: charge.gatewayPaymentId,
        drawAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect(await world.events.forUser(userId, 5)).toMatchObject([
        { kind: 'payment', gameId, number: 4, amountCents: 400, action: 'Payment received' },
      ]);

      expect(await world.confirms.approved({ ...charge, gatewayPaymentId: 'pay-again' })).toEqual({
        kind: 'settled-before',
      });
      expect((await world.payments.findPayment(claim.id))?.gatewayPaymentId).toBe(charge.gatewayPaymentId);
      expect(await receipts()).toHaveLength(1);
      expect(await world.events.forUser(userId, 5)).toHaveLength(1);
    });

    it('awards the instant prize its number carries, with its prize claim, in the same step', async () => {
      const { claim, charge } = await aPendingCharge(7);
      const confirmed = await world.confirms.approved(charge);
      const won = (await world.instantPrizes.wonByClaims([claim.id])).get(claim.id);
      expect(won?.won).toMatchObject({ claimId: claim.id, userId });
      // The answer names the prize's winner record: the claim page the result dialog links to.
      expect(confirmed).toEqual({
        kind: 'confirmed',
        gameId,
        instantWin: { k: 1, name: 'Gift card', valueCents: 2500, winnerId: won?.won?.winnerId },
      });
      expect(await world.prizeClaims.find(won?.won?.winnerId ?? 0)).toMatchObject({ prize: 'Gift card' });
    });

    it('writes the receipt it is handed only while its player is there: none once erased', async () => {
      const { claim, charge } = await aPendingCharge(6);
      expect(charge.receipt?.to).toEqual(expect.any(String));
      await world.users.erase(userId, AT);
      expect(await world.confirms.approved(charge)).toMatchObject({ kind: 'confirmed' });
      expect(await world.numbers.findById(claim.id)).toMatchObject({ status: 'paid' });
      expect(await receipts()).toHaveLength(0);
    });

    it('writes nothing when the claim is not pending: never a payment without its claim', async () => {
      const { claim, charge } = await aPendingCharge(5);
      await world.numbers.markPaid(claim.id, AT);
      await expect(world.confirms.approved(charge)).rejects.toThrow(/not pending/);
      expect(await world.payments.findAttempt(claim.id)).toMatchObject({ status: 'pending', tries: 0 });
      expect(await world.payments.findPayment(claim.id)).toBeNull();
      expect(await receipts()).toHaveLength(0);
      expect(await world.events.forUser(userId, 5)).toHaveLength(0);
    });
  });
}
