import type { GameStatus } from '../../../domain/games/game-status';
import type { PaymentCard } from '../../../domain/payments/payment-card';
import type { NumberClaim } from '../../../domain/play/number-claim';
import type { Spending } from '../../../domain/responsible-play/spending-limits';
import type { LimitPeriod } from '../../../domain/responsible-play/spending-periods';
import type { SpinTerms } from '../../../domain/responsible-play/spin-terms';
import type { Cents } from '../../../domain/shared/money';
import type { PaymentAttempt, ReceiptFactsBeforeSpin } from '../../payments';

/** Why a spin was refused under the game's lock, before anything was written. */
export type SpinRefusal =
  | { kind: 'no-game' }
  | { kind: 'no-player' }
  | { kind: 'not-live'; status: Exclude<GameStatus, 'live'>; startTime: Date };

export interface PaidSpinRequest {
  claimId: string;
  gameId: number;
  userId: number;
  requestId: string;
  now: Date;
  card: Pick<PaymentCard, 'gatewayCustomerId' | 'gatewayCardId'>;
  /** When the reconciler may retry the first charge attempt if this process does not settle it. */
  nextTryAt: Date;
  /** The start of the player's day, week and month at `now` (domain/responsible-play/spending-periods.ts). */
  periodStarts: Record<LimitPeriod, Date>;
  /**
   * What the domain allows this player (domain/responsible-play/spin-terms.ts): the limits in force
   * compared with their spending under their lock, valid only while their record is at `revision`.
   */
  player: Omit<Extract<SpinTerms, { kind: 'allowed' }>, 'kind'>;
  /** The claim window an instant win's notice states (the operator's setting); the default when absent. */
  claimWindowHours?: number;
}

export type PaidSpinOutcome =
  /**
   * attempt is null for a number that costs nothing: claimed paid at once, no charge. numbersLeft:
   * the game's available numbers after this take (0: this spin sold it out).
   */
  | { kind: 'claimed'; claim: NumberClaim; attempt: PaymentAttempt | null; numbersLeft: number }
  | SpinRefusal
  /** The player's record is not at the revision the terms were read from: read it, decide again. */
  | { kind: 'stale' }
  /** The dearest candidate could take the player past a limit of the terms: what the check saw. */
  | { kind: 'limit'; spent: Spending; highest: Cents }
  /** The claim would break a unique key: the request id's first claim, or an unsettled claim. */
  | { kind: 'unique-key' }
  /** Live, but no number a paid spin may draw: all reserved for payments, or only free ones left. */
  | { kind: 'nothing-for-sale'; why: 'reserved' | 'free-only' }
  /** The player holds as many paid entries as the game's cap allows (domain/play/entry-cap.ts). */
  | { kind: 'entry-limit'; limit: number };

export interface FreeSpinRequest {
  claimId: string;
  gameId: number;
  userId: number;
  now: Date;
  /** The claim window an instant win's notice states (the operator's setting); the default when absent. */
  claimWindowHours?: number;
}

export type FreeSpinOutcome =
  | { kind: 'claimed'; claim: NumberClaim }
  | SpinRefusal
  | { kind: 'exhausted'; why: 'used' | 'no-free-range' | 'none-left' };

export interface PaidSpinPreflightRequest {
  userId: number;
  gameId: number;
  requestId: string;
  now: Date;
  /** At most this many of the game's expired holds go back to the pool first. */
  releaseLimit: number;
}

/** What a paid spin checks before the game's lock, as it stood once the game's expired holds went back. */
export interface PaidSpinPreflight {
  /** The claim this request id already made (in any game): the request is a repeat. */
  seen: NumberClaim | null;
  /** The player (not deleted): what paid play's eligibility reads; null when there is none. */
  player: { state: string | null } | null;
  /** The player's default card. */
  card: Pick<PaymentCard, 'gatewayCustomerId' | 'gatewayCardId'> | null;
  /** The player's unsettled claim (pending or held) in the game, the holds released just now aside. */
  unsettled: NumberClaim | null;
  /** The game's expired holds that went back to the pool (NumberPool.releaseExpiredHolds). */
  released: NumberClaim[];
  /**
   * What the charge's receipt says of the player, the game and the default card, with the game's draw
   * timing as read (the spin may sell it out: SpinWheel dates the draw); null without both.
   */
  receipt: ReceiptFactsBeforeSpin | null;
}

/**
 * The critical section of a spin, as one atomic step that commits on its own: the player's lock
 * (paid spins: their record still at the terms' revision, their spending within the terms' limits),
 * the game's lock and status, the next spin number, the provably fair draw (`g:k:c`) among the
 * numbers the stored terms make candidates, the claim at its stored price and its log entry, the
 * activity event and, for a paid number with a price, its first charge attempt; a paid spin past the
 * game's stored cap on a player's paid entries is refused; a claim settled at once (free, or a number
 * that costs nothing) of an instant-win number wins its prize there (InstantPrizes.award: the win,
 * the prize claim and the winner's e-mail commit with the claim). It decides no rule:
 * prices and free numbers were written with the game (domain/games/game-types.ts numberTermsOf),
 * the limits and the break come in the request. Nothing is written when it refuses (the game's spin
 * sequence aside). Never called inside a unit of work.
 */
export interface SpinDesk {
  /**
   * A paid spin's reads before the game's lock, in one step that commits on its own (one round trip
   * on PostgreSQL): the game's expired holds go back to the pool, then the request id's claim, the
   * player, their default card and their unsettled claim in the game are read. It decides nothing:
   * the use case judges what it read (domain/accounts/eligibility-policy.ts and the claim's status).
   */
  preflight(request: PaidSpinPreflightRequest): Promise<PaidSpinPreflight>;
  paid(request: PaidSpinRequest): Promise<PaidSpinOutcome>;
  free(request: FreeSpinRequest): Promise<FreeSpinOutcome>;
}
