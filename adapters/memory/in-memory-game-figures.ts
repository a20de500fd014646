import type { GameFigures, GameTotals } from '../../application/ports/game-figures';
import type { InMemoryStore } from './in-memory-store';

export class InMemoryGameFigures implements GameFigures {
  constructor(private readonly store: InMemoryStore) {}

  async totalsByGame(gameIds: readonly number[]): Promise<Map<number, GameTotals>> {
    const totals = new Map<number, GameTotals>(gameIds.map((id) => [id, { spins: 0, revenueCents: 0 }]));
    for (const claim of this.store.claims.values()) {
      const total = totals.get(claim.gameId);
      if (total && (claim.status === 'paid' || claim.status === 'free')) total.spins += 1;
    }
    for (const payment of this.store.payments.values()) {
      const claim = this.store.claims.get(payment.claimId);
      const total = claim && totals.get(claim.gameId);
      if (total) total.revenueCents += payment.amountCents;
    }
    return totals;
  }
}
