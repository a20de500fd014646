import { beforeEach, describe, expect, it } from 'vitest';
import { refundKeyOf } from '../../../domain/payments/refund-key';
import type { RefundsProcess } from './refunds-world';

/** What a gateway under test gives the scenarios: the process, what it refunded, its faults. */
export interface RefundScenarioSetup {
  process: RefundsProcess;
  /** The refunds the processor made (not refused), with their payment and key. */
  givenBack(): Array<{ paymentId: string; idempotencyKey: string; amountCents: number }>;
  /** The next `n` refund calls fail with no answer, as Square answering 500 for a while. */
  serverErrors(n: number): void;
  /** The next `n` refunds are made but their answers never arrive. */
  droppedAnswers(n: number): void;
  /** The processor turns down the next refund. */
  refuseNext(): void;
}

const REASON = 'The prize is no longer available';
const CLAIMS = 50;

/** Cancelling a game's 50 paid claims refunds each once, whatever the gateway does meanwhile. */
export function describeRefundScenarios(name: string, start: () => Promise<RefundScenarioSetup>): void {
  describe(`RefundGame: ${name}`, () => {
    let setup: RefundScenarioSetup;
    let p: RefundsProcess;
    let gameId: number;
    let claimIds: string[];

    beforeEach(async () => {
      setup = await start();
      p = setup.process;
      ({ gameId, claimIds } = await p.aGameWithPaidClaims(CLAIMS));
    });

    /** Exactly one refund per paid claim, under its claim's key, for its whole payment. */
    async function expectEachClaimRefundedOnce(): Promise<void> {
      const given = setup.givenBack();
      expect(given).toHaveLength(CLAIMS);
      const rows = await p.repos.payments.listRefunds(gameId);
      expect(rows.map((r) => r.claimId).sort()).toEqual([...claimIds].sort());
      for (const row of rows) {
        const payment = await p.repos.payments.findPayment(row.claimId);
        expect(row).toMatchObject({ status: 'refunded', amountCents: payment?.amountCents });
        const mine = given.filter((g) => g.paymentId === payment?.gatewayPaymentId);
        expect(mine).toEqual([
          expect.objectContaining({
            idempotencyKey: refundKeyOf(row.claimId, row.attempt),
            amountCents: payment?.amountCents,
          }),
        ]);
      }
      const { progress } = await p.refundProgress.execute(gameId);
      const paidCents = rows.reduce((sum, r) => sum + r.amountCents, 0);
      expect(progress).toEqual({
        refunded: CLAIMS,
        pending: 0,
        failed: 0,
        total: CLAIMS,
        refundedCents: paidCents,
        done: true,
      });
    }

    it('refunding 50 paid claims gives 50 refunds and 50 ledger rows; a second call changes nothing', async () => {
      const report = await p.refundGame.execute({ gameId, reason: REASON });
      expect(report.opened).toBe(CLAIMS);
      expect(report.progress.total).toBe(CLAIMS);
      expect(report.refunds.map((r) => r.claimId).sort()).toEqual([...claimIds].sort());
      await p.reconcileUntilDone(gameId);
      await expectEachClaimRefundedOnce();
      const calls = p.gateway.refundCalls.length;
      const again = await p.refundGame.execute({ gameId, reason: 'again' });
      expect(again).toMatchObject({ opened: 0, progress: { refunded: CLAIMS, done: true } });
      expect(again.refunds.every((r) => r.reason === REASON)).toBe(true);
      expect(p.gateway.refundCalls).toHaveLength(calls);
      await expectEachClaimRefundedOnce();
    });

    it('with the gateway failing for a while, every refund still happens once after it recovers', async () => {
      setup.serverErrors(30);
      const report = await p.refundGame.execute({ gameId, reason: REASON });
      expect(report.progress.pending).toBeGreaterThanOrEqual(30);
      await p.reconcileUntilDone(gameId);
      await expectEachClaimRefundedOnce();
    });

    it('with answers dropped after the refund was made, every refund happens once', async () => {
      setup.droppedAnswers(20);
      const report = await p.refundGame.execute({ gameId, reason: REASON });
      expect(report.progress.pending).toBeGreaterThanOrEqual(20);
      await p.reconcileUntilDone(gameId);
      await expectEachClaimRefundedOnce();
      expect(new Set(p.gateway.refundCalls.map((c) => c.idempotencyKey)).size).toBe(CLAIMS);
    });

    it('a refused refund is shown as failed, retried after its back-off under the next key, never dropped', async () => {
      setup.refuseNext();
      const report = await p.refundGame.execute({ gameId, reason: REASON });
      expect(report.progress.failed).toBe(1);
      const refused = report.refunds.find((r) => r.status === 'failed');
      expect(refused).toMatchObject({ attempt: 2, failureCode: expect.any(String), tries: 1 });
      // Not retried before its back-off, and still shown to the operator.
      await p.useCases.reconcilePayments.execute();
      const shown = await p.refundProgress.execute(gameId);
      expect(shown.refunds.find((r) => r.claimId === refused?.claimId)).toMatchObject({ status: 'failed' });
      await p.reconcileUntilDone(gameId);
      expect(await p.repos.payments.findRefund(refused?.claimId ?? '')).toMatchObject({
        status: 'refunded',
        attempt: 2,
        failureCode: refused?.failureCode,
      });
      await expectEachClaimRefundedOnce();
    });
  });
}
