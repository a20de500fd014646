import type { ClaimStatus } from './prize-claim';
import { TAX_REPORTING_THRESHOLD_CENTS } from './tax-id';

/** A claim the winner accepted: the prize is theirs (and reported on Form 1099 at the threshold). */
export const ACCEPTED_CLAIM_STATUSES: readonly ClaimStatus[] = [
  'claimed',
  'verified',
  'shipped',
  'delivered',
];

/** Full years after the year of a reported prize that its tax record is kept. */
const TAX_RECORD_YEARS = 4;

/** Which claims keep their tax record when the winner's account is erased. */
export interface TaxRecordRule {
  statuses: readonly ClaimStatus[];
  minValueCents: number;
}

/**
 * When an account is erased, its claims lose the winner's personal data (birth date, phone, typed
 * signature, client address; and name, address and TIN) except the tax record of an accepted prize
 * worth $600 or more: legal name, address and the sealed TIN, which the operator must keep for the
 * prize's Form 1099. The prize, its value, the dates and the shipment stay on every claim.
 */
export const TAX_RECORD_KEPT: TaxRecordRule = {
  statuses: ACCEPTED_CLAIM_STATUSES,
  minValueCents: TAX_REPORTING_THRESHOLD_CENTS,
};

/**
 * The tax records of erased accounts' claims notified before this instant have been kept long enough:
 * a prize of year Y is kept through the end of Y + TAX_RECORD_YEARS, then erased too.
 */
export const taxRecordsExpireBefore = (now: Date): Date =>
  new Date(Date.UTC(now.getUTCFullYear() - TAX_RECORD_YEARS, 0, 1));
