import type { ClaimCounts, GameEntries, GameEntry } from '../../../application/games/ports/game-entries';
import { type ClaimKind, UNSETTLED_CLAIM_STATUSES } from '../../../domain/play/number-claim';
import type { Queryable } from '../queryable';

interface EntryRow {
  id: string;
  number: number;
  user_id: number;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  deleted_at: Date | null;
  kind: ClaimKind;
  price_cents: number;
  entered_at: Date;
}

interface CountRow {
  game_id: number;
  total: number;
  unsettled: number;
  settled: number;
  players: number;
}

export class PostgresGameEntries implements GameEntries {
  constructor(private readonly sql: Queryable) {}

  listSettled(gameId: number): Promise<GameEntry[]> {
    return this.entries(gameId, ['paid', 'free']);
  }

  listPending(gameId: number): Promise<GameEntry[]> {
    return this.entries(gameId, ['pending']);
  }

  private async entries(gameId: number, statuses: string[]): Promise<GameEntry[]> {
    const rows = await this.sql<EntryRow[]>`
      SELECT c.id, c.number, c.user_id, u.first_name, u.last_name, u.email, u.deleted_at, c.kind,
        c.price_cents, coalesce(c.settled_at, c.created_at) AS entered_at
      FROM claims c JOIN users u ON u.id = c.user_id
      WHERE c.game_id = ${gameId} AND c.status IN ${this.sql(statuses)}
      ORDER BY coalesce(c.settled_at, c.created_at), c.seq`;
    return rows.map((row) => ({
      claimId: row.id,
      number: row.number,
      userId: row.user_id,
      player:
        row.deleted_at === null
          ? { firstName: row.first_name ?? '', lastName: row.last_name ?? '', email: row.email ?? '' }
          : null,
      kind: row.kind,
      priceCents: row.price_cents,
      enteredAt: row.entered_at,
    }));
  }

  async claimCounts(gameIds: readonly number[]): Promise<Map<number, ClaimCounts>> {
    const counts = new Map<number, ClaimCounts>(
      gameIds.map((id) => [id, { total: 0, unsettled: 0, settled: 0, players: 0 }]),
    );
    if (gameIds.length === 0) return counts;
    const rows = await this.sql<CountRow[]>`
      SELECT game_id, count(*)::int AS total,
        count(*) FILTER (WHERE status = ANY(${[...UNSETTLED_CLAIM_STATUSES]}::text[]))::int AS unsettled,
        count(*) FILTER (WHERE status IN ('paid', 'free') AND user_id IS NOT NULL)::int AS settled,
        count(DISTINCT user_id) FILTER (WHERE status IN ('paid', 'free'))::int AS players
      FROM claims WHERE game_id IN ${this.sql([...gameIds])}
      GROUP BY game_id`;
    for (const { game_id, ...row } of rows) counts.set(game_id, row);
    return counts;
  }
}
