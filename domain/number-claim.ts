import type { Cents } from './money';

export type ClaimKind = 'free' | 'paid';

/**
 * pending: reserved by a paid spin, charge outcome not known yet.
 * held: charge declined; the number stays with the player for the hold period.
 * paid / free: settled claims that count as entries.
 * released: the number went back to the pool (kept for the record).
 */
export type ClaimStatus = 'pending' | 'held' | 'paid' | 'free' | 'released';

export interface NumberClaim {
  /** The spin id (UUID); also the payment idempotency key for paid spins. */
  id: string;
  gameId: number;
  number: number;
  /** Null once the player's account has been deleted (claims are kept anonymised). */
  userId: number | null;
  kind: ClaimKind;
  status: ClaimStatus;
  priceCents: Cents;
  /** The client's request id, so a retried request returns the first result. */
  requestId: string | null;
  createdAt: Date;
  settledAt: Date | null;
  holdExpiresAt: Date | null;
}

/** Statuses under which a number is taken and cannot be claimed by anyone else. */
export const LIVE_CLAIM_STATUSES: readonly ClaimStatus[] = ['pending', 'held', 'paid', 'free'];
