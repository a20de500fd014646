import type { GameClosings } from '../../../application/games/ports/game-closings';
import type { Queryable } from '../queryable';

/** game_closings: one row per closed game, created by one writer only. */
export class PostgresGameClosings implements GameClosings {
  constructor(private readonly sql: Queryable) {}

  async closeDue(now: Date, drawWanted: boolean, limit: number): Promise<number[]> {
    const rows = await this.sql<{ game_id: string }[]>`
      INSERT INTO game_closings (game_id, closed_at, draw_due)
      SELECT g.id, ${now}, ${drawWanted} FROM games g
      WHERE g.archived_at IS NULL AND g.cancelled_at IS NULL
        AND (g.minimum_to_run IS NULL OR g.minimum_decided_at IS NOT NULL)
        AND (g.end_time <= ${now} OR g.numbers_left <= 0 OR g.closed_at IS NOT NULL)
        AND NOT EXISTS (SELECT 1 FROM game_closings c WHERE c.game_id = g.id)
      ORDER BY g.end_time, g.id
      LIMIT ${limit}
      ON CONFLICT (game_id) DO NOTHING
      RETURNING game_id`;
    return rows.map((r) => Number(r.game_id)).sort((a, b) => a - b);
  }

  async listAwaitingDraw(limit: number): Promise<number[]> {
    const rows = await this.sql<{ game_id: string }[]>`
      SELECT game_id FROM game_closings WHERE draw_due ORDER BY game_id LIMIT ${limit}`;
    return rows.map((r) => Number(r.game_id));
  }

  async markDrawDone(gameId: number): Promise<void> {
    await this.sql`UPDATE game_closings SET draw_due = false WHERE game_id = ${gameId}`;
  }

  async markCompletionMailed(gameId: number, at: Date): Promise<boolean> {
    const rows = await this.sql`
      INSERT INTO game_closings (game_id, closed_at, completion_mailed_at) VALUES (${gameId}, ${at}, ${at})
      ON CONFLICT (game_id) DO UPDATE SET completion_mailed_at = excluded.completion_mailed_at
      WHERE game_closings.completion_mailed_at IS NULL
      RETURNING game_id`;
    return rows.length > 0;
  }

  async completionMailed(gameIds: readonly number[]): Promise<Set<number>> {
    if (gameIds.length === 0) return new Set();
    const ids = JSON.stringify(gameIds);
    const rows = await this.sql<{ game_id: string }[]>`
      SELECT game_id::text FROM game_closings
      WHERE completion_mailed_at IS NOT NULL
        AND game_id IN (SELECT value::bigint FROM jsonb_array_elements_text((${ids}::text)::jsonb))`;
    return new Set(rows.map((row) => Number(row.game_id)));
  }
}
