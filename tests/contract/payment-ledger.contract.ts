import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { NewPaymentAttempt } from '../../application/payments/ports/payment-ledger';
import type { NumberClaim } from '../../domain/play/number-claim';
import type { StoreWorld } from './world';
import { aClaim, aGameDraft, aNewUser } from './world';

type Subject = Pick<StoreWorld, 'users' | 'games' | 'numbers' | 'payments' | 'unitOfWork'>;

const T0 = new Date(Date.UTC(2030, 0, 1, 12));
const later = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

export function describePaymentLedgerContract(name: string, makeSubject: () => Promise<Subject>) {
  describe(`PaymentLedger contract: ${name}`, () => {
    let world: Subject;
    let claim: NumberClaim;
    const anAttempt = (fields: Partial<NewPaymentAttempt> = {}): NewPaymentAttempt => ({
      id: randomUUID(),
      claimId: claim.id,
      gatewayCustomerId: 'cust-1',
      gatewayCardId: 'card-1',
      amountCents: 4200,
      note: 'Prize Wheel: game 1, number 42',
      nextTryAt: later(30),
      createdAt: T0,
      ...fields,
    });

    beforeEach(async () => {
      world = await makeSubject();
      const game = await world.games.create(
        aGameDraft({ totalNumbers: 50, freePlayStart: 51, freePlayEnd: 50 }),
      );
      const userId = (await world.users.create(aNewUser()))?.id ?? null;
      claim = aClaim({ gameId: game.id, number: 42, userId, status: 'pending', priceCents: 4200 });
      await world.numbers.claim(claim);
    });

    it('starts a pending attempt and finds it, also as the claim’s latest', async () => {
      const started = await world.payments.startAttempt(anAttempt());
      expect(started).toMatchObject({
        status: 'pending',
        tries: 0,
        gatewayPaymentId: null,
        declineCode: null,
      });
      expect(await world.payments.findAttempt(started.id)).toEqual(started);
      expect(await world.payments.latestAttempt(claim.id)).toEqual(started);
      expect(await world.payments.findAttempt(randomUUID())).toBeNull();
    });

    it('allows one pending attempt per claim at a time', async () => {
      const first = await world.payments.startAttempt(anAttempt());
      await expect(world.payments.startAttempt(anAttempt())).rejects.toThrow();
      await world.payments.settleAttempt(first.id, declined('GENERIC_DECLINE'), later(1));
      const second = await world.payments.startAttempt(anAttempt({ createdAt: T0 }));
      expect(await world.payments.latestAttempt(claim.id)).toMatchObject({ id: second.id });
    });

    it('settles an attempt once: a second settlement changes nothing', async () => {
      const attempt = await world.payments.startAttempt(anAttempt());
      const approved = { status: 'approved' as const, gatewayPaymentId: 'pay-1' };
      expect(await world.payments.settleAttempt(attempt.id, approved, later(2))).toBe(true);
      expect(await world.payments.settleAttempt(attempt.id, declined('CVV_FAILURE'), later(3))).toBe(false);
      expect(await world.payments.findAttempt(attempt.id)).toMatchObject({
        status: 'approved',
        gatewayPaymentId: 'pay-1',
        declineCode: null,
        tries: 1,
        settledAt: later(2),
      });
    });

    it('keeps a decline’s code and detail', async () => {
      const attempt = await world.payments.startAttempt(anAttempt());
      await world.payments.settleAttempt(attempt.id, declined('INSUFFICIENT_FUNDS'), later(2));
      expect(await world.payments.findAttempt(attempt.id)).toMatchObject({
        status: 'declined',
        declineCode: 'INSUFFICIENT_FUNDS',
        declineDetail: 'detail of INSUFFICIENT_FUNDS',
      });
    });

    it('counts tries without an outcome and leases due attempts to one caller at a time', async () => {
      const attempt = await world.payments.startAttempt(anAttempt({ nextTryAt: later(30) }));
      await world.payments.recordTry(attempt.id, 'timeout', later(10));
      expect(await world.payments.findAttempt(attempt.id)).toMatchObject({ tries: 1, lastError: 'timeout' });
      expect(await world.payments.leaseDue(later(9), later(100), 10)).toEqual([]);
      const [leased] = await world.payments.leaseDue(later(10), later(100), 10);
      expect(leased).toMatchObject({ id: attempt.id, nextTryAt: later(100) });
      expect(await world.payments.leaseDue(later(50), later(200), 10)).toEqual([]);
      const both = await Promise.all([
        world.payments.leaseDue(later(100), later(300), 10),
        world.payments.leaseDue(later(100), later(300), 10),
      ]);
      expect(both.flat().map((a) => a.id)).toEqual([attempt.id]);
      await world.payments.settleAttempt(attempt.id, declined('GENERIC_DECLINE'), later(101));
      expect(await world.payments.leaseDue(later(1000), later(2000), 10)).toEqual([]);
    });

    it('writes one ledger row per claim, per attempt and per gateway payment', async () => {
      const attempt = await world.payments.startAttempt(anAttempt());
      await world.payments.settleAttempt(
        attempt.id,
        { status: 'approved', gatewayPaymentId: 'pay-9' },
        later(1),
      );
      const payment = {
        claimId: claim.id,
        attemptId: attempt.id,
        gatewayPaymentId: 'pay-9',
        amountCents: 4200,
        createdAt: later(1),
      };
      await world.payments.recordPayment(payment);
      expect(await world.payments.findPayment(claim.id)).toEqual(payment);
      await expect(
        world.payments.recordPayment({ ...payment, gatewayPaymentId: 'pay-10' }),
      ).rejects.toThrow();
      expect(await world.payments.findPayment(claim.id)).toEqual(payment);
    });

    it('rolls a ledger row back with its unit of work', async () => {
      const attempt = await world.payments.startAttempt(anAttempt());
      await expect(
        world.unitOfWork.run(async (tx) => {
          await tx.payments.settleAttempt(
            attempt.id,
            { status: 'approved', gatewayPaymentId: 'pay-x' },
            later(1),
          );
          await tx.payments.recordPayment({
            claimId: claim.id,
            attemptId: attempt.id,
            gatewayPaymentId: 'pay-x',
            amountCents: 4200,
            createdAt: later(1),
          });
          throw new Error('crash before commit');
        }),
      ).rejects.toThrow('crash before commit');
      expect(await world.payments.findPayment(claim.id)).toBeNull();
      expect(await world.payments.findAttempt(attempt.id)).toMatchObject({ status: 'pending' });
    });
  });
}

function declined(code: string) {
  return {
    status: 'declined' as const,
    gatewayPaymentId: null,
    declineCode: code,
    declineDetail: `detail of ${code}`,
  };
}
