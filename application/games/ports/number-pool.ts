import type { NumberRange } from '../../../domain/games/number-range';
import type { PriceFigures } from '../../../domain/games/pricing-policy';
import type { NumberClaim } from '../../../domain/play/number-claim';

export type { NumberRange };

export interface RecentNumber {
  number: number;
  timestamp: Date;
}

/**
 * The numbers of each game and who claimed them. The database makes a double claim impossible:
 * a number has at most one live claim (pending, held, paid or free).
 */
/** A claim before its number is drawn. */
export type NewClaim = Omit<NumberClaim, 'number'>;
/** What claimNthAvailable did: the number claimed, or why nothing was. */
export type NthClaim = { claimed: number } | { refused: 'no-such-number' | 'free-entry-exists' };
/** A paid spin's claim before its number is drawn and priced. */
export type NewPaidClaim = Pick<NumberClaim, 'id' | 'gameId' | 'createdAt' | 'spin' | 'clientSeed'> & {
  userId: number;
  requestId: string;
};
/**
 * What reservePaidNth did: the claim written, or why none was. 'unique-key': the claim would break
 * a unique key (the request id was used, or the player has an unsettled claim in the game), so
 * nothing was written and the transaction stays usable for finding out which.
 */
export type PaidDraw = { claimed: NumberClaim } | { refused: 'no-such-number' | 'unique-key' };

export interface NumberPool {
  countAvailable(gameId: number, range?: NumberRange): Promise<number>;
  /** Available counts for many games at once (games with none available map to 0). */
  countAvailableByGame(gameIds: readonly number[]): Promise<Map<number, number>>;
  /** The k-th (0-based, ascending) available number, or null when k is out of range. */
  nthAvailable(gameId: number, k: number, range?: NumberRange): Promise<number | null>;
  listAvailable(gameId: number): Promise<number[]>;
  /** Records the claim and takes its number out of the pool. Throws if the number is taken. */
  claim(claim: NumberClaim): Promise<void>;
  /**
   * Claims the k-th (0-based, ascending) available number of the range in one step, like
   * nthAvailable then claim. A free claim is refused when the player has a free entry in the game.
   */
  claimNthAvailable(claim: NewClaim, k: number, range?: NumberRange): Promise<NthClaim>;
  /**
   * A paid spin's draw and claim in one step: the k-th (0-based, ascending) available number of the
   * game outside `skip` (when given), at the price stored with the number and claimed 'pending', or
   * 'paid' at once when it costs nothing (CLAIM_TRANSITIONS reserve / reserveFreeOfCharge).
   */
  reservePaidNth(claim: NewPaidClaim, k: number, skip?: NumberRange): Promise<PaidDraw>;
  /** The player's unsettled (pending or held) claim in the game: there is at most one. */
  findUnsettled(userId: number, gameId: number): Promise<NumberClaim | null>;
  findFreeEntry(userId: number, gameId: number): Promise<NumberClaim | null>;
  findByRequestId(userId: number, requestId: string): Promise<NumberClaim | null>;
  /** Settled and in-flight claims of a game, newest first. */
  recent(gameId: number, limit: number): Promise<RecentNumber[]>;
  listByUser(userId: number): Promise<NumberClaim[]>;

  // Paid spins' settlement. Each change is conditional on the claim's current status, so two
  // processes settling one claim change it once; each returns whether it changed the claim.
  findById(id: string): Promise<NumberClaim | null>;
  /** pending -> paid (the charge was approved). */
  markPaid(id: string, at: Date): Promise<boolean>;
  /** pending -> held until `expiresAt` (the charge was declined); an earlier hold expiry is kept. */
  hold(id: string, expiresAt: Date): Promise<boolean>;
  /** held -> pending while its hold is open at `now`: a payment for the held number is under way. */
  reopenHold(id: string, now: Date): Promise<boolean>;
  /** The player's held number in the game: held and open at `now`, or pending with a hold (paying). */
  findOpenHold(userId: number, gameId: number, now: Date): Promise<NumberClaim | null>;
  /**
   * held claims whose hold ended by `now` -> released, their numbers back in the pool; at most
   * `limit`, of one game when given. Rows another transaction holds are skipped, not waited for.
   */
  releaseExpiredHolds(now: Date, limit: number, gameId?: number): Promise<NumberClaim[]>;
  /** held -> released at `now` whatever its hold expiry, its number back in the pool, as on expiry. */
  withdrawHold(id: string, now: Date): Promise<boolean>;
  /** Every held claim of the game -> released at `now` (a cancelled game keeps no hold); how many. */
  releaseHolds(gameId: number, now: Date): Promise<number>;
  /** How many of the game's claims are held (declined, kept for their player). */
  countHeld(gameId: number): Promise<number>;
  /**
   * Claims taken to be paid for (pending, with a hold) whose hold ended before `endedBefore` and
   * that have no pending charge attempt: the call paying for them stopped before it charged. At
   * most `limit`, the earliest hold expiry first.
   */
  listStalledPayments(endedBefore: Date, limit: number): Promise<NumberClaim[]>;

  // Responsible play: what a spin can cost, read from the numbers a paid draw chooses among.
  /**
   * Over the game's available numbers outside `skip` (when given: what a paid spin draws among, as
   * reservePaidNth), at their stored prices; null for no such game.
   */
  priceFigures(gameId: number, skip?: NumberRange): Promise<PriceFigures | null>;
  /** The dearest stored price of an available number that is not free: what a paid spin can cost at most. */
  highestAvailablePrice(gameId: number): Promise<number>;
  /** How many of the game's claimed numbers (paid, free, pending or held) the player holds. */
  countHeldBy(userId: number, gameId: number): Promise<number>;
  /** The player's paid entries in the game (reserved, held or paid): what the entry cap counts. */
  countPaidEntries(userId: number, gameId: number): Promise<number>;
}
