import type { ClaimStep, ClaimTrails } from '../../../application/back-office/ports/audit-sources';
import type { ClaimStatus } from '../../../domain/winners/prize-claim';
import type { Queryable } from '../queryable';

/** The claims' trails as the trigger prize_claim_steps wrote them. */
export class PostgresClaimTrails implements ClaimTrails {
  constructor(private readonly sql: Queryable) {}

  async ofGame(gameId: number): Promise<ClaimStep[]> {
    const rows = await this.sql<{ winner_id: number; status: ClaimStatus; at: Date; by: string }[]>`
      SELECT winner_id::int AS winner_id, status, at, by FROM prize_claim_steps
      WHERE game_id = ${gameId} ORDER BY winner_id, id`;
    return rows.map((r) => ({ winnerId: r.winner_id, status: r.status, at: r.at, by: r.by }));
  }
}
