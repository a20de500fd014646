import type { NumberPool } from '../games';
import type { UnitOfWork } from '../shared/ports/unit-of-work';
import type { PaymentLedger } from './ports/payment-ledger';

/** The stores it uses, bound to one transaction. */
type Stores = { numbers: NumberPool; payments: PaymentLedger };

/** Rolls back a give-back that found a payment under way after all. */
class PaymentUnderWay extends Error {}

/**
 * Paying for a held number takes it first (held -> pending), then stores the new card and starts a
 * charge attempt. A payer whose process ended in between leaves the number pending with no attempt,
 * so no one would ever settle it. Once its hold ended before `endedBefore`, such a number is held
 * again, and released like any ended hold. Each give-back locks the claim and checks for a pending
 * attempt in one transaction, so a payer that started its attempt meanwhile keeps the claim (and a
 * payer that starts one later finds it no longer pending and charges nothing). Returns how many.
 */
export async function giveBackStalledPayments(
  uow: UnitOfWork<Stores>,
  numbers: Pick<NumberPool, 'listStalledPayments'>,
  endedBefore: Date,
  limit: number,
): Promise<number> {
  let given = 0;
  for (const claim of await numbers.listStalledPayments(endedBefore, limit)) {
    const expiresAt = claim.holdExpiresAt ?? endedBefore;
    try {
      given += await uow.run(async (tx) => {
        if (!(await tx.numbers.hold(claim.id, expiresAt))) return 0;
        if ((await tx.payments.latestAttempt(claim.id))?.status === 'pending') throw new PaymentUnderWay();
        return 1;
      });
    } catch (error) {
      if (!(error instanceof PaymentUnderWay)) throw error;
    }
  }
  return given;
}
