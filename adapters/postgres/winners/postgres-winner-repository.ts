import type {
  DrawPick,
  WinnerListing,
  WinnerRecord,
  WinnerRepository,
} from '../../../application/games/ports/winner-repository';
import type { PlayerWin } from '../../../domain/play/player-wins';
import type { ClaimStatus } from '../../../domain/winners/prize-claim';
import type { WinnerMethod } from '../../../domain/winners/winner-selection';
import type { Queryable } from '../queryable';

interface WinnerRow {
  id: number;
  game_id: number;
  user_id: number;
  number: number;
  reason: string;
  selected_at: Date;
  selected_by: string;
  method: WinnerMethod;
  selected_by_admin_id: number | null;
  draw_index: number | null;
  draw_candidates: number | null;
  draw_sequence: number | null;
}

interface ListingRow extends WinnerRow {
  game_name: string;
  prize_value_cents: number;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  deleted_at: Date | null;
  total_participants: number;
  total_spins: number;
}

export class PostgresWinnerRepository implements WinnerRepository {
  constructor(private readonly sql: Queryable) {}

  async record(w: WinnerRecord): Promise<boolean> {
    // The unique game_id decides, also between two administrators picking at once.
    const draw = w.draw ?? null;
    const rows = await this.sql`
      INSERT INTO winners (game_id, user_id, number, reason, selected_at, selected_by, method,
        selected_by_admin_id, draw_index, draw_candidates, draw_sequence)
      VALUES (${w.gameId}, ${w.userId}, ${w.number}, ${w.reason}, ${w.selectedAt}, ${w.selectedBy},
        ${w.method ?? 'manual'}, ${w.selectedByAdminId ?? null}, ${draw?.index ?? null},
        ${draw?.candidates ?? null}, ${draw?.sequence ?? null})
      ON CONFLICT (game_id) DO NOTHING
      RETURNING id`;
    return rows.length > 0;
  }

  async findByGame(gameId: number): Promise<WinnerRecord | null> {
    const [row] = await this.sql<WinnerRow[]>`SELECT * FROM winners WHERE game_id = ${gameId}`;
    return row ? toWinner(row) : null;
  }

  async findById(id: number): Promise<WinnerRecord | null> {
    const [row] = await this.sql<WinnerRow[]>`SELECT * FROM winners WHERE id = ${id}`;
    return row ? toWinner(row) : null;
  }

  async listByUser(userId: number): Promise<PlayerWin[]> {
    const rows = await this.sql<
      {
        id: number;
        game_id: number;
        name: string;
        prize: string;
        prize_value_cents: number;
        number: number;
        selected_at: Date;
        claim_status: ClaimStatus | null;
      }[]
    >`
      SELECT w.id, w.game_id, g.name, g.prize, g.prize_value_cents, w.number, w.selected_at,
        c.status AS claim_status
      FROM winners w JOIN games g ON g.id = w.game_id
      LEFT JOIN prize_claims c ON c.winner_id = w.id
      WHERE w.user_id = ${userId}
      ORDER BY w.selected_at DESC, w.id DESC`;
    return rows.map((row) => ({
      winnerId: Number(row.id),
      kind: 'main',
      gameId: row.game_id,
      gameName: row.name,
      prize: row.prize,
      prizeValueCents: row.prize_value_cents,
      number: row.number,
      selectedAt: row.selected_at,
      claimStatus: row.claim_status,
    }));
  }

  async list(): Promise<WinnerListing[]> {
    const rows = await this.sql<ListingRow[]>`
      SELECT w.*, g.name AS game_name, g.prize_value_cents, u.first_name, u.last_name, u.email,
        u.deleted_at, coalesce(c.players, 0)::int AS total_participants,
        coalesce(c.spins, 0)::int AS total_spins
      FROM winners w
      JOIN games g ON g.id = w.game_id
      JOIN users u ON u.id = w.user_id
      LEFT JOIN LATERAL (
        SELECT count(DISTINCT user_id) AS players, count(*) AS spins FROM claims
        WHERE game_id = w.game_id AND status IN ('paid', 'free')
      ) c ON true
      ORDER BY w.selected_at DESC, w.id DESC`;
    return rows.map((row) => ({
      ...toWinner(row),
      id: row.id,
      gameName: row.game_name,
      prizeValueCents: row.prize_value_cents,
      player:
        row.deleted_at === null
          ? { firstName: row.first_name ?? '', lastName: row.last_name ?? '', email: row.email ?? '' }
          : null,
      method: row.method,
      draw: drawOf(row),
      totalParticipants: row.total_participants,
      totalSpins: row.total_spins,
    }));
  }

  async delete(id: number): Promise<boolean> {
    const rows = await this.sql`DELETE FROM winners WHERE id = ${id} RETURNING id`;
    return rows.length > 0;
  }
}

function drawOf(row: WinnerRow): DrawPick | null {
  const { draw_index: index, draw_candidates: candidates, draw_sequence: sequence } = row;
  return index === null || candidates === null || sequence === null ? null : { index, candidates, sequence };
}

function toWinner(row: WinnerRow): Required<WinnerRecord> {
  return {
    gameId: row.game_id,
    userId: row.user_id,
    number: row.number,
    reason: row.reason,
    selectedAt: row.selected_at,
    selectedBy: row.selected_by,
    method: row.method,
    selectedByAdminId: row.selected_by_admin_id,
    draw: drawOf(row),
  };
}
