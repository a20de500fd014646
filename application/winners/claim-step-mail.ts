import { claimStepMail } from '../../domain/winners/claim-step-mail';
import type { ClaimStatus } from '../../domain/winners/prize-claim';
import type { AccountAddresses } from '../shared/ports/account-addresses';
import type { Outbox } from '../shared/ports/outbox';
import type { PrizeClaim, Shipment } from './ports/prize-claims';

/** The stores the step's e-mail uses, in the transaction of the status change. */
export type ClaimStepMailStores = { users: AccountAddresses; outbox: Outbox };

/**
 * Queues the winner's e-mail of the claim's move to `status` (domain/winners/claim-step-mail.ts), in
 * the caller's transaction: it leaves exactly when the change commits. An erased account gets none.
 */
export async function enqueueClaimStepMail(
  tx: ClaimStepMailStores,
  claim: PrizeClaim,
  status: ClaimStatus,
  at: Date,
  shipment?: Shipment,
): Promise<void> {
  const user = await tx.users.findById(claim.userId);
  if (!user || user.email === '') return;
  const message = claimStepMail({ ...claim, shipment: shipment ?? claim.shipment }, user.firstName, status);
  if (message) await tx.outbox.enqueue({ to: user.email, message }, at);
}
