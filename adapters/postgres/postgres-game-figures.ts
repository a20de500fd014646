import type { GameFigures, GameTotals } from '../../application/ports/game-figures';
import type { Queryable } from './queryable';

export class PostgresGameFigures implements GameFigures {
  constructor(private readonly sql: Queryable) {}

  async totalsByGame(gameIds: readonly number[]): Promise<Map<number, GameTotals>> {
    const totals = new Map(gameIds.map((id) => [id, { spins: 0, revenueCents: 0 }]));
    if (gameIds.length === 0) return totals;
    const ids = this.sql([...gameIds]);
    const [spins, revenue] = await Promise.all([
      this.sql<{ game_id: number; spins: number }[]>`
        SELECT game_id, count(*)::int AS spins FROM claims
        WHERE game_id IN ${ids} AND status IN ('paid', 'free') GROUP BY game_id`,
      this.sql<{ game_id: number; revenue_cents: number }[]>`
        SELECT c.game_id, sum(p.amount_cents)::bigint AS revenue_cents
        FROM payments p JOIN claims c ON c.id = p.claim_id
        WHERE c.game_id IN ${ids} GROUP BY c.game_id`,
    ]);
    for (const row of spins) totals.set(row.game_id, { ...totalOf(totals, row.game_id), spins: row.spins });
    for (const row of revenue) {
      totals.set(row.game_id, { ...totalOf(totals, row.game_id), revenueCents: row.revenue_cents });
    }
    return totals;
  }
}

const totalOf = (totals: Map<number, GameTotals>, id: number): GameTotals =>
  totals.get(id) ?? { spins: 0, revenueCents: 0 };
