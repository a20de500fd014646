import type { NumberPool, NumberRange, RecentNumber } from '../../application/ports/number-pool';
import type { NumberClaim } from '../../domain/number-claim';
import type { Queryable } from './queryable';

interface ClaimRow {
  id: string;
  game_id: number;
  number: number;
  user_id: number | null;
  kind: NumberClaim['kind'];
  status: NumberClaim['status'];
  price_cents: number;
  request_id: string | null;
  created_at: Date;
  settled_at: Date | null;
  hold_expires_at: Date | null;
}

const CLAIM_COLUMNS =
  'id, game_id, number, user_id, kind, status, price_cents, request_id, created_at, settled_at, hold_expires_at';

export class PostgresNumberPool implements NumberPool {
  constructor(private readonly sql: Queryable) {}

  private inRange(range?: NumberRange) {
    return range ? this.sql`AND number BETWEEN ${range.from} AND ${range.to}` : this.sql``;
  }

  async countAvailable(gameId: number, range?: NumberRange): Promise<number> {
    const [row] = await this.sql<{ count: number }[]>`
      SELECT count(*) AS count FROM game_numbers
      WHERE game_id = ${gameId} AND status = 'available' ${this.inRange(range)}`;
    return row?.count ?? 0;
  }

  async countAvailableByGame(gameIds: readonly number[]): Promise<Map<number, number>> {
    const counts = new Map(gameIds.map((id) => [id, 0]));
    if (gameIds.length === 0) return counts;
    const rows = await this.sql<{ game_id: number; count: number }[]>`
      SELECT game_id, count(*) AS count FROM game_numbers
      WHERE game_id IN ${this.sql([...gameIds])} AND status = 'available'
      GROUP BY game_id`;
    for (const row of rows) counts.set(row.game_id, row.count);
    return counts;
  }

  async nthAvailable(gameId: number, k: number, range?: NumberRange): Promise<number | null> {
    if (!Number.isInteger(k) || k < 0) return null;
    const [row] = await this.sql<{ number: number }[]>`
      SELECT number FROM game_numbers
      WHERE game_id = ${gameId} AND status = 'available' ${this.inRange(range)}
      ORDER BY number OFFSET ${k} LIMIT 1`;
    return row?.number ?? null;
  }

  async listAvailable(gameId: number): Promise<number[]> {
    const rows = await this.sql<{ number: number }[]>`
      SELECT number FROM game_numbers WHERE game_id = ${gameId} AND status = 'available' ORDER BY number`;
    return rows.map((row) => row.number);
  }

  async claim(c: NumberClaim): Promise<void> {
    // One statement: the number leaves the pool only if its claim row is written, and vice versa.
    const rows = await this.sql`
      WITH taken AS (
        UPDATE game_numbers SET status = 'taken'
        WHERE game_id = ${c.gameId} AND number = ${c.number} AND status = 'available'
        RETURNING game_id, number
      )
      INSERT INTO claims (${this.sql.unsafe(CLAIM_COLUMNS)})
      SELECT ${c.id}::uuid, game_id, number, ${c.userId}::bigint, ${c.kind}::text, ${c.status}::text,
        ${c.priceCents}::bigint, ${c.requestId}::text, ${c.createdAt}::timestamptz,
        ${c.settledAt}::timestamptz, ${c.holdExpiresAt}::timestamptz
      FROM taken
      RETURNING id`;
    if (rows.length === 0) throw new Error(`Number ${c.number} of game ${c.gameId} is not available`);
  }

  async findFreeEntry(userId: number, gameId: number): Promise<NumberClaim | null> {
    const [row] = await this.sql<ClaimRow[]>`
      SELECT * FROM claims WHERE user_id = ${userId} AND game_id = ${gameId} AND kind = 'free'`;
    return row ? toClaim(row) : null;
  }

  async findByRequestId(userId: number, requestId: string): Promise<NumberClaim | null> {
    const [row] = await this.sql<ClaimRow[]>`
      SELECT * FROM claims WHERE user_id = ${userId} AND request_id = ${requestId}`;
    return row ? toClaim(row) : null;
  }

  async recent(gameId: number, limit: number): Promise<RecentNumber[]> {
    const rows = await this.sql<{ number: number; created_at: Date }[]>`
      SELECT number, created_at FROM claims
      WHERE game_id = ${gameId} AND status <> 'released'
      ORDER BY created_at DESC, seq DESC LIMIT ${limit}`;
    return rows.map((row) => ({ number: row.number, timestamp: row.created_at }));
  }

  async listByUser(userId: number): Promise<NumberClaim[]> {
    const rows = await this.sql<ClaimRow[]>`
      SELECT * FROM claims WHERE user_id = ${userId} ORDER BY created_at DESC, seq DESC`;
    return rows.map(toClaim);
  }

  async findById(id: string): Promise<NumberClaim | null> {
    const [row] = await this.sql<ClaimRow[]>`SELECT * FROM claims WHERE id = ${id}`;
    return row ? toClaim(row) : null;
  }

  async markPaid(id: string, at: Date): Promise<boolean> {
    const rows = await this.sql`
      UPDATE claims SET status = 'paid', settled_at = ${at}
      WHERE id = ${id} AND status = 'pending' RETURNING id`;
    return rows.length === 1;
  }

  async hold(id: string, expiresAt: Date): Promise<boolean> {
    const rows = await this.sql`
      UPDATE claims SET status = 'held', hold_expires_at = COALESCE(hold_expires_at, ${expiresAt})
      WHERE id = ${id} AND status = 'pending' RETURNING id`;
    return rows.length === 1;
  }

  async reopenHold(id: string, now: Date): Promise<boolean> {
    const rows = await this.sql`
      UPDATE claims SET status = 'pending'
      WHERE id = ${id} AND status = 'held' AND hold_expires_at > ${now} RETURNING id`;
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
    // One statement: the claim is released and its number returns to the pool together. Rows
    // another transaction has locked (a payment starting for it) are skipped, not waited for.
    const ofGame = gameId === undefined ? this.sql`` : this.sql`AND game_id = ${gameId}`;
    const rows = await this.sql<ClaimRow[]>`
      WITH expired AS MATERIALIZED (
        SELECT id FROM claims
        WHERE status = 'held' AND hold_expires_at <= ${now} ${ofGame}
        ORDER BY hold_expires_at LIMIT ${limit}
        FOR UPDATE SKIP LOCKED
      ), released AS (
        UPDATE claims SET status = 'released', settled_at = ${now}
        FROM expired WHERE claims.id = expired.id AND claims.status = 'held'
        RETURNING claims.*
      ), freed AS (
        UPDATE game_numbers SET status = 'available'
        FROM released WHERE game_numbers.game_id = released.game_id AND game_numbers.number = released.number
        RETURNING game_numbers.number
      )
      SELECT released.* FROM released`;
    return rows.map(toClaim);
  }
}

function toClaim(row: ClaimRow): NumberClaim {
  return {
    id: row.id,
    gameId: row.game_id,
    number: row.number,
    userId: row.user_id,
    kind: row.kind,
    status: row.status,
    priceCents: row.price_cents,
    requestId: row.request_id,
    createdAt: row.created_at,
    settledAt: row.settled_at,
    holdExpiresAt: row.hold_expires_at,
  };
}
