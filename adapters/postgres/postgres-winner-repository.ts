import type { WinnerRecord, WinnerRepository } from '../../application/ports/winner-repository';
import type { Queryable } from './queryable';

interface WinnerRow {
  game_id: number;
  user_id: number;
  number: number;
  reason: string;
  selected_at: Date;
  selected_by: string;
}

export class PostgresWinnerRepository implements WinnerRepository {
  constructor(private readonly sql: Queryable) {}

  async record(w: WinnerRecord): Promise<boolean> {
    // The unique game_id decides, also between two administrators picking at once.
    const rows = await this.sql`
      INSERT INTO winners (game_id, user_id, number, reason, selected_at, selected_by)
      VALUES (${w.gameId}, ${w.userId}, ${w.number}, ${w.reason}, ${w.selectedAt}, ${w.selectedBy})
      ON CONFLICT (game_id) DO NOTHING
      RETURNING id`;
    return rows.length > 0;
  }

  async findByGame(gameId: number): Promise<WinnerRecord | null> {
    const [row] = await this.sql<WinnerRow[]>`SELECT * FROM winners WHERE game_id = ${gameId}`;
    return row ? toWinner(row) : null;
  }

  async countByUser(userId: number): Promise<number> {
    const [row] = await this.sql<{ count: number }[]>`
      SELECT count(*) AS count FROM winners WHERE user_id = ${userId}`;
    return row?.count ?? 0;
  }
}

function toWinner(row: WinnerRow): WinnerRecord {
  return {
    gameId: row.game_id,
    userId: row.user_id,
    number: row.number,
    reason: row.reason,
    selectedAt: row.selected_at,
    selectedBy: row.selected_by,
  };
}
