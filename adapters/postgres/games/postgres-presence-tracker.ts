import type {
  PresenceTracker,
  PresenceVisit,
  VisitDurations,
} from '../../../application/games/ports/presence-tracker';
import type { Queryable } from '../queryable';

/** One row per player (last seen on the site) and per player and game (last seen on its page). */
export class PostgresPresenceTracker implements PresenceTracker {
  constructor(private readonly sql: Queryable) {}

  async record({ userId, gameId, at }: PresenceVisit): Promise<void> {
    // GREATEST: a late write from a slower process never moves a player back in time.
    await this.sql`
      INSERT INTO player_presence (user_id, seen_at) VALUES (${userId}, ${at})
      ON CONFLICT (user_id) DO UPDATE SET seen_at = GREATEST(player_presence.seen_at, EXCLUDED.seen_at)`;
    if (gameId === null) return;
    // A read marks its viewer before it knows the game exists: an unknown game records nothing.
    await this.sql`
      INSERT INTO game_presence (game_id, user_id, seen_at)
      SELECT id, ${userId}, ${at} FROM games WHERE id = ${gameId}
      ON CONFLICT (game_id, user_id) DO UPDATE SET seen_at = GREATEST(game_presence.seen_at, EXCLUDED.seen_at)`;
  }

  /** Closed visits (player_visits, closed by functions/player-presence-visits.sql) and open ones idle since before `idleSince`. */
  async endedVisits(from: Date, idleSince: Date): Promise<VisitDurations> {
    const [row] = await this.sql<VisitDurations[]>`
      SELECT count(*)::int AS visits,
             coalesce(sum(extract(epoch FROM ended_at - started_at) * 1000), 0)::float8 AS "totalMs"
      FROM (SELECT started_at, ended_at FROM player_visits WHERE ended_at >= ${from}
            UNION ALL
            SELECT visit_started_at, seen_at FROM player_presence
            WHERE seen_at >= ${from} AND seen_at < ${idleSince}) v`;
    return { visits: row?.visits ?? 0, totalMs: Math.round(row?.totalMs ?? 0) };
  }

  async countOnline(since: Date): Promise<number> {
    const [row] = await this.sql<{ count: number }[]>`
      SELECT count(*)::int AS count FROM player_presence WHERE seen_at > ${since}`;
    return row?.count ?? 0;
  }

  async lastSeen(userId: number): Promise<Date | null> {
    const [row] = await this.sql<{ seen_at: Date }[]>`
      SELECT seen_at FROM player_presence WHERE user_id = ${userId}`;
    return row?.seen_at ?? null;
  }

  async countViewers(gameIds: readonly number[], since: Date): Promise<Map<number, number>> {
    const counts = new Map(gameIds.map((id) => [id, 0]));
    if (gameIds.length === 0) return counts;
    const rows = await this.sql<{ game_id: number; count: number }[]>`
      SELECT game_id, count(*)::int AS count FROM game_presence
      WHERE game_id IN ${this.sql([...gameIds])} AND seen_at > ${since}
      GROUP BY game_id`;
    for (const row of rows) counts.set(row.game_id, row.count);
    return counts;
  }
}
