import type { ClaimStep, ClaimTrails } from '../../../application/back-office/ports/audit-sources';
import type { InMemoryStore } from '../in-memory-store';

/** The claims' trails as the in-memory prize claims wrote them (the trigger prize_claim_steps' twin). */
export class InMemoryClaimTrails implements ClaimTrails {
  constructor(private readonly store: InMemoryStore) {}

  async ofGame(gameId: number): Promise<ClaimStep[]> {
    return this.store.prizeClaimSteps
      .filter((s) => s.gameId === gameId)
      .sort((a, b) => a.winnerId - b.winnerId)
      .map(({ winnerId, status, at, by }) => ({ winnerId, status, at: new Date(at), by }));
  }
}
