import type { Cents } from '../shared/money';
import type { RefundStatus } from './refund-progress';

/** A charge and its refund, if one was opened (a cancelled game). */
export interface ChargeWithRefund {
  amountCents: Cents;
  refund: { status: RefundStatus; amountCents: Cents } | null;
}

/**
 * What a charge cost the player (docs/rules/payments.md, Refunds shown): its amount less its refund
 * once the gateway confirmed it; a refund pending or failing has given nothing back yet.
 */
export const netChargeCents = ({ amountCents, refund }: ChargeWithRefund): Cents =>
  refund?.status === 'refunded' ? Math.max(0, amountCents - refund.amountCents) : amountCents;

/** A player's 'Total Spent': the charges net of their confirmed refunds. */
export const totalSpentCents = (charges: readonly ChargeWithRefund[]): Cents =>
  charges.reduce((sum, charge) => sum + netChargeCents(charge), 0);

/**
 * 'Average Spin' (and My Numbers' 'Average Cost'): 'Total Spent' over the entries counted, each net of
 * its confirmed refund like the total, in whole cents; 0 for none.
 */
export const averageSpentCents = (charges: readonly ChargeWithRefund[]): Cents =>
  charges.length === 0 ? 0 : Math.round(totalSpentCents(charges) / charges.length);
