import type {
  ListedWinnerRow,
  WinnersCursor,
  WinnersList,
} from '../../../application/winners/ports/winners-list';
import type { WinnerMethod } from '../../../domain/winners/winner-selection';
import type { Queryable } from '../queryable';

interface Row {
  id: number;
  game_id: number;
  name: string;
  prize: string;
  prize_value_cents: number;
  method: WinnerMethod;
  selected_at: Date;
  first_name: string | null;
  last_name: string | null;
  state: string | null;
  opt_out_publicity: boolean | null;
  deleted_at: Date | null;
}

export class PostgresWinnersList implements WinnersList {
  constructor(private readonly sql: Queryable) {}

  async page(after: WinnersCursor | null, limit: number): Promise<ListedWinnerRow[]> {
    const rows = await this.sql<Row[]>`
      SELECT w.id, w.game_id, g.name, g.prize, g.prize_value_cents, w.method, w.selected_at,
        u.first_name, u.last_name, u.state, u.opt_out_publicity, u.deleted_at
      FROM winners w
      JOIN games g ON g.id = w.game_id
      LEFT JOIN users u ON u.id = w.user_id
      WHERE g.archived_at IS NULL AND (${after === null} OR (w.selected_at, w.id) < (${after?.wonAt ?? new Date(0)}, ${after?.winnerId ?? 0}))
      ORDER BY w.selected_at DESC, w.id DESC
      LIMIT ${limit}`;
    return rows.map((r) => ({
      winnerId: r.id,
      gameId: r.game_id,
      gameName: r.name,
      prize: r.prize,
      prizeValueCents: r.prize_value_cents,
      method: r.method,
      wonAt: r.selected_at,
      player:
        r.first_name === null || r.deleted_at !== null
          ? null
          : {
              firstName: r.first_name,
              lastName: r.last_name ?? '',
              state: r.state,
              optOutPublicity: r.opt_out_publicity ?? false,
            },
    }));
  }
}
