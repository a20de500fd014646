import { type PrizeClaimActions, prizeClaimActions } from '../../domain/winners/prize-claim-actions';
import { needsTaxId } from '../../domain/winners/tax-id';
import type { PrizeClaim, PrizeClaimListing, SignedClaim } from './ports/prize-claims';

/** What a claim shows outside the tax export: the TIN only as its last four digits. */
type SignedClaimView = Omit<SignedClaim, 'taxIdSealed'>;
export type PrizeClaimView = Omit<PrizeClaim, 'signed'> & {
  signed: SignedClaimView | null;
  taxIdRequired: boolean;
  /** What may be done to it now, read at `now` (domain/winners/prize-claim-actions.ts). */
  actions: PrizeClaimActions;
};
export type PrizeClaimListingView = PrizeClaimView & Pick<PrizeClaimListing, 'player'>;

/** The claim as shown, with what may be done to it at `now` (its claim window read on the use case's clock). */
export function viewOf(claim: PrizeClaim, now: Date): PrizeClaimView {
  const { signed, ...rest } = claim;
  let shown: SignedClaimView | null = null;
  if (signed) {
    const { taxIdSealed: _, ...kept } = signed;
    shown = kept;
  }
  return {
    ...rest,
    signed: shown,
    taxIdRequired: needsTaxId(claim.prizeValueCents),
    actions: prizeClaimActions(claim, now),
  };
}

export const listingViewOf = (claim: PrizeClaimListing, now: Date): PrizeClaimListingView => ({
  ...viewOf(claim, now),
  player: claim.player,
});
