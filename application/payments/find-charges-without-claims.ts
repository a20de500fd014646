import { inject, injectable } from 'inversify';
import {
  claimIdOf,
  type GatewayCharge,
  isChargeWithoutClaim,
} from '../../domain/payments/charge-without-claim';
import { store } from '../shared/tokens';
import type { PaymentHistory } from './ports/payment-history';
import type { PaymentAttempt, PaymentLedger } from './ports/payment-ledger';
import { ReconcilePayments, type ReconcileReport } from './reconcile-payments';
import { PAYMENT_HISTORY } from './tokens';

export interface ChargeWithoutClaim extends GatewayCharge {
  /** The claim's latest charge attempt in our database (declined, say), or null when it has none. */
  attempt: PaymentAttempt['status'] | null;
}

/**
 * After a restore to an earlier instant (docs/rules/operations.md, Backups): the gateway's payments
 * since then that hold a player's money with no claim of ours. The reconciler runs first, as every
 * server process would: a charge whose attempt is still pending in the restored database is settled
 * with its claim by it, so what is left is what the restore lost.
 */
@injectable()
export class FindChargesWithoutClaims {
  constructor(
    @inject(PAYMENT_HISTORY) private readonly history: PaymentHistory,
    @inject(store('payments')) private readonly ledger: Pick<PaymentLedger, 'findPayment' | 'latestAttempt'>,
    @inject(ReconcilePayments) private readonly reconciler: Pick<ReconcilePayments, 'execute'>,
  ) {}

  async execute(since: Date): Promise<{ reconciled: ReconcileReport; charges: ChargeWithoutClaim[] }> {
    const reconciled = await this.reconciler.execute();
    const charges: ChargeWithoutClaim[] = [];
    for (const charge of await this.history.listPayments(since)) {
      const claimId = claimIdOf(charge);
      const paid = claimId ? await this.ledger.findPayment(claimId) : null;
      if (!isChargeWithoutClaim(charge, paid?.gatewayPaymentId ?? null)) continue;
      const attempt = claimId ? await this.ledger.latestAttempt(claimId) : null;
      charges.push({ ...charge, attempt: attempt?.status ?? null });
    }
    return { reconciled, charges };
  }
}
