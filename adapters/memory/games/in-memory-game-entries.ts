import type { ClaimCounts, GameEntries, GameEntry } from '../../../application/games/ports/game-entries';
import { isUnsettled, type NumberClaim } from '../../../domain/play/number-claim';
import { isSettled } from '../../../domain/play/player-stats';
import type { InMemoryStore } from '../in-memory-store';

const enteredAt = (c: NumberClaim) => c.settledAt ?? c.createdAt;

/** A game's settled claims of a player, in the order they settled (insertion order breaks ties). */
export function settledEntries(store: InMemoryStore, gameId: number): (NumberClaim & { userId: number })[] {
  return [...store.claims.values()]
    .filter(
      (c): c is NumberClaim & { userId: number } => c.gameId === gameId && isSettled(c) && c.userId !== null,
    )
    .map((c, i) => ({ c, i }))
    .sort((a, b) => enteredAt(a.c).getTime() - enteredAt(b.c).getTime() || a.i - b.i)
    .map(({ c }) => c);
}

export class InMemoryGameEntries implements GameEntries {
  constructor(private readonly store: InMemoryStore) {}

  async listSettled(gameId: number): Promise<GameEntry[]> {
    return this.entriesOf(settledEntries(this.store, gameId));
  }

  async listPending(gameId: number): Promise<GameEntry[]> {
    const pending = [...this.store.claims.values()].filter(
      (c): c is NumberClaim & { userId: number } =>
        c.gameId === gameId && c.status === 'pending' && c.userId !== null,
    );
    return this.entriesOf(pending);
  }

  private entriesOf(claims: (NumberClaim & { userId: number })[]): GameEntry[] {
    return claims.map((c) => {
      const user = this.store.users.get(c.userId);
      const erased = this.store.erasedUsers.has(c.userId) || !user;
      return {
        claimId: c.id,
        number: c.number,
        userId: c.userId,
        player: erased ? null : { firstName: user.firstName, lastName: user.lastName, email: user.email },
        kind: c.kind,
        priceCents: c.priceCents,
        enteredAt: enteredAt(c),
      };
    });
  }

  async claimCounts(gameIds: readonly number[]): Promise<Map<number, ClaimCounts>> {
    const counts = new Map<number, ClaimCounts>();
    for (const id of gameIds) {
      const claims = [...this.store.claims.values()].filter((c) => c.gameId === id);
      const settled = settledEntries(this.store, id);
      counts.set(id, {
        total: claims.length,
        unsettled: claims.filter(isUnsettled).length,
        settled: settled.length,
        players: new Set(settled.map((c) => c.userId)).size,
      });
    }
    return counts;
  }
}
