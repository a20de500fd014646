import type { Cents } from '../shared/money';
import type { NumberClaim } from './number-claim';

/** The dashboard's statistics (docs/rules/play.md, Statistics and history), money in cents. */
export interface PlayerStats {
  totalSpins: number;
  totalWins: number;
  totalSpentCents: Cents;
  /** Entries that cost nothing (an amount of 0 is a free entry). */
  freeSpins: number;
}

type ClaimFacts = Pick<NumberClaim, 'kind' | 'status' | 'priceCents'>;

/** Paid or free: the claims that count as entries (not pending, held or released). */
export const isSettled = (claim: Pick<NumberClaim, 'status'>): boolean =>
  claim.status === 'paid' || claim.status === 'free';

/** Stats from a player's claims: only settled claims count; pending, held and released ones do not. */
export function statsFromClaims(claims: readonly ClaimFacts[], wins: number): PlayerStats {
  const settled = claims.filter(isSettled);
  return {
    totalSpins: settled.length,
    totalWins: wins,
    totalSpentCents: settled.filter((c) => c.status === 'paid').reduce((sum, c) => sum + c.priceCents, 0),
    freeSpins: settled.filter((c) => c.kind === 'free' || c.priceCents === 0).length,
  };
}
