import type {
  ListedWinnerRow,
  WinnersCursor,
  WinnersList,
} from '../../../application/winners/ports/winners-list';
import { CLAIM_STATUSES, endsWin } from '../../../domain/winners/prize-claim';
import type { WinnerMethod } from '../../../domain/winners/winner-selection';
import type { Queryable } from '../queryable';

/** The claim statuses that end a win (declined, forfeited): such an instant winner is not in force. */
const ENDED_WINS = CLAIM_STATUSES.filter(endsWin) as string[];

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
  instant: boolean;
}

export class PostgresWinnersList implements WinnersList {
  constructor(private readonly sql: Queryable) {}

  async page(after: WinnersCursor | null, limit: number): Promise<ListedWinnerRow[]> {
    // Instant wins take their winner ids from the winners' sequence, so (won at, id) orders both.
    const rows = await this.sql<Row[]>`
      SELECT x.*, u.first_name, u.last_name, u.state, u.opt_out_publicity, u.deleted_at
      FROM (
        SELECT w.id, w.game_id, w.user_id, g.name, g.prize, g.prize_value_cents, w.method, w.selected_at,
          false AS instant
        FROM winners w JOIN games g ON g.id = w.game_id AND g.archived_at IS NULL
        UNION ALL
        SELECT i.winner_id, i.game_id, i.user_id, g.name, i.name, i.value_cents, 'draw', i.won_at, true
        FROM instant_prizes i JOIN games g ON g.id = i.game_id AND g.archived_at IS NULL
        WHERE i.winner_id IS NOT NULL AND NOT EXISTS (
          SELECT FROM prize_claims c WHERE c.winner_id = i.winner_id AND c.status = ANY(${ENDED_WINS}::text[]))
      ) x
      LEFT JOIN users u ON u.id = x.user_id
      WHERE ${after === null} OR (x.selected_at, x.id) < (${after?.wonAt ?? new Date(0)}, ${after?.winnerId ?? 0})
      ORDER BY x.selected_at DESC, x.id DESC
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
      instant: r.instant,
    }));
  }
}
