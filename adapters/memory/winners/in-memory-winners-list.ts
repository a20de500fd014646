import type {
  ListedWinnerRow,
  WinnersCursor,
  WinnersList,
} from '../../../application/winners/ports/winners-list';
import type { InMemoryStore } from '../in-memory-store';

/** The public winners list over the store's winners, as PostgresWinnersList reads them. */
export class InMemoryWinnersList implements WinnersList {
  constructor(private readonly store: InMemoryStore) {}

  async page(after: WinnersCursor | null, limit: number): Promise<ListedWinnerRow[]> {
    const before = (w: { selectedAt: Date; id: number }) =>
      after === null ||
      w.selectedAt.getTime() < after.wonAt.getTime() ||
      (w.selectedAt.getTime() === after.wonAt.getTime() && w.id < after.winnerId);
    return [...this.store.winners.values()]
      .filter((w) => {
        const entry = this.store.games.get(w.gameId);
        return entry !== undefined && entry.archivedAt === undefined && before(w);
      })
      .sort((a, b) => b.selectedAt.getTime() - a.selectedAt.getTime() || b.id - a.id)
      .slice(0, limit)
      .map((w) => {
        const game = this.store.games.get(w.gameId)?.game;
        const user = this.store.erasedUsers.has(w.userId) ? undefined : this.store.users.get(w.userId);
        return {
          winnerId: w.id,
          gameId: w.gameId,
          gameName: game?.name ?? '',
          prize: game?.prize ?? '',
          prizeValueCents: game?.prizeValueCents ?? 0,
          method: w.method ?? 'manual',
          wonAt: w.selectedAt,
          player: user
            ? {
                firstName: user.firstName,
                lastName: user.lastName,
                state: user.state ?? null,
                optOutPublicity: user.optOutPublicity,
              }
            : null,
        };
      });
  }
}
