import type { Cents } from '../shared/money';

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
  /** Provably fair: the claim's spin number in its game (1, 2, 3, ...) and the client seed it used. */
  spin?: number;
  clientSeed?: string;
}

/**
 * The statuses of a paid claim that count as the player's spending and as a paid entry: being charged,
 * held after a decline, or paid (docs/rules/responsible-play.md). A released claim spent nothing.
 */
export const SPENDING_CLAIM_STATUSES: readonly ClaimStatus[] = ['pending', 'held', 'paid'];

/** Whether a claim counts as spending: paid kind, at one of SPENDING_CLAIM_STATUSES. */
export const countsAsSpending = (claim: Pick<NumberClaim, 'kind' | 'status'>): boolean =>
  claim.kind === 'paid' && SPENDING_CLAIM_STATUSES.includes(claim.status);

/** A number's state in its game: no live claim (available), or the status of its live claim. */
export type NumberState = 'available' | Exclude<ClaimStatus, 'released'>;

/** What moves a claim: a spin's reservation, a charge's outcome, a payment of a held number, time. */
export type ClaimEvent =
  | 'reserve'
  | 'reserveFreeOfCharge'
  | 'takeFreeEntry'
  | 'approve'
  | 'decline'
  | 'payHeld'
  | 'releaseHold'
  | 'withdrawHold';

/** Beyond the status: whether the claim's hold must still be open, or must have ended, at `now`. */
type HoldGuard = 'none' | 'hold-open' | 'hold-ended';

export interface ClaimTransition {
  from: NumberState;
  to: ClaimStatus;
  guard: HoldGuard;
}

/**
 * The claim lifecycle, the one table both number-pool adapters follow (their SQL conditions name
 * these `from` statuses). Any move not listed is refused. paid, free and released are final.
 * A player has at most one unsettled claim (pending or held) per game; `reserve` is refused while
 * one exists (a partial unique index of claims).
 */
export const CLAIM_TRANSITIONS: Readonly<Record<ClaimEvent, ClaimTransition>> = {
  /** A paid spin lands on a number with a price: reserved until its charge is known. */
  reserve: { from: 'available', to: 'pending', guard: 'none' },
  /** A paid spin lands on a number of the free range: an entry at once, no charge. */
  reserveFreeOfCharge: { from: 'available', to: 'paid', guard: 'none' },
  /** The no-purchase entry. */
  takeFreeEntry: { from: 'available', to: 'free', guard: 'none' },
  approve: { from: 'pending', to: 'paid', guard: 'none' },
  /** A declined charge holds the number for the player (an earlier hold expiry is kept). */
  decline: { from: 'pending', to: 'held', guard: 'none' },
  /** process-payment: a held number is being paid for with a new attempt. */
  payHeld: { from: 'held', to: 'pending', guard: 'hold-open' },
  /** The hold ended: the claim is kept for the record and its number goes back to the pool. */
  releaseHold: { from: 'held', to: 'released', guard: 'hold-ended' },
  /**
   * The hold ends early, as on expiry: the game can no longer sell the number to its holder (it
   * ended, or was deleted), or the game already holds as many declined numbers as it may.
   */
  withdrawHold: { from: 'held', to: 'released', guard: 'none' },
};

/** When the hold guard is checked: the claim's hold expiry and the time of the event. */
export interface HoldTime {
  holdExpiresAt: Date | null;
  now: Date;
}

/** The status an event moves a claim (or an available number) to, or null when the table refuses. */
export function nextClaimStatus(
  current: NumberState | 'released',
  event: ClaimEvent,
  time: HoldTime | null = null,
): ClaimStatus | null {
  const t = CLAIM_TRANSITIONS[event];
  if (t.from !== current) return null;
  if (t.guard === 'none') return t.to;
  if (!time || time.holdExpiresAt === null) return null;
  const open = time.holdExpiresAt.getTime() > time.now.getTime();
  return open === (t.guard === 'hold-open') ? t.to : null;
}

/** The `from` status of an event, for a store's conditional update (`WHERE status = from`). */
export const fromStatusOf = (event: ClaimEvent): NumberState => CLAIM_TRANSITIONS[event].from;

/** The statuses a claim is unsettled in: at most one such claim per player and game. */
export const UNSETTLED_CLAIM_STATUSES: readonly ClaimStatus[] = ['pending', 'held'];

/** Whether the claim is unsettled: its payment pending, or its number held after a decline. */
export const isUnsettled = (c: Pick<NumberClaim, 'status'>): boolean =>
  UNSETTLED_CLAIM_STATUSES.includes(c.status);
