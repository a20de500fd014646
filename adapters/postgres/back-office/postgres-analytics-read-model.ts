import type {
  AnalyticsReadModel,
  GameActivity,
  Interval,
} from '../../../application/back-office/ports/analytics-read-model';
import type { DayActivity, Engagement, LedgerTotals } from '../../../domain/back-office/analytics';
import type { Queryable } from '../queryable';

interface DayRow {
  revenue_cents: number;
  refunded_cents: number;
  spins: number;
  new_players: number;
  active_players: number;
}

interface GameRow {
  id: number;
  name: string;
  emoji: string;
  is_scheduled: boolean;
  start_time: Date;
  end_time: Date;
  closed_at: Date | null;
  numbers_left: number;
  players: number;
  spins: number;
  revenue_cents: number;
  refunded_cents: number;
}

/**
 * The daily series reads one time range per table through its timestamp index (the
 * confirmed refunds' by refunds_refunded_at_idx); the all-time totals and per-game figures scan the claims and
 * the ledger once each. Revenue is net of confirmed refunds, on the day they were confirmed.
 */
export class PostgresAnalyticsReadModel implements AnalyticsReadModel {
  constructor(private readonly sql: Queryable) {}

  async dailyActivity(bounds: readonly Date[]): Promise<DayActivity[]> {
    const days = Math.max(0, bounds.length - 1);
    if (days === 0) return [];
    const edges = bounds.map((bound) => bound.toISOString());
    const from = bounds[0] as Date;
    const to = bounds[days] as Date;
    // width_bucket numbers each row's day (1 for bounds[0]..bounds[1]): one range scan per table.
    const rows = await this.sql<(DayRow & { day: number })[]>`
      WITH b AS (SELECT ${edges}::timestamptz[] AS edges),
      revenue AS (
        SELECT width_bucket(created_at, b.edges) AS day, sum(amount_cents)::bigint AS revenue_cents
        FROM payments, b WHERE created_at >= ${from} AND created_at < ${to} GROUP BY 1
      ), refunded AS (
        SELECT width_bucket(refunded_at, b.edges) AS day, sum(amount_cents)::bigint AS refunded_cents
        FROM refunds, b WHERE status = 'refunded' AND refunded_at >= ${from} AND refunded_at < ${to}
        GROUP BY 1
      ), spun AS (
        SELECT width_bucket(created_at, b.edges) AS day,
               count(*) FILTER (WHERE status IN ('paid', 'free'))::int AS spins,
               count(DISTINCT user_id)::int AS active_players
        FROM claims, b WHERE created_at >= ${from} AND created_at < ${to} GROUP BY 1
      ), joined AS (
        SELECT width_bucket(created_at, b.edges) AS day, count(*)::int AS new_players
        FROM users, b WHERE created_at >= ${from} AND created_at < ${to} GROUP BY 1
      )
      SELECT d.day, (coalesce(r.revenue_cents, 0) - coalesce(f.refunded_cents, 0))::bigint AS revenue_cents,
             coalesce(f.refunded_cents, 0)::bigint AS refunded_cents, coalesce(s.spins, 0) AS spins,
             coalesce(j.new_players, 0) AS new_players, coalesce(s.active_players, 0) AS active_players
      FROM generate_series(1, ${days}::int) AS d(day)
      LEFT JOIN revenue r USING (day) LEFT JOIN refunded f USING (day) LEFT JOIN spun s USING (day)
      LEFT JOIN joined j USING (day)
      ORDER BY d.day`;
    return rows.map((row) => ({
      revenueCents: row.revenue_cents,
      refundedCents: row.refunded_cents,
      spins: row.spins,
      newPlayers: row.new_players,
      activePlayers: row.active_players,
    }));
  }

