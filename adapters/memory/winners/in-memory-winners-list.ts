import type {
  ListedWinnerRow,
  WinnersCursor,
  WinnersList,
} from '../../../application/winners/ports/winners-list';
import { endsWin } from '../../../domain/winners/prize-claim';
import type { InMemoryStore } from '../in-memory-store';

/** The public winners list over the store's winners, as PostgresWinnersList reads them. */
export class InMemoryWinnersList implements WinnersList {
  constructor(private readonly store: InMemoryStore) {}

  async page(after: WinnersCursor | null, limit: number): Promise<ListedWinnerRow[]> {
    const before = (w: { selectedAt: Date; id: number }) =>
      after === null ||
      w.selectedAt.getTime() < after.wonAt.getTime() ||
      (w.selectedAt.getTime() === after.wonAt.getTime() && w.id < after.winnerId);
    const instant = [...this.store.instantPrizes.values()].flatMap((list) =>
      list.flatMap((p) => {
        const claim = p.won ? this.store.prizeClaims.get(p.won.winnerId) : undefined;
        return p.won && !(claim && endsWin(claim.status))
          ? [
              {
                id: p.won.winnerId,
                gameId: p.gameId,
                userId: p.won.userId,
                selectedAt: p.won.wonAt,
                method: 'draw' as const,
                instant: { name: p.name, valueCents: p.valueCents },
              },
            ]
          : [];
      }),
    );
    const main = [...this.store.winners.values()].map((w) => ({ ...w, instant: null }));
    return [...main, ...instant]
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
          prize: w.instant?.name ?? game?.prize ?? '',
          prizeValueCents: w.instant?.valueCents ?? game?.prizeValueCents ?? 0,
          instant: w.instant !== null,
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
