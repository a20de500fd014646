import type {
  PresenceTracker,
  PresenceVisit,
  VisitDurations,
} from '../../../application/games/ports/presence-tracker';
import { GroupCommit } from '../group-commit';
import type { Queryable } from '../queryable';

/** Every record of a process shares one group: the concurrent requests' marks are one statement. */
const ANY = 0;

/**
 * One row per player (last seen on the site) and per player and game (last seen on its page). The
 * marks are written by group commit (adapters/postgres/group-commit.ts): a mark of a quiet process is
 * sent at once, alone; those made while one is in flight go together in the next statement, one
 * commit for all of them, so a burst of requests costs a statement per group rather than per request.
 */
export class PostgresPresenceTracker implements PresenceTracker {
  private readonly marks: GroupCommit<number, PresenceVisit, true>;

  constructor(private readonly sql: Queryable) {
    this.marks = new GroupCommit({
      one: async (visit) => (await this.write([visit]))[0] as true,
      many: (_, visits) => this.write(visits),
    });
  }

  async record(visit: PresenceVisit): Promise<void> {
    await this.marks.send(ANY, visit);
  }

  /**
   * The marks in one statement: each player's latest on the site, each player's latest per game, in
   * the order of their keys (so two processes' statements lock the rows in the same order and never
   * wait on each other). GREATEST: a late write from a slower process never moves a player back in
   * time. A read marks its viewer before it knows the game exists: an unknown game records nothing.
   */
  private async write(visits: PresenceVisit[]): Promise<true[]> {
    const site = new Map<number, Date>();
    const pages = new Map<string, { game_id: number; user_id: number; at: Date }>();
    for (const { userId, gameId, at } of visits) {
      if ((site.get(userId)?.getTime() ?? -Infinity) < at.getTime()) site.set(userId, at);
      if (gameId === null) continue;
      const key = `${gameId}:${userId}`;
      if ((pages.get(key)?.at.getTime() ?? -Infinity) < at.getTime())
        pages.set(key, { game_id: gameId, user_id: userId, at });
    }
    const players = [...site].map(([user_id, at]) => ({ user_id, at })).sort((a, b) => a.user_id - b.user_id);
    const viewers = [...pages.values()].sort((a, b) => a.game_id - b.game_id || a.user_id - b.user_id);
    if (viewers.length === 0) {
      await this.sql`
        INSERT INTO player_presence (user_id, seen_at)
        SELECT v.user_id, v.at FROM jsonb_to_recordset(${this.sql.json(players as never)}) AS v (user_id bigint, at timestamptz)
        ORDER BY v.user_id
        ON CONFLICT (user_id) DO UPDATE SET seen_at = GREATEST(player_presence.seen_at, EXCLUDED.seen_at)`;
    } else {
      await this.sql`
        WITH site AS (
          INSERT INTO player_presence (user_id, seen_at)
          SELECT v.user_id, v.at FROM jsonb_to_recordset(${this.sql.json(players as never)}) AS v (user_id bigint, at timestamptz)
          ORDER BY v.user_id
          ON CONFLICT (user_id) DO UPDATE SET seen_at = GREATEST(player_presence.seen_at, EXCLUDED.seen_at)
        )
        INSERT INTO game_presence (game_id, user_id, seen_at)
        SELECT g.id, v.user_id, v.at
        FROM jsonb_to_recordset(${this.sql.json(viewers as never)}) AS v (game_id bigint, user_id bigint, at timestamptz)
        JOIN games g ON g.id = v.game_id
        ORDER BY g.id, v.user_id
        ON CONFLICT (game_id, user_id) DO UPDATE SET seen_at = GREATEST(game_presence.seen_at, EXCLUDED.seen_at)`;
    }
    return visits.map(() => true);
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
