import { ACCEPTED_CLAIM_STATUSES } from './claim-retention';
import type { ClaimStatus } from './prize-claim';

/** The Winners tab's claims are read this many at a time (docs/rules/back-office.md, Lists). */
export const CLAIMS_PAGE_SIZE = 50;

/** What a claims search looks at: the player's name and e-mail, the legal name, the game and the prize. */
export interface SearchedClaim {
  gameName: string;
  prize: string;
  legalName: string | null;
  player: { firstName: string; lastName: string; email: string } | null;
}

/**
 * docs/rules/back-office.md, Winners tab: a search matches, case-insensitively, anywhere in the
 * player's e-mail, first, last or full name, the signed legal name, the game's name or the prize.
 * The in-memory adapter asks this; the SQL says the same.
 */
export function matchesClaimSearch(claim: SearchedClaim, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  const p = claim.player;
  const haystacks = [claim.gameName, claim.prize, claim.legalName ?? ''];
  if (p) haystacks.push(p.email, p.firstName, p.lastName, `${p.firstName} ${p.lastName}`);
  return haystacks.some((h) => h.toLowerCase().includes(needle));
}

/**
 * The claims whose shipping address and phone the operator may read (docs/rules/winners.md, The
 * operator's claims): accepted ones, the prize being the winner's to ship.
 */
export const showsShippingDetails = (status: ClaimStatus): boolean =>
  ACCEPTED_CLAIM_STATUSES.includes(status);
