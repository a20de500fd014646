import type {
  GameAwaitingWinner,
  OperatorAlerts,
  UnsettledCharges,
} from '../../../application/back-office/ports/operator-alerts';
import type { Queryable } from '../queryable';

export class PostgresOperatorAlerts implements OperatorAlerts {
  constructor(private readonly sql: Queryable) {}

  async gamesAwaitingWinner(now: Date): Promise<GameAwaitingWinner[]> {
    const rows = await this.sql<
      { id: number; name: string; code: string; ended: boolean; entries: number }[]
    >`
      SELECT g.id, g.name, g.code, g.end_time <= ${now} AS ended, e.entries
      FROM games g
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS entries FROM claims c WHERE c.game_id = g.id AND c.status <> 'released'
      ) e
      WHERE g.archived_at IS NULL
        AND (g.end_time <= ${now} OR g.numbers_left = 0)
        AND e.entries > 0
        AND NOT EXISTS (SELECT 1 FROM winners w WHERE w.game_id = g.id)
      ORDER BY g.end_time, g.id`;
    return rows.map((row) => ({
      gameId: row.id,
      name: row.name,
      code: row.code,
      reason: row.ended ? 'ended' : 'soldOut',
      entries: row.entries,
    }));
  }

  async unsettledCharges(now: Date, pendingCreatedBefore: Date): Promise<UnsettledCharges> {
    const [row] = await this.sql<{ pending: number; oldest: Date | null; holds: number }[]>`
      SELECT
        (SELECT count(*)::int FROM payment_attempts
          WHERE status = 'pending' AND created_at < ${pendingCreatedBefore}) AS pending,
        (SELECT min(created_at) FROM payment_attempts
          WHERE status = 'pending' AND created_at < ${pendingCreatedBefore}) AS oldest,
        (SELECT count(*)::int FROM claims WHERE status = 'held' AND hold_expires_at > ${now}) AS holds`;
    return {
      stalePending: row?.pending ?? 0,
      oldestPendingAt: row?.oldest ?? null,
      openHolds: row?.holds ?? 0,
    };
  }
}
