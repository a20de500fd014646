import type { Cents } from '../../../domain/shared/money';
import type { InstantNotice } from '../../games';
import type { NewEvent } from '../../shared/ports/event-log';
import type { NewMail } from '../../shared/ports/outbox';
import type { PaymentAttempt } from './payment-ledger';

/** An approved charge to confirm, with what the domain decided about it. */
export interface ApprovedCharge {
  attempt: Pick<PaymentAttempt, 'id' | 'claimId'>;
  gatewayPaymentId: string;
  /** What the gateway charged (the ledger row's, the receipt's and the event's amount). */
  amountCents: Cents;
  at: Date;
  /** The claim's transition on an approved charge (domain/play/number-claim.ts, approve). */
  claimStatus: { from: string; to: string };
  /** The activity event's kind and wording (application/shared/activity-events.ts). */
  event: Pick<NewEvent, 'kind' | 'action'>;
  /** The instant-win notice's deadline and window, should the number carry a prize not won yet. */
  notice: Omit<InstantNotice, 'at'>;
  /** The receipt e-mail as application/payments/receipt-mail.ts writes it; null: none (no player). */
  receipt: NewMail | null;
}

/** The instant prize a claim won, as a spin's answer names it. */
export interface ConfirmedInstantWin {
  k: number;
  name: string;
  valueCents: Cents;
  /** The prize's winner record, whose claim page is /claim/{winnerId}. */
  winnerId: number;
}

export type ConfirmOutcome =
  /** Settled now: the claim paid at `at`, in its game; the instant prize it won, if any. */
  | { kind: 'confirmed'; gameId: number; instantWin: ConfirmedInstantWin | null }
  /** Another process settled the attempt first: nothing was written. */
  | { kind: 'settled-before' };

/**
 * The confirm of an approved charge as one atomic step that commits on its own: the attempt settled
 * as approved (only while still pending), the claim marked paid, the ledger row, the instant prize the
 * number carries (InstantPrizes.award), the receipt e-mail it is handed (none for a player erased
 * meanwhile) and the 'payment' event. Never a payment without its claim: when the claim is not
 * pending it throws and nothing is written, so the attempt stays pending for the reconciler. It
 * decides no rule and writes no e-mail of its own: the statuses, the event's wording, the notice and
 * the receipt come in the request. Never called inside a unit of work.
 */
export interface ChargeConfirmer {
  approved(charge: ApprovedCharge): Promise<ConfirmOutcome>;
}
