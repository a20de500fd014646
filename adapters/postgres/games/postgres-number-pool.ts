import type {
  NewClaim,
  NewPaidClaim,
  NthClaim,
  NumberPool,
  NumberRange,
  PaidDraw,
  RecentNumber,
} from '../../../application/games/ports/number-pool';
import type { PriceFigures } from '../../../domain/games/pricing-policy';
import {
  CLAIM_TRANSITIONS,
  type NumberClaim,
  SPENDING_CLAIM_STATUSES,
  UNSETTLED_CLAIM_STATUSES,
} from '../../../domain/play/number-claim';
import type { Queryable } from '../queryable';
import { CLAIM_COLUMNS, type ClaimRow, toClaim } from './claim-rows';
import { PostgresClaimSettlement } from './postgres-claim-settlement';

/** The numbers of each game and their claims: draws and claims here, paid claims' settlement beside it. */
export class PostgresNumberPool implements NumberPool {
  private readonly settlement: PostgresClaimSettlement;

  constructor(private readonly sql: Queryable) {
    this.settlement = new PostgresClaimSettlement(sql);
  }

  private inRange(range?: NumberRange) {
    return range ? this.sql`AND number BETWEEN ${range.from} AND ${range.to}` : this.sql``;
  }

  async countAvailable(gameId: number, range?: NumberRange): Promise<number> {
    // Without a range the game's counter answers (games.numbers_left), not a count of its numbers.
    const [row] = range
      ? await this.sql<{ count: number }[]>`
          SELECT count(*) AS count FROM game_numbers
          WHERE game_id = ${gameId} AND status = 'available' ${this.inRange(range)}`
      : await this.sql<{ count: number }[]>`SELECT numbers_left AS count FROM games WHERE id = ${gameId}`;
    return row?.count ?? 0;
  }

