import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { NumberClaim } from '../../domain/play/number-claim';
import type { StoreWorld } from './world';
import { aClaim, aGameDraft, aNewUser } from './world';

type Subject = Pick<StoreWorld, 'users' | 'games' | 'numbers' | 'payments' | 'unitOfWork'>;

const T0 = new Date(Date.UTC(2030, 0, 1, 12));
const later = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const REASON = 'Prize unavailable';

export function describeRefundLedgerContract(name: string, makeSubject: () => Promise<Subject>) {
  describe(`PaymentLedger refunds contract: ${name}`, () => {
    let world: Subject;
    let gameId: number;
    let paid: NumberClaim[];

    /** A claim of the game, paid through an approved attempt and its ledger row. */
    async function aPaidClaim(game: number, number: number): Promise<NumberClaim> {
      const userId = (await world.users.create(aNewUser()))?.id ?? null;
      const claim = aClaim({ gameId: game, number, userId, status: 'pending', priceCents: number * 100 });
      await world.numbers.claim(claim);
      const attempt = await world.payments.startAttempt({
        id: randomUUID(),
        claimId: claim.id,
        gatewayCustomerId: 'cust-1',
        gatewayCardId: 'card-1',
        amountCents: number * 100,
        note: `number ${number}`,
        nextTryAt: T0,
        createdAt: T0,
      });
      const gatewayPaymentId = `pay-${claim.id}`;
      await world.payments.settleAttempt(attempt.id, { status: 'approved', gatewayPaymentId }, T0);
      await world.payments.recordPayment({
        claimId: claim.id,
        attemptId: attempt.id,
        gatewayPaymentId,
        amountCents: number * 100,
        createdAt: T0,
      });
      return claim;
    }

    const openAll = (at = T0) => world.payments.openRefunds({ gameId, claimIds: null, reason: REASON, at });

    beforeEach(async () => {
      world = await makeSubject();
      const game = await world.games.create(
        aGameDraft({ totalNumbers: 20, freePlayStart: 21, freePlayEnd: 20 }),
      );
      gameId = game.id;
      paid = [await aPaidClaim(gameId, 3), await aPaidClaim(gameId, 1), await aPaidClaim(gameId, 7)];
      // Neither an unpaid claim nor another game's payment is the game's to refund.
      await world.numbers.claim(aClaim({ gameId, number: 9, status: 'pending', priceCents: 900 }));
      const other = await world.games.create(
        aGameDraft({ totalNumbers: 20, freePlayStart: 21, freePlayEnd: 20 }),
      );
      await aPaidClaim(other.id, 2);
    });

    it('opens one pending refund per paid claim of the game, in claim order, once', async () => {
      expect(await openAll()).toBe(3);
      expect(await openAll(later(5))).toBe(0);
      const refunds = await world.payments.listRefunds(gameId);
      expect(refunds.map((r) => r.claimId)).toEqual(paid.map((c) => c.id));
      expect(refunds[0]).toEqual({
        claimId: paid[0]?.id,
        gameId,
        gatewayPaymentId: `pay-${paid[0]?.id}`,
        amountCents: 300,
        reason: REASON,
        status: 'pending',
        attempt: 1,
        tries: 0,
        gatewayRefundId: null,
        failureCode: null,
        failureDetail: null,
        lastError: null,
        nextTryAt: T0,
        createdAt: T0,
        refundedAt: null,
      });
      expect(await world.payments.findRefund(paid[1]?.id ?? '')).toMatchObject({ amountCents: 100 });
      expect(await world.payments.findRefund(randomUUID())).toBeNull();
    });

    it('opens only the claims asked for, and the rest later', async () => {
      const first = paid[1]?.id ?? '';
      expect(await world.payments.openRefunds({ gameId, claimIds: [first], reason: REASON, at: T0 })).toBe(1);
      expect((await world.payments.listRefunds(gameId)).map((r) => r.claimId)).toEqual([first]);
      expect(await openAll()).toBe(2);
    });

    it('reads the refunds of given claims, of any game, leaving out claims without one', async () => {
      expect(await world.payments.refundsOfClaims([])).toEqual([]);
      const first = paid[1]?.id ?? '';
      await world.payments.openRefunds({ gameId, claimIds: [first], reason: REASON, at: T0 });
      const read = await world.payments.refundsOfClaims([first, paid[0]?.id ?? '', randomUUID()]);
      expect(read).toEqual([await world.payments.findRefund(first)]);
      expect(read[0]).toMatchObject({ claimId: first, status: 'pending', amountCents: 100 });
    });

    it('tallies each game with refunds by status, with the amounts', async () => {
      expect(await world.payments.refundTallies()).toEqual([]);
      await openAll();
      const refused = { status: 'refused' as const, code: 'REFUND_DECLINED', detail: 'declined' };
      const done = { status: 'refunded' as const, gatewayRefundId: 'ref-t' };
      await world.payments.recordRefundTry(paid[0]?.id ?? '', 1, done, later(1), later(1));
      await world.payments.recordRefundTry(paid[2]?.id ?? '', 1, refused, later(1), later(30));
      expect(await world.payments.refundTallies()).toEqual([
        { gameId, status: 'failed', count: 1, amountCents: 700 },
        { gameId, status: 'pending', count: 1, amountCents: 100 },
        { gameId, status: 'refunded', count: 1, amountCents: 300 },
      ]);
    });

    it('two processes opening at once open each claim once', async () => {
      const opened = await Promise.all([openAll(), openAll(), openAll()]);
      expect(opened.reduce((a, b) => a + b, 0)).toBe(3);
      expect(await world.payments.listRefunds(gameId)).toHaveLength(3);
    });

    it('leases due refunds to one runner at a time, of one game or of any', async () => {
      await openAll();
      expect(await world.payments.leaseDueRefunds(later(-1), later(60), 10)).toEqual([]);
      const both = await Promise.all([
        world.payments.leaseDueRefunds(T0, later(60), 2, gameId),
        world.payments.leaseDueRefunds(T0, later(60), 2, gameId),
      ]);
      expect(
        both
          .flat()
          .map((r) => r.claimId)
          .sort(),
      ).toEqual(paid.map((c) => c.id).sort());
      expect(both.flat()[0]).toMatchObject({ nextTryAt: later(60) });
      expect(await world.payments.leaseDueRefunds(later(59), later(120), 10)).toEqual([]);
      expect(await world.payments.leaseDueRefunds(later(60), later(120), 10, gameId + 1000)).toEqual([]);
      expect(await world.payments.leaseDueRefunds(later(60), later(120), 10)).toHaveLength(3);
    });

    it('records a refund once: refunded is final and is never leased again', async () => {
      await openAll();
      const claimId = paid[0]?.id ?? '';
      const done = { status: 'refunded' as const, gatewayRefundId: 'ref-1' };
      expect(await world.payments.recordRefundTry(claimId, 1, done, later(2), later(2))).toBe(true);
      expect(await world.payments.recordRefundTry(claimId, 1, done, later(3), later(3))).toBe(false);
      expect(await world.payments.findRefund(claimId)).toMatchObject({
        status: 'refunded',
        gatewayRefundId: 'ref-1',
        tries: 1,
        refundedAt: later(2),
      });
      const due = await world.payments.leaseDueRefunds(later(100), later(200), 10);
      expect(due.map((r) => r.claimId)).not.toContain(claimId);
    });

    it('a refusal fails the refund and moves it to the next key; a late answer for the old key is ignored', async () => {
      await openAll();
      const claimId = paid[0]?.id ?? '';
      const refusal = { status: 'refused' as const, code: 'REFUND_DECLINED', detail: 'declined' };
      expect(await world.payments.recordRefundTry(claimId, 1, refusal, later(1), later(30))).toBe(true);
      expect(await world.payments.findRefund(claimId)).toMatchObject({
        status: 'failed',
        attempt: 2,
        tries: 1,
        failureCode: 'REFUND_DECLINED',
        failureDetail: 'declined',
        nextTryAt: later(30),
      });
      const stale = { status: 'refunded' as const, gatewayRefundId: 'ref-stale' };
      expect(await world.payments.recordRefundTry(claimId, 1, stale, later(2), later(2))).toBe(false);
      const processing = { status: 'unknown' as const, error: 'processing', gatewayRefundId: 'ref-2' };
      expect(await world.payments.recordRefundTry(claimId, 2, processing, later(31), later(40))).toBe(true);
      const lost = { status: 'unknown' as const, error: 'timeout', gatewayRefundId: null };
      expect(await world.payments.recordRefundTry(claimId, 2, lost, later(41), later(50))).toBe(true);
      expect(await world.payments.findRefund(claimId)).toMatchObject({
        status: 'pending',
        attempt: 2,
        tries: 3,
        gatewayRefundId: 'ref-2',
        failureCode: 'REFUND_DECLINED',
        lastError: 'timeout',
        nextTryAt: later(50),
      });
    });

    it('rolls refunds back with their unit of work', async () => {
      await expect(
        world.unitOfWork.run(async (tx) => {
          await tx.payments.openRefunds({ gameId, claimIds: null, reason: REASON, at: T0 });
          throw new Error('crash before commit');
        }),
      ).rejects.toThrow('crash before commit');
      expect(await world.payments.listRefunds(gameId)).toEqual([]);
    });
  });
}