  async ledgerTotals(): Promise<LedgerTotals> {
    const [row] = await this.sql<
      {
        revenue_cents: number;
        refunded_cents: number;
        paid_spins: number;
        free_spins: number;
        registered: number;
        registered_paying: number;
        paying: number;
      }[]
    >`
      WITH payers AS (
        SELECT DISTINCT c.user_id FROM payments p JOIN claims c ON c.id = p.claim_id
        WHERE c.user_id IS NOT NULL
      )
      , refunded AS (SELECT coalesce(sum(amount_cents), 0) AS cents FROM refunds WHERE status = 'refunded')
      SELECT
        ((SELECT coalesce(sum(amount_cents), 0) FROM payments) - (SELECT cents FROM refunded))::bigint
          AS revenue_cents,
        (SELECT cents FROM refunded)::bigint AS refunded_cents,
        (SELECT count(*) FROM claims WHERE status = 'paid')::int AS paid_spins,
        (SELECT count(*) FROM claims WHERE status = 'free')::int AS free_spins,
        (SELECT count(*) FROM users WHERE deleted_at IS NULL)::int AS registered,
        (SELECT count(*) FROM payers JOIN users u ON u.id = payers.user_id
          WHERE u.deleted_at IS NULL)::int AS registered_paying,
        (SELECT count(*) FROM payers)::int AS paying`;
    if (!row) throw new Error('analytics totals returned no row');
    return {
      revenueCents: row.revenue_cents,
      refundedCents: row.refunded_cents,
      paidSpins: row.paid_spins,
      freeSpins: row.free_spins,
      registeredPlayers: row.registered,
      registeredPayingPlayers: row.registered_paying,
      payingPlayers: row.paying,
    };
  }

  async engagement(previous: Interval, current: Interval): Promise<Engagement> {
    const [row] = await this.sql<{ active: number; previous: number; returning: number }[]>`
      WITH now_active AS (
        SELECT DISTINCT user_id FROM claims
        WHERE created_at >= ${current.from} AND created_at < ${current.to} AND user_id IS NOT NULL
      ), before AS (
        SELECT DISTINCT user_id FROM claims
        WHERE created_at >= ${previous.from} AND created_at < ${previous.to} AND user_id IS NOT NULL
      )
      SELECT
        (SELECT count(*) FROM now_active)::int AS active,
        (SELECT count(*) FROM before)::int AS previous,
        (SELECT count(*) FROM before JOIN now_active USING (user_id))::int AS returning`;
    if (!row) throw new Error('analytics engagement returned no row');
    return {
      activePlayers: row.active,
      previousActivePlayers: row.previous,
      returningPlayers: row.returning,
    };
  }

  async gameActivity(): Promise<GameActivity[]> {
    const rows = await this.sql<GameRow[]>`
      WITH entries AS (
        SELECT game_id, count(*)::int AS spins, count(DISTINCT user_id)::int AS players
        FROM claims WHERE status IN ('paid', 'free') GROUP BY game_id
      ), revenue AS (
        SELECT c.game_id, sum(p.amount_cents)::bigint AS revenue_cents
        FROM payments p JOIN claims c ON c.id = p.claim_id GROUP BY c.game_id
      ), refunded AS (
        SELECT game_id, sum(amount_cents)::bigint AS refunded_cents
        FROM refunds WHERE status = 'refunded' GROUP BY game_id
      )
      SELECT g.id, g.name, g.emoji, g.is_scheduled, g.start_time, g.end_time, g.closed_at, g.numbers_left,
             coalesce(e.players, 0)::int AS players, coalesce(e.spins, 0)::int AS spins,
             (coalesce(r.revenue_cents, 0) - coalesce(f.refunded_cents, 0))::bigint AS revenue_cents,
             coalesce(f.refunded_cents, 0)::bigint AS refunded_cents
      FROM games g
      LEFT JOIN entries e ON e.game_id = g.id
      LEFT JOIN revenue r ON r.game_id = g.id
      LEFT JOIN refunded f ON f.game_id = g.id
      ORDER BY revenue_cents DESC, spins DESC, g.id DESC`;
    return rows.map((row) => ({
      game: {
        id: row.id,
        name: row.name,
        emoji: row.emoji,
        isScheduled: row.is_scheduled,
        startTime: row.start_time,
        endTime: row.end_time,
        closedAt: row.closed_at,
      },
      numbersLeft: row.numbers_left,
      players: row.players,
      spins: row.spins,
      revenueCents: row.revenue_cents,
      refundedCents: row.refunded_cents,
    }));
  }
}
