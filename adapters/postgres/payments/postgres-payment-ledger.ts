import type {
  AttemptSettlement,
  LedgerPayment,
  NewPaymentAttempt,
  PaymentAttempt,
  PaymentLedger,
} from '../../../application/payments/ports/payment-ledger';
import { PostgresRefundLedger } from './postgres-refund-ledger';

interface AttemptRow {
  id: string;
  claim_id: string;
  gateway_customer_id: string;
  gateway_card_id: string;
  amount_cents: number;
  note: string;
  status: PaymentAttempt['status'];
  gateway_payment_id: string | null;
  decline_code: string | null;
  decline_detail: string | null;
  tries: number;
  last_error: string | null;
  next_try_at: Date;
  created_at: Date;
  settled_at: Date | null;
}

interface PaymentRow {
  claim_id: string;
  attempt_id: string;
  gateway_payment_id: string;
  amount_cents: number;
  created_at: Date;
}

/** Charge attempts and payments here; their refunds in PostgresRefundLedger. */
export class PostgresPaymentLedger extends PostgresRefundLedger implements PaymentLedger {
  async startAttempt(a: NewPaymentAttempt): Promise<PaymentAttempt> {
    const [row] = await this.sql<AttemptRow[]>`
      INSERT INTO payment_attempts (id, claim_id, gateway_customer_id, gateway_card_id, amount_cents,
        note, status, next_try_at, created_at)
      VALUES (${a.id}, ${a.claimId}, ${a.gatewayCustomerId}, ${a.gatewayCardId}, ${a.amountCents},
        ${a.note}, 'pending', ${a.nextTryAt}, ${a.createdAt})
      RETURNING *`;
    return toAttempt(row as AttemptRow);
  }

  async findAttempt(id: string): Promise<PaymentAttempt | null> {
    const [row] = await this.sql<AttemptRow[]>`SELECT * FROM payment_attempts WHERE id = ${id}`;
    return row ? toAttempt(row) : null;
  }

  async latestAttempt(claimId: string): Promise<PaymentAttempt | null> {
    const [row] = await this.sql<AttemptRow[]>`
      SELECT * FROM payment_attempts WHERE claim_id = ${claimId} ORDER BY seq DESC LIMIT 1`;
    return row ? toAttempt(row) : null;
  }

  async settleAttempt(id: string, s: AttemptSettlement, at: Date): Promise<boolean> {
    const declined = s.status === 'declined' ? s : null;
    const rows = await this.sql`
      UPDATE payment_attempts
      SET status = ${s.status}, gateway_payment_id = ${s.gatewayPaymentId},
        decline_code = ${declined?.declineCode ?? null}, decline_detail = ${declined?.declineDetail ?? null},
        tries = tries + 1, settled_at = ${at}
      WHERE id = ${id} AND status = 'pending' RETURNING id`;
    return rows.length === 1;
  }

  async recordTry(id: string, error: string | null, nextTryAt: Date): Promise<void> {
    await this.sql`
      UPDATE payment_attempts SET tries = tries + 1, last_error = ${error}, next_try_at = ${nextTryAt}
      WHERE id = ${id} AND status = 'pending'`;
  }

  async leaseDue(now: Date, leaseUntil: Date, limit: number): Promise<PaymentAttempt[]> {
    // MATERIALIZED: the locking sub-select runs once, so LIMIT and SKIP LOCKED mean what they say.
    const rows = await this.sql<AttemptRow[]>`
      WITH due AS MATERIALIZED (
        SELECT id FROM payment_attempts
        WHERE status = 'pending' AND next_try_at <= ${now}
        ORDER BY next_try_at LIMIT ${limit}
        FOR UPDATE SKIP LOCKED
      )
      UPDATE payment_attempts SET next_try_at = ${leaseUntil}
      FROM due WHERE payment_attempts.id = due.id AND payment_attempts.status = 'pending'
      RETURNING payment_attempts.*`;
    return rows.map(toAttempt);
  }

  async recordPayment(p: LedgerPayment): Promise<void> {
    await this.sql`
      INSERT INTO payments (claim_id, attempt_id, gateway_payment_id, amount_cents, created_at)
      VALUES (${p.claimId}, ${p.attemptId}, ${p.gatewayPaymentId}, ${p.amountCents}, ${p.createdAt})`;
  }

  async findPayment(claimId: string): Promise<LedgerPayment | null> {
    const [row] = await this.sql<PaymentRow[]>`
      SELECT claim_id, attempt_id, gateway_payment_id, amount_cents, created_at
      FROM payments WHERE claim_id = ${claimId}`;
    return row
      ? {
          claimId: row.claim_id,
          attemptId: row.attempt_id,
          gatewayPaymentId: row.gateway_payment_id,
          amountCents: row.amount_cents,
          createdAt: row.created_at,
        }
      : null;
  }
}

function toAttempt(row: AttemptRow): PaymentAttempt {
  return {
    id: row.id,
    claimId: row.claim_id,
    gatewayCustomerId: row.gateway_customer_id,
    gatewayCardId: row.gateway_card_id,
    amountCents: row.amount_cents,
    note: row.note,
    status: row.status,
    gatewayPaymentId: row.gateway_payment_id,
    declineCode: row.decline_code,
    declineDetail: row.decline_detail,
    tries: row.tries,
    lastError: row.last_error,
    nextTryAt: row.next_try_at,
    createdAt: row.created_at,
    settledAt: row.settled_at,
  };
}
