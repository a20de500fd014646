import type { Cents } from '../../../domain/shared/money';
import type { RefundLedger } from './refund-ledger';

/**
 * One call to charge a claim, and its outcome. Its id is the gateway idempotency key: retrying an
 * attempt sends exactly the same request again, so the gateway charges it at most once. A paid
 * spin's first attempt has the spin id as its id; paying a held number makes a new attempt.
 */
export interface PaymentAttempt {
  id: string;
  claimId: string;
  gatewayCustomerId: string;
  gatewayCardId: string;
  amountCents: Cents;
  note: string;
  /** pending: sent or about to be sent, outcome not known yet. */
  status: 'pending' | 'approved' | 'declined';
  gatewayPaymentId: string | null;
  declineCode: string | null;
  declineDetail: string | null;
  /** Gateway calls made for this attempt so far. */
  tries: number;
  lastError: string | null;
  /** A pending attempt is due for the reconciler from then on (a lease while it is being retried). */
  nextTryAt: Date;
  createdAt: Date;
  settledAt: Date | null;
}

export type NewPaymentAttempt = Pick<
  PaymentAttempt,
  | 'id'
  | 'claimId'
  | 'gatewayCustomerId'
  | 'gatewayCardId'
  | 'amountCents'
  | 'note'
  | 'nextTryAt'
  | 'createdAt'
>;

export type AttemptSettlement =
  | { status: 'approved'; gatewayPaymentId: string }
  | { status: 'declined'; gatewayPaymentId: string | null; declineCode: string; declineDetail: string };

/** A completed charge in the ledger: exactly one per paid claim with a price. */
export interface LedgerPayment {
  claimId: string;
  attemptId: string;
  gatewayPaymentId: string;
  amountCents: Cents;
  createdAt: Date;
}

/**
 * Charge attempts and the ledger of completed payments. The store makes a second pending or a
 * second approved attempt of one claim impossible, and a second ledger row for a claim or a payment.
 * The refunds of those payments (refund-ledger.ts) are part of the same ledger.
 */
export interface PaymentLedger extends RefundLedger {
  /** Throws when the claim already has a pending attempt. */
  startAttempt(attempt: NewPaymentAttempt): Promise<PaymentAttempt>;
  findAttempt(id: string): Promise<PaymentAttempt | null>;
  /** The claim's most recent attempt (its decline code explains a held number). */
  latestAttempt(claimId: string): Promise<PaymentAttempt | null>;
  /** pending -> approved or declined; false when the attempt was settled already (by another process). */
  settleAttempt(id: string, settlement: AttemptSettlement, at: Date): Promise<boolean>;
  /** A try without an outcome: counts it, keeps the reason and when to try again. */
  recordTry(id: string, error: string | null, nextTryAt: Date): Promise<void>;
  /**
   * Takes up to `limit` pending attempts due at `now` and leases them until `leaseUntil`, atomically,
   * so two processes never retry the same attempt at once (FOR UPDATE SKIP LOCKED on PostgreSQL).
   */
  leaseDue(now: Date, leaseUntil: Date, limit: number): Promise<PaymentAttempt[]>;
  /** Writes the ledger row of an approved attempt. Throws on a second row for the claim. */
  recordPayment(payment: LedgerPayment): Promise<void>;
  findPayment(claimId: string): Promise<LedgerPayment | null>;
}
