import type {
  ApprovedCharge,
  ChargeConfirmer,
  ConfirmOutcome,
} from '../../../application/payments/ports/charge-confirmer';
import type { RepositoriesUnitOfWork } from '../../persistence/repositories';

/**
 * The confirm step by step through the other ports, in one unit of work (the in-memory store runs
 * one at a time), holding what charge_confirm (functions/charge-confirm.sql) holds; the charge-confirmer contract
 * holds both adapters to the same answers.
 */
export class InMemoryChargeConfirmer implements ChargeConfirmer {
  constructor(private readonly uow: RepositoriesUnitOfWork) {}

  approved(c: ApprovedCharge): Promise<ConfirmOutcome> {
    return this.uow.run(async (tx) => {
      const { attempt, at } = c;
      const settlement = { status: 'approved' as const, gatewayPaymentId: c.gatewayPaymentId };
      if (!(await tx.payments.settleAttempt(attempt.id, settlement, at))) return { kind: 'settled-before' };
      const claim = await tx.numbers.findById(attempt.claimId);
      if (claim?.status !== c.claimStatus.from || !(await tx.numbers.markPaid(attempt.claimId, at))) {
        throw new Error(
          `payment ${c.gatewayPaymentId} approved for claim ${attempt.claimId}, which is not pending`,
        );
      }
      const payment = {
        claimId: attempt.claimId,
        attemptId: attempt.id,
        gatewayPaymentId: c.gatewayPaymentId,
        amountCents: c.amountCents,
        createdAt: at,
      };
      await tx.payments.recordPayment(payment);
      const award = await tx.instantPrizes.award(attempt.claimId, { ...c.notice, at });
      const prize = award && (await tx.instantPrizes.wonByClaims([attempt.claimId])).get(attempt.claimId);
      // The receipt it is handed, beside its ledger row; a claim whose player was erased gets none.
      const player = claim.userId === null ? null : await tx.users.findById(claim.userId);
      if (c.receipt && player) await tx.outbox.enqueue(c.receipt, at);
      await tx.events.record({
        ...c.event,
        userId: claim.userId,
        adminId: null,
        gameId: claim.gameId,
        number: claim.number,
        amountCents: c.amountCents,
        at,
      });
      return {
        kind: 'confirmed',
        gameId: claim.gameId,
        instantWin: prize?.won
          ? { k: prize.k, name: prize.name, valueCents: prize.valueCents, winnerId: prize.won.winnerId }
          : null,
      };
    });
  }
}
