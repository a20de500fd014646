import { windowPassed } from './claim-window';
import { type ClaimAction, type ClaimStatus, sourcesOf } from './prize-claim';

/**
 * What may be done to a prize claim now, by the state machine of domain/winners/prize-claim.ts: the
 * claim page and the Winners tab show these buttons and no others.
 */
export interface PrizeClaimActions {
  /** The winner accepts with the claim form or declines: while notified and the claim window is open. */
  answer: boolean;
  /** The operator's steps (docs/rules/winners.md, The operator's claims). */
  verify: boolean;
  ship: boolean;
  deliver: boolean;
  forfeit: boolean;
}

export function prizeClaimActions(
  claim: { status: ClaimStatus; deadline: Date },
  now: Date,
): PrizeClaimActions {
  const allowed = (action: ClaimAction) => sourcesOf(action).includes(claim.status);
  return {
    answer: allowed('accept') && !windowPassed(claim.deadline, now),
    verify: allowed('verify'),
    ship: allowed('ship'),
    deliver: allowed('deliver'),
    forfeit: allowed('forfeit'),
  };
}
