import type postgres from 'postgres';
import type { NumberClaim } from '../../../domain/play/number-claim';
import { fromStatusOf } from '../../../domain/play/number-claim';
import type { Queryable } from '../queryable';
import { type ClaimRow, to, toClaim } from './claim-rows';

/**
 * The NumberPool's settlement of paid claims (PostgresNumberPool delegates to it): each change is
 * conditional on the claim's current status, and a released hold returns its number to the pool.
 */
export class PostgresClaimSettlement {
  constructor(private readonly sql: Queryable) {}

  async findById(id: string): Promise<NumberClaim | null> {
    const [row] = await this.sql<ClaimRow[]>`SELECT * FROM claims WHERE id = ${id}`;
    return row ? toClaim(row) : null;
  }

  async markPaid(id: string, at: Date): Promise<boolean> {
    const rows = await this.sql`
      UPDATE claims SET status = ${to('approve')}, settled_at = ${at}
      WHERE id = ${id} AND status = ${fromStatusOf('approve')} RETURNING id`;
    return rows.length === 1;
  }

  async hold(id: string, expiresAt: Date): Promise<boolean> {
    const rows = await this.sql`
      UPDATE claims SET status = ${to('decline')}, hold_expires_at = COALESCE(hold_expires_at, ${expiresAt})
      WHERE id = ${id} AND status = ${fromStatusOf('decline')} RETURNING id`;
    return rows.length === 1;
  }

  async reopenHold(id: string, now: Date): Promise<boolean> {
    const rows = await this.sql`
      UPDATE claims SET status = ${to('payHeld')}
      WHERE id = ${id} AND status = ${fromStatusOf('payHeld')} AND hold_expires_at > ${now} RETURNING id`;
    return rows.length === 1;
  }

  async findOpenHold(userId: number, gameId: number, now: Date): Promise<NumberClaim | null> {
    const [row] = await this.sql<ClaimRow[]>`
      SELECT * FROM claims
      WHERE user_id = ${userId} AND game_id = ${gameId} AND hold_expires_at IS NOT NULL
        AND ((status = 'held' AND hold_expires_at > ${now}) OR status = 'pending')
      ORDER BY created_at DESC, seq DESC LIMIT 1`;
    return row ? toClaim(row) : null;
  }

  async releaseExpiredHolds(now: Date, limit: number, gameId?: number): Promise<NumberClaim[]> {
    return this.release('releaseHold', now, expiredHolds(this.sql, now, limit, gameId));
  }

  /** Every held claim of the game, released at `now` (the game was cancelled). */
  releaseGameHolds(gameId: number, now: Date): Promise<NumberClaim[]> {
    return this.release(
      'withdrawHold',
      now,
      this.sql`
        SELECT id FROM claims WHERE game_id = ${gameId} AND status = ${fromStatusOf('withdrawHold')}
        ORDER BY seq FOR UPDATE`,
    );
  }

  async withdrawHold(id: string, now: Date): Promise<boolean> {
    const released = await this.release(
      'withdrawHold',
      now,
      this
        .sql`SELECT id FROM claims WHERE id = ${id} AND status = ${fromStatusOf('withdrawHold')} FOR UPDATE`,
    );
    return released.length === 1;
  }

  async countHeld(gameId: number): Promise<number> {
    const [row] = await this.sql<{ count: number }[]>`
      SELECT count(*)::int AS count FROM claims WHERE game_id = ${gameId} AND status = 'held'`;
    return row?.count ?? 0;
  }

  /** One statement: the chosen held claims are released and their numbers return to the pool. */
  private async release(
    event: ReleaseEvent,
    now: Date,
    chosen: postgres.PendingQuery<postgres.Row[]>,
  ): Promise<NumberClaim[]> {
    const rows = await this.sql<ClaimRow[]>`
      WITH ${releasing(this.sql, event, now, chosen)}
      SELECT released.* FROM released`;
    return rows.map(toClaim);
  }

  async listStalledPayments(endedBefore: Date, limit: number): Promise<NumberClaim[]> {
    const rows = await this.sql<ClaimRow[]>`
      SELECT * FROM claims
      WHERE status = 'pending' AND hold_expires_at < ${endedBefore}
        AND NOT EXISTS (SELECT 1 FROM payment_attempts a
                        WHERE a.claim_id = claims.id AND a.status = 'pending')
      ORDER BY hold_expires_at LIMIT ${limit}`;
    return rows.map(toClaim);
  }
}

type ReleaseEvent = 'releaseHold' | 'withdrawHold';

/**
 * Expired holds, oldest first (of one game when given). Rows another transaction has locked (a
 * payment starting for it) are skipped, not waited for.
 */
export function expiredHolds(sql: Queryable, now: Date, limit: number, gameId?: number) {
  const ofGame = gameId === undefined ? sql`` : sql`AND game_id = ${gameId}`;
  return sql`
    SELECT id FROM claims
    WHERE status = ${fromStatusOf('releaseHold')} AND hold_expires_at <= ${now} ${ofGame}
    ORDER BY hold_expires_at LIMIT ${limit}
    FOR UPDATE SKIP LOCKED`;
}

/**
 * The common table expressions that release the `chosen` held claims (`released`, their rows as
 * they are after) and return their numbers to the pool with the games' counters, for a statement
 * of its own or a larger one (the paid spin's preflight). The claims_game_log trigger logs each
 * release.
 */
export function releasing(
  sql: Queryable,
  event: ReleaseEvent,
  now: Date,
  chosen: postgres.PendingQuery<postgres.Row[]>,
) {
  return sql`
    expired AS MATERIALIZED (${chosen}), released AS (
      UPDATE claims SET status = ${to(event)}, settled_at = ${now}
      FROM expired WHERE claims.id = expired.id AND claims.status = ${fromStatusOf(event)}
      RETURNING claims.*
    ), freed AS (
      UPDATE game_numbers SET status = 'available'
      FROM released WHERE game_numbers.game_id = released.game_id AND game_numbers.number = released.number
      RETURNING game_numbers.game_id, game_numbers.number, game_numbers.free
    ), counted AS (
      UPDATE games SET numbers_left = numbers_left + t.count,
        free_numbers_left = free_numbers_left + t.free
      FROM (SELECT freed.game_id, count(*) AS count, count(*) FILTER (WHERE freed.free) AS free
            FROM freed GROUP BY freed.game_id) t
      WHERE games.id = t.game_id
    )`;
}
