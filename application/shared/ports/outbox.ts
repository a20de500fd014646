import type { MailKind, MailMessage } from '../../../domain/mail/mail-message';

/** pending: to send; sent: accepted by the mail server; kept: not sent (no SMTP, or no recipient); failed: given up. */
export type OutboxStatus = 'pending' | 'sent' | 'kept' | 'failed';

/** Every status at 0. */
export const emptyOutboxCounts = (): Record<OutboxStatus, number> => ({
  pending: 0,
  sent: 0,
  kept: 0,
  failed: 0,
});

/** How a message was rendered when it was sent or kept (for the admin area's Mail panel). */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface OutboxEntry {
  id: string;
  /** The Message-ID header's value without angle brackets; the same on every try. */
  messageId: string;
  /** Null: nobody to send it to; the dispatcher keeps it. */
  to: string | null;
  message: MailMessage;
  status: OutboxStatus;
  /** Tries started so far (counted when a dispatcher claims the entry). */
  tries: number;
  nextAttemptAt: Date;
  lastError: string | null;
  rendered: RenderedMail | null;
  createdAt: Date;
  deliveredAt: Date | null;
}

/** The Mail panel's filters: a status, a kind, and a search (domain/mail/mail-search.ts). */
export interface MailFilter {
  status?: OutboxStatus;
  kind?: MailKind;
  search?: string;
}

export interface NewMail {
  to: string | null;
  message: MailMessage;
}

/**
 * The transactional outbox. Inside a unit of work (`tx.outbox.enqueue(...)`) an e-mail is written in
 * the same transaction as the event that causes it: a rolled-back event sends nothing. Claiming is
 * atomic across processes (FOR UPDATE SKIP LOCKED on PostgreSQL), so no two dispatchers hold one
 * entry at once.
 */
export interface Outbox {
  /** Writes a pending entry due at `at`, with a new id and Message-ID. */
  enqueue(mail: NewMail, at: Date): Promise<OutboxEntry>;
  /**
   * Takes up to `limit` pending entries due at `now` (oldest first), counts a try on each and leases
   * them until `leaseUntil`, so another dispatcher skips them meanwhile.
   */
  claimDue(now: Date, leaseUntil: Date, limit: number): Promise<OutboxEntry[]>;
  /** pending -> sent or kept, with what was rendered. False when it was not pending any more. */
  markDelivered(id: string, status: 'sent' | 'kept', rendered: RenderedMail, at: Date): Promise<boolean>;
  /** A failed try: keeps the error and when to try again. */
  markRetry(id: string, error: string, nextAttemptAt: Date): Promise<void>;
  /** pending -> failed: the last try failed too. */
  markFailed(id: string, error: string, rendered: RenderedMail | null, at: Date): Promise<void>;
  findById(id: string): Promise<OutboxEntry | null>;
  /** Messages given up on (the operator's notifications). */
  countFailed(): Promise<number>;
  /** Every entry counted by its status, each status present (0 when none): the metrics' outbox gauge. */
  countByStatus(): Promise<Record<OutboxStatus, number>>;
  /** Newest first. */
  list(limit: number): Promise<OutboxEntry[]>;
  /** Newest first: `limit` of the entries the filter selects after the first `offset`, and their total (the Mail panel). */
  listPage(
    filter: MailFilter,
    offset: number,
    limit: number,
  ): Promise<{ entries: OutboxEntry[]; total: number }>;
}
