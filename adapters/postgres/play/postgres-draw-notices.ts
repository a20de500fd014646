import type { DrawNotices, DrawResult } from '../../../application/play/ports/draw-notices';
import type { Queryable } from '../queryable';

interface ResultRow {
  game_id: string;
  name: string;
  number: number;
  won: boolean;
  winner_id: string;
  selected_at: Date;
}

/** The `draw_notices_seen` table, read against the winners and the player's settled claims. */
export class PostgresDrawNotices implements DrawNotices {
  constructor(private readonly sql: Queryable) {}

  async unseen(userId: number): Promise<DrawResult[]> {
    const rows = await this.sql<ResultRow[]>`
      SELECT w.game_id::text, g.name, w.number, w.user_id IS NOT DISTINCT FROM ${userId} AS won,
        w.id::text AS winner_id, w.selected_at
      FROM winners w JOIN games g ON g.id = w.game_id AND g.archived_at IS NULL
      WHERE EXISTS (
          SELECT 1 FROM claims c
          WHERE c.game_id = w.game_id AND c.user_id = ${userId} AND c.status IN ('paid', 'free'))
        AND NOT EXISTS (
          SELECT 1 FROM draw_notices_seen s WHERE s.user_id = ${userId} AND s.game_id = w.game_id)
      ORDER BY w.selected_at DESC, w.game_id DESC`;
    return rows.map((row) => ({
      gameId: Number(row.game_id),
      gameName: row.name,
      winningNumber: row.number,
      won: row.won,
      winnerId: row.won ? Number(row.winner_id) : null,
      drawnAt: row.selected_at,
    }));
  }

  async markSeen(userId: number, gameId: number, at: Date): Promise<boolean> {
    const rows = await this.sql`
      INSERT INTO draw_notices_seen (user_id, game_id, seen_at) VALUES (${userId}, ${gameId}, ${at})
      ON CONFLICT (user_id, game_id) DO NOTHING RETURNING game_id`;
    return rows.length === 1;
  }
}