  async countAvailableByGame(gameIds: readonly number[]): Promise<Map<number, number>> {
    const counts = new Map(gameIds.map((id) => [id, 0]));
    if (gameIds.length === 0) return counts;
    const rows = await this.sql<{ id: number; numbers_left: number }[]>`
      SELECT id, numbers_left FROM games WHERE id IN ${this.sql([...gameIds])}`;
    for (const row of rows) counts.set(row.id, row.numbers_left);
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
        RETURNING game_id, number, free
      ), counted AS (${this.countTaken(c.createdAt)})
      ${this.insertClaim(c)}
      RETURNING id`;
    if (rows.length === 0) throw new Error(`Number ${c.number} of game ${c.gameId} is not available`);
  }

  async claimNthAvailable(c: NewClaim, k: number, range?: NumberRange): Promise<NthClaim> {
    if (!Number.isInteger(k) || k < 0) return { refused: 'no-such-number' };
    // Pick, take and record in one round trip: the spin's lock is held across fewer of them.
    // A free claim is refused, not failed, when the player's free entry exists already.
    const entryExists = this.sql`EXISTS (
      SELECT 1 FROM claims WHERE game_id = ${c.gameId} AND user_id = ${c.userId} AND kind = 'free')`;
    const [row] = await this.sql<{ number: number | null; entry_exists: boolean }[]>`
      WITH pick AS (
        SELECT number FROM game_numbers
        WHERE game_id = ${c.gameId} AND status = 'available' ${this.inRange(range)}
          AND NOT (${c.kind === 'free'} AND ${entryExists})
        ORDER BY number OFFSET ${k} LIMIT 1
      ), taken AS (
        -- A scalar subquery: the pick runs once, then one primary-key lookup.
        UPDATE game_numbers SET status = 'taken'
        WHERE game_id = ${c.gameId} AND number = (SELECT number FROM pick) AND status = 'available'
        RETURNING game_id, number, free
      ), counted AS (${this.countTaken(c.createdAt)}), inserted AS (
        ${this.insertClaim(c)}
        RETURNING number
      )
      SELECT (SELECT number FROM inserted) AS number, ${c.kind === 'free'} AND ${entryExists} AS entry_exists`;
    if (row?.number != null) return { claimed: row.number };
    return { refused: row?.entry_exists ? 'free-entry-exists' : 'no-such-number' };
  }

  /**
   * The counters (games.numbers_left, free_numbers_left) follow the numbers a `taken` CTE took out of
   * the pool; a take of the last one dates the sell-out (games-sold-out.sql) by its claim, written by
   * the same statement where the trigger cannot read it.
   */
  private countTaken(at: Date) {
    return this.sql`
      UPDATE games SET numbers_left = numbers_left - t.count,
        free_numbers_left = free_numbers_left - t.free,
        sold_out_at = CASE WHEN numbers_left - t.count <= 0 THEN ${at}::timestamptz END
      FROM (SELECT taken.game_id, count(*) AS count, count(*) FILTER (WHERE taken.free) AS free
            FROM taken GROUP BY taken.game_id) t
      WHERE games.id = t.game_id`;
  }

  /** Inserts the claim of each number in `taken` (its number comes from there). */
  private insertClaim(c: NewClaim) {
    return this.sql`
      INSERT INTO claims (${this.sql.unsafe(CLAIM_COLUMNS)})
      SELECT ${c.id}::uuid, game_id, number, ${c.userId}::bigint, ${c.kind}::text, ${c.status}::text,
        ${c.priceCents}::bigint, ${c.requestId}::text, ${c.createdAt}::timestamptz,
        ${c.settledAt}::timestamptz, ${c.holdExpiresAt}::timestamptz, ${c.spin ?? null}::int,
        ${c.clientSeed ?? null}::text
      FROM taken`;
  }

  async reservePaidNth(c: NewPaidClaim, k: number, skip?: NumberRange): Promise<PaidDraw> {
    if (!Number.isInteger(k) || k < 0) return { refused: 'no-such-number' };
    // Draw, price, claim and take in one statement. The price is the number's, written with the game
    // by its type (game_numbers.price_cents). ON CONFLICT DO NOTHING: a claim that would break a unique key
    // (claims_one_unsettled_key: one unsettled claim per player and game, the request id) is not written and
    // nothing is taken, without aborting the transaction.
    const { reserve, reserveFreeOfCharge } = CLAIM_TRANSITIONS;
    const [row] = await this.sql<(Partial<ClaimRow> & { picked: number; took: number })[]>`
      WITH pick AS (
        SELECT number, price_cents AS price FROM game_numbers
        WHERE game_id = ${c.gameId} AND status = ${reserve.from}
          ${skip ? this.sql`AND NOT (number BETWEEN ${skip.from} AND ${skip.to})` : this.sql``}
        ORDER BY number OFFSET ${k} LIMIT 1
      ), inserted AS (
        INSERT INTO claims (${this.sql.unsafe(CLAIM_COLUMNS)})
        SELECT ${c.id}::uuid, ${c.gameId}::bigint, number, ${c.userId}::bigint, 'paid',
          CASE WHEN price = 0 THEN ${reserveFreeOfCharge.to}::text ELSE ${reserve.to}::text END,
          price, ${c.requestId}::text, ${c.createdAt}::timestamptz,
          CASE WHEN price = 0 THEN ${c.createdAt}::timestamptz END, NULL::timestamptz,
          ${c.spin ?? null}::int, ${c.clientSeed ?? null}::text
        FROM pick
        ON CONFLICT DO NOTHING
        RETURNING *
      ), taken AS (
        UPDATE game_numbers SET status = 'taken'
        FROM inserted
        WHERE game_numbers.game_id = inserted.game_id AND game_numbers.number = inserted.number
          AND game_numbers.status = 'available'
        RETURNING game_numbers.game_id, game_numbers.number, game_numbers.free
      ), counted AS (${this.countTaken(c.createdAt)})
      SELECT inserted.*, (SELECT count(*) FROM pick)::int AS picked, (SELECT count(*) FROM taken)::int AS took
      FROM (SELECT 1) AS one LEFT JOIN inserted ON true`;
    if (!row || row.picked === 0) return { refused: 'no-such-number' };
    if (row.id === null || row.id === undefined) return { refused: 'unique-key' };
    if (row.took !== 1) throw new Error(`number ${row.number} of game ${c.gameId} was claimed but not taken`);
    return { claimed: toClaim(row as ClaimRow) };
  }

  async findUnsettled(userId: number, gameId: number): Promise<NumberClaim | null> {
    const [row] = await this.sql<ClaimRow[]>`
      SELECT * FROM claims
      WHERE user_id = ${userId} AND game_id = ${gameId} AND status IN ${this.sql([...UNSETTLED_CLAIM_STATUSES])}
      ORDER BY created_at DESC, seq DESC LIMIT 1`;
    return row ? toClaim(row) : null;
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

  // Paid spins' settlement: adapters/postgres/games/postgres-claim-settlement.ts.
  findById(id: string): Promise<NumberClaim | null> {
    return this.settlement.findById(id);
  }

  markPaid(id: string, at: Date): Promise<boolean> {
    return this.settlement.markPaid(id, at);
  }

  hold(id: string, expiresAt: Date): Promise<boolean> {
    return this.settlement.hold(id, expiresAt);
  }

  reopenHold(id: string, now: Date): Promise<boolean> {
    return this.settlement.reopenHold(id, now);
  }

  findOpenHold(userId: number, gameId: number, now: Date): Promise<NumberClaim | null> {
    return this.settlement.findOpenHold(userId, gameId, now);
  }

  releaseExpiredHolds(now: Date, limit: number, gameId?: number): Promise<NumberClaim[]> {
    return this.settlement.releaseExpiredHolds(now, limit, gameId);
  }

  withdrawHold(id: string, now: Date): Promise<boolean> {
    return this.settlement.withdrawHold(id, now);
  }

  async releaseHolds(gameId: number, now: Date): Promise<number> {
    return (await this.settlement.releaseGameHolds(gameId, now)).length;
  }

  countHeld(gameId: number): Promise<number> {
    return this.settlement.countHeld(gameId);
  }

  listStalledPayments(endedBefore: Date, limit: number): Promise<NumberClaim[]> {
    return this.settlement.listStalledPayments(endedBefore, limit);
  }

  async priceFigures(gameId: number, skip?: NumberRange): Promise<PriceFigures | null> {
    // Each number's stored price (game_numbers.price_cents), as a paid spin reads them, over the numbers
    // it draws among: the available ones outside \`skip\`, as reservePaidNth picks.
    const [row] = await this.sql<(PriceFigures & { found: boolean })[]>`
      SELECT EXISTS (SELECT 1 FROM games WHERE id = ${gameId}) AS found,
        count(*)::int AS count, coalesce(min(n.price_cents), 0)::bigint AS "lowestCents",
        coalesce(max(n.price_cents), 0)::bigint AS "highestCents",
        coalesce(sum(n.price_cents), 0)::bigint AS "totalCents"
      FROM game_numbers n WHERE n.game_id = ${gameId} AND n.status = 'available'
        ${skip ? this.sql`AND NOT (n.number BETWEEN ${skip.from} AND ${skip.to})` : this.sql``}`;
    if (!row?.found) return null;
    const { found: _found, ...figures } = row;
    return figures;
  }

  async highestAvailablePrice(gameId: number): Promise<number> {
    // The dearest stored price of an available paid number: the last entry of game_numbers_dearest_idx.
    const [row] = await this.sql<{ highest: number }[]>`
      SELECT coalesce(max(n.price_cents), 0)::bigint AS highest FROM game_numbers n
      WHERE n.game_id = ${gameId} AND n.status = 'available' AND NOT n.free`;
    return row?.highest ?? 0;
  }

  async countHeldBy(userId: number, gameId: number): Promise<number> {
    const [row] = await this.sql<{ count: number }[]>`
      SELECT count(*)::int AS count FROM claims
      WHERE user_id = ${userId} AND game_id = ${gameId} AND status <> 'released'`;
    return row?.count ?? 0;
  }

  async countPaidEntries(userId: number, gameId: number): Promise<number> {
    const [row] = await this.sql<{ count: number }[]>`
      SELECT count(*)::int AS count FROM claims
      WHERE user_id = ${userId} AND game_id = ${gameId} AND kind = 'paid'
        AND status = ANY(${[...SPENDING_CLAIM_STATUSES]}::text[])`;
    return row?.count ?? 0;
  }
}
