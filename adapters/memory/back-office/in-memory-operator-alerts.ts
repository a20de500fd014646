import type {
  GameAwaitingWinner,
  OperatorAlerts,
  UnsettledCharges,
} from '../../../application/back-office/ports/operator-alerts';
import type { InMemoryStore } from '../in-memory-store';

export class InMemoryOperatorAlerts implements OperatorAlerts {
  constructor(private readonly store: InMemoryStore) {}

  async gamesAwaitingWinner(now: Date): Promise<GameAwaitingWinner[]> {
    const claims = [...this.store.claims.values()].filter((claim) => claim.status !== 'released');
    return [...this.store.games.values()]
      .map(({ game, taken }) => {
        const ended = game.endTime.getTime() <= now.getTime();
        const soldOut = taken.size >= game.totalNumbers;
        const entries = claims.filter((claim) => claim.gameId === game.id).length;
        return { game, ended, soldOut, entries };
      })
      .filter((g) => (g.ended || g.soldOut) && g.entries > 0 && !this.store.winners.has(g.game.id))
      .sort((a, b) => a.game.endTime.getTime() - b.game.endTime.getTime() || a.game.id - b.game.id)
      .map(({ game, ended, entries }) => ({
        gameId: game.id,
        name: game.name,
        code: game.code,
        reason: ended ? 'ended' : 'soldOut',
        entries,
      }));
  }

  async unsettledCharges(now: Date, pendingCreatedBefore: Date): Promise<UnsettledCharges> {
    const stale = [...this.store.paymentAttempts.values()].filter(
      (attempt) => attempt.status === 'pending' && attempt.createdAt < pendingCreatedBefore,
    );
    const oldest = stale.reduce<Date | null>(
      (min, attempt) => (min === null || attempt.createdAt < min ? attempt.createdAt : min),
      null,
    );
    const openHolds = [...this.store.claims.values()].filter(
      (claim) => claim.status === 'held' && claim.holdExpiresAt !== null && claim.holdExpiresAt > now,
    ).length;
    return { stalePending: stale.length, oldestPendingAt: oldest, openHolds };
  }
}
