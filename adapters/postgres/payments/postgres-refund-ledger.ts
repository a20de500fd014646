import type {
  Refund,
  RefundLedger,
  RefundOpening,
  RefundTry,
} from '../../../application/payments/ports/refund-ledger';
import { REFUND_STATUS_AFTER, type RefundTally } from '../../../domain/payments/refund-progress';
import type { Queryable } from '../queryable';

interface RefundRow {
  claim_id: string;
  game_id: number;
  gateway_payment_id: string;
  amount_cents: number;
  reason: string;
  status: Refund['status'];
  attempt: number;
  tries: number;
  gateway_refund_id: string | null;
  failure_code: string | null;
  failure_detail: string | null;
  last_error: string | null;
  next_try_at: Date;
  created_at: Date;
  refunded_at: Date | null;
}

/** The refunds table; every change one conditional statement. */
export class PostgresRefundLedger implements RefundLedger {
  constructor(protected readonly sql: Queryable) {}

  async openRefunds(o: RefundOpening): Promise<number> {
    // ON CONFLICT DO NOTHING, with every unique index an arbiter: a second caller racing the first
    // may meet the gateway payment's unique key before the claim's, and must open nothing either way.
    const rows = await this.sql`
      INSERT INTO refunds (claim_id, game_id, gateway_payment_id, amount_cents, reason, status,
        next_try_at, created_at)
      SELECT p.claim_id, c.game_id, p.gateway_payment_id, p.amount_cents, ${o.reason}, 'pending',
        ${o.at}, ${o.at}
      FROM payments p JOIN claims c ON c.id = p.claim_id
      WHERE c.game_id = ${o.gameId}
        AND (${o.claimIds === null} OR p.claim_id = ANY(${o.claimIds ?? []}::uuid[]))
      ORDER BY c.seq
      ON CONFLICT DO NOTHING
      RETURNING claim_id`;
    return rows.length;
  }

  async openRefundsOfCancelledGames(at: Date, limit: number): Promise<number> {
    const rows = await this.sql`
      INSERT INTO refunds (claim_id, game_id, gateway_payment_id, amount_cents, reason, status,
        next_try_at, created_at)
      SELECT p.claim_id, c.game_id, p.gateway_payment_id, p.amount_cents, g.cancel_reason, 'pending',
        ${at}, ${at}
      FROM games g JOIN claims c ON c.game_id = g.id JOIN payments p ON p.claim_id = c.id
      WHERE g.cancelled_at IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.claim_id = p.claim_id)
      ORDER BY c.seq LIMIT ${limit}
      ON CONFLICT DO NOTHING
      RETURNING claim_id`;
    return rows.length;
  }

  async findRefund(claimId: string): Promise<Refund | null> {
    const [row] = await this.sql<RefundRow[]>`SELECT * FROM refunds WHERE claim_id = ${claimId}`;
    return row ? toRefund(row) : null;
  }

  async listRefunds(gameId: number): Promise<Refund[]> {
    const rows = await this.sql<RefundRow[]>`
      SELECT r.* FROM refunds r JOIN claims c ON c.id = r.claim_id
      WHERE r.game_id = ${gameId} ORDER BY c.seq`;
    return rows.map(toRefund);
  }

  async refundTallies(): Promise<RefundTally[]> {
    const rows = await this.sql<
      { game_id: number; status: RefundTally['status']; n: number; cents: number }[]
    >`
      SELECT game_id, status, count(*)::int AS n, sum(amount_cents)::bigint AS cents
      FROM refunds GROUP BY game_id, status ORDER BY game_id, status`;
    return rows.map((r) => ({ gameId: r.game_id, status: r.status, count: r.n, amountCents: r.cents }));
  }

  async refundsOfClaims(claimIds: readonly string[]): Promise<Refund[]> {
    if (claimIds.length === 0) return [];
    const rows = await this.sql<RefundRow[]>`
      SELECT * FROM refunds WHERE claim_id = ANY(${[...claimIds]}::uuid[])`;
    return rows.map(toRefund);
  }

  async leaseDueRefunds(now: Date, leaseUntil: Date, limit: number, gameId?: number): Promise<Refund[]> {
    // MATERIALIZED: the locking sub-select runs once, so LIMIT and SKIP LOCKED mean what they say.
    const rows = await this.sql<RefundRow[]>`
      WITH due AS MATERIALIZED (
        SELECT claim_id FROM refunds
        WHERE status <> 'refunded' AND next_try_at <= ${now}
          AND (${gameId === undefined} OR game_id = ${gameId ?? 0})
        ORDER BY next_try_at LIMIT ${limit}
        FOR UPDATE SKIP LOCKED
      )
      UPDATE refunds SET next_try_at = ${leaseUntil}
      FROM due WHERE refunds.claim_id = due.claim_id AND refunds.status <> 'refunded'
      RETURNING refunds.*`;
    return rows.map(toRefund);
  }

  async recordRefundTry(
    claimId: string,
    attempt: number,
    outcome: RefundTry,
    at: Date,
    nextTryAt: Date,
  ): Promise<boolean> {
    const status = REFUND_STATUS_AFTER[outcome.status];
    const refundId = outcome.status === 'refused' ? null : outcome.gatewayRefundId;
    const refusal = outcome.status === 'refused' ? outcome : null;
    const error = outcome.status === 'unknown' ? outcome.error : null;
    const rows = await this.sql`
      UPDATE refunds SET
        status = ${status},
        attempt = attempt + ${refusal ? 1 : 0},
        tries = tries + 1,
        gateway_refund_id = CASE WHEN ${status} = 'failed' THEN NULL
          ELSE COALESCE(${refundId}::text, gateway_refund_id) END,
        failure_code = COALESCE(${refusal?.code ?? null}::text, failure_code),
        failure_detail = COALESCE(${refusal?.detail ?? null}::text, failure_detail),
        last_error = COALESCE(${error}::text, last_error),
        next_try_at = ${nextTryAt},
        refunded_at = ${status === 'refunded' ? at : null}::timestamptz
      WHERE claim_id = ${claimId} AND attempt = ${attempt} AND status <> 'refunded'
      RETURNING claim_id`;
    return rows.length === 1;
  }
}

function toRefund(row: RefundRow): Refund {
  return {
    claimId: row.claim_id,
    gameId: row.game_id,
    gatewayPaymentId: row.gateway_payment_id,
    amountCents: row.amount_cents,
    reason: row.reason,
    status: row.status,
    attempt: row.attempt,
    tries: row.tries,
    gatewayRefundId: row.gateway_refund_id,
    failureCode: row.failure_code,
    failureDetail: row.failure_detail,
    lastError: row.last_error,
    nextTryAt: row.next_try_at,
    createdAt: row.created_at,
    refundedAt: row.refunded_at,
  };
}
