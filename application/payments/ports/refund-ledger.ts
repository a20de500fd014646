import type { RefundStatus, RefundTally } from '../../../domain/payments/refund-progress';
import type { Cents } from '../../../domain/shared/money';

/** The refund of one paid claim: at most one per claim, for the whole of its ledger payment. */
export interface Refund {
  claimId: string;
  gameId: number;
  gatewayPaymentId: string;
  amountCents: Cents;
  reason: string;
  status: RefundStatus;
  /** The number in the current idempotency key (refundKeyOf); a refusal moves it on. */
  attempt: number;
  /** Gateway calls made so far, all keys together. */
  tries: number;
  /** Set once the gateway accepted the refund (it may still be processing it). */
  gatewayRefundId: string | null;
  /** The last refusal's code and detail, kept for the operator until it is refunded. */
  failureCode: string | null;
  failureDetail: string | null;
  /** The last try without an outcome (timeout, 5xx...). */
  lastError: string | null;
  /** Due for another try from then on (a lease while a runner works it). */
  nextTryAt: Date;
  createdAt: Date;
  refundedAt: Date | null;
}

/** Which paid claims to open refunds for: every ledger payment of a game, or some of its claims. */
export interface RefundOpening {
  gameId: number;
  /** Only these claims of the game (null: all of its paid claims). */
  claimIds: string[] | null;
  reason: string;
  at: Date;
}

export type RefundTry =
  | { status: 'refunded'; gatewayRefundId: string }
  | { status: 'refused'; code: string; detail: string }
  | { status: 'unknown'; error: string; gatewayRefundId: string | null };

/**
 * The refund rows of the ledger. The claim is the key, so a claim is refunded at most once however
 * many processes open or work its refund; every change is conditional on the attempt it was made for,
 * so a runner whose lease ran out cannot overwrite the outcome another one recorded.
 */
export interface RefundLedger {
  /**
   * Opens a pending refund for each ledger payment asked for that has none, due at once. Idempotent
   * and safe when two processes call it together; answers how many it opened.
   */
  openRefunds(opening: RefundOpening): Promise<number>;
  /**
   * Opens a pending refund, with the game's cancellation reason, for up to `limit` ledger payments of
   * cancelled games that have none (a charge that settled after its game was cancelled). Idempotent.
   */
  openRefundsOfCancelledGames(at: Date, limit: number): Promise<number>;
  findRefund(claimId: string): Promise<Refund | null>;
  /** The game's refunds, in the order of their claims. */
  listRefunds(gameId: number): Promise<Refund[]>;
  /** How many refunds each game has at each status, and their amount (games with refunds only). */
  refundTallies(): Promise<RefundTally[]>;
  /** The refunds of these claims (of any games; a claim without one is left out), in no given order. */
  refundsOfClaims(claimIds: readonly string[]): Promise<Refund[]>;
  /**
   * Takes up to `limit` refunds not refunded yet and due at `now` (of one game, or of any) and leases
   * them until `leaseUntil`, atomically: two processes never work the same refund at once.
   */
  leaseDueRefunds(now: Date, leaseUntil: Date, limit: number, gameId?: number): Promise<Refund[]>;
  /**
   * Records a try of `attempt`: refunded (final), refused (failed; the next try uses the next key) or
   * unknown (pending; the next try repeats the key or asks for the refund). False when the refund is
   * refunded already or has moved past that attempt.
   */
  recordRefundTry(
    claimId: string,
    attempt: number,
    outcome: RefundTry,
    at: Date,
    nextTryAt: Date,
  ): Promise<boolean>;
}
