import { totalSpentCents } from '../payments/net-spent';
import type { RefundStatus } from '../payments/refund-progress';
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

type ClaimFacts = Pick<NumberClaim, 'id' | 'kind' | 'status' | 'priceCents'>;

/** A paid claim's refund (a cancelled game), whatever its stage. */
export interface ClaimRefund {
  claimId: string;
  status: RefundStatus;
  amountCents: Cents;
}

/** Paid or free: the claims that count as entries (not pending, held or released). */
export const isSettled = (claim: Pick<NumberClaim, 'status'>): boolean =>
  claim.status === 'paid' || claim.status === 'free';

/**
 * Stats from a player's claims: only settled claims count; pending, held and released ones do not.
 * Total spent is net of the refunds the gateway confirmed (domain/payments/net-spent.ts).
 */
export function statsFromClaims(
  claims: readonly ClaimFacts[],
  wins: number,
  refunds: readonly ClaimRefund[] = [],
): PlayerStats {
  const settled = claims.filter(isSettled);
  const refundOf = new Map(refunds.map((r) => [r.claimId, r]));
  return {
    totalSpins: settled.length,
    totalWins: wins,
    totalSpentCents: totalSpentCents(
      settled
        .filter((c) => c.status === 'paid')
        .map((c) => ({ amountCents: c.priceCents, refund: refundOf.get(c.id) ?? null })),
    ),
    freeSpins: settled.filter((c) => c.kind === 'free' || c.priceCents === 0).length,
  };
}
