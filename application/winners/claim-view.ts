import { needsTaxId } from '../../domain/winners/tax-id';
import type { PrizeClaim, PrizeClaimListing, SignedClaim } from './ports/prize-claims';

/** What a claim shows outside the tax export: the TIN only as its last four digits. */
type SignedClaimView = Omit<SignedClaim, 'taxIdSealed'>;
export type PrizeClaimView = Omit<PrizeClaim, 'signed'> & {
  signed: SignedClaimView | null;
  taxIdRequired: boolean;
};
export type PrizeClaimListingView = PrizeClaimView & Pick<PrizeClaimListing, 'player'>;

export function viewOf(claim: PrizeClaim): PrizeClaimView {
  const { signed, ...rest } = claim;
  let shown: SignedClaimView | null = null;
  if (signed) {
    const { taxIdSealed: _, ...kept } = signed;
    shown = kept;
  }
  return { ...rest, signed: shown, taxIdRequired: needsTaxId(claim.prizeValueCents) };
}

export const listingViewOf = (claim: PrizeClaimListing): PrizeClaimListingView => ({
  ...viewOf(claim),
  player: claim.player,
});
