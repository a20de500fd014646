import type { DrawNotices, DrawResult } from '../../../application/play/ports/draw-notices';
import type { InMemoryStore } from '../in-memory-store';

/** The same reads over the in-memory store; each call is atomic like the SQL adapter's statements. */
export class InMemoryDrawNotices implements DrawNotices {
  private readonly seen = new Set<string>();

  constructor(private readonly store: InMemoryStore) {}

  async unseen(userId: number): Promise<DrawResult[]> {
    const entered = new Set(
      [...this.store.claims.values()]
        .filter((c) => c.userId === userId && (c.status === 'paid' || c.status === 'free'))
        .map((c) => c.gameId),
    );
    const results: DrawResult[] = [];
    for (const winner of this.store.winners.values()) {
      const entry = this.store.games.get(winner.gameId);
      if (!entry || entry.archivedAt || !entered.has(winner.gameId)) continue;
      if (this.seen.has(`${userId}:${winner.gameId}`)) continue;
      results.push({
        gameId: winner.gameId,
        gameName: entry.game.name,
        winningNumber: winner.number,
        won: winner.userId === userId,
        winnerId: winner.userId === userId ? winner.id : null,
        drawnAt: winner.selectedAt,
      });
    }
    return results.sort((a, b) => b.drawnAt.getTime() - a.drawnAt.getTime() || b.gameId - a.gameId);
  }

  async markSeen(userId: number, gameId: number, _at: Date): Promise<boolean> {
    const key = `${userId}:${gameId}`;
    if (this.seen.has(key) || !this.store.users.has(userId) || !this.store.games.has(gameId)) {
      if (!this.seen.has(key)) throw new Error(`Unknown player ${userId} or game ${gameId}`);
      return false;
    }
    this.seen.add(key);
    return true;
  }
}
