import { type ClaimWords, claimKindOf, claimWords } from '../../domain/winners/claim-words';
import { type PrizeClaimActions, prizeClaimActions } from '../../domain/winners/prize-claim-actions';
import { trackingUrl } from '../../domain/winners/shipment';
import { needsTaxId } from '../../domain/winners/tax-id';
import type { PrizeClaim, PrizeClaimListing, Shipment, SignedClaim } from './ports/prize-claims';

/** What a claim shows outside the tax export: the TIN only as its last four digits. */
type SignedClaimView = Omit<SignedClaim, 'taxIdSealed'>;
export type PrizeClaimView = Omit<PrizeClaim, 'signed' | 'shipment'> & {
  signed: SignedClaimView | null;
  /** The shipment with the carrier's tracking page, when the carrier is one we can link. */
  shipment: (Shipment & { trackingUrl: string | null }) | null;
  taxIdRequired: boolean;
  /** What the claim says of a prize not taken, by its kind: an instant prize is never drawn again. */
  words: ClaimWords;
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
    shipment: claim.shipment && { ...claim.shipment, trackingUrl: trackingUrl(claim.shipment) },
    taxIdRequired: needsTaxId(claim.prizeValueCents),
    words: claimWords(claimKindOf(claim.instant)),
    actions: prizeClaimActions(claim, now),
  };
}

export const listingViewOf = (claim: PrizeClaimListing, now: Date): PrizeClaimListingView => ({
  ...viewOf(claim, now),
  player: claim.player,
});
