/** One payment as the gateway's list of payments gives it. */
export interface GatewayCharge {
  paymentId: string;
  /** Our reference on it: the claim it pays (null on a payment made elsewhere, by hand). */
  referenceId: string | null;
  amountCents: number;
  /** The gateway's status: COMPLETED, APPROVED (taken, not captured yet), PENDING, CANCELED or FAILED. */
  status: string;
  createdAt: Date;
}

/** The statuses of a payment that holds the player's money. */
const MONEY_TAKEN = new Set(['COMPLETED', 'APPROVED']);

/**
 * A charge with no claim (docs/rules/payments.md, Exactly once): the gateway holds the player's money
 * but the ledger has no payment of that id for its claim. It happens only when the database lost
 * what it had committed (a restore to an earlier instant): the charge is refunded, or its claim
 * restored by hand, before the site opens again.
 */
export function isChargeWithoutClaim(charge: GatewayCharge, ledgerPaymentId: string | null): boolean {
  return MONEY_TAKEN.has(charge.status) && charge.paymentId !== ledgerPaymentId;
}

const CLAIM_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The claim a charge names (a spin id is a UUID), or null when its reference is none of ours. */
export function claimIdOf(charge: GatewayCharge): string | null {
  return charge.referenceId !== null && CLAIM_ID.test(charge.referenceId) ? charge.referenceId : null;
}
