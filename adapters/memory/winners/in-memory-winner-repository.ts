import type {
  WinnerListing,
  WinnerRecord,
  WinnerRepository,
} from '../../../application/games/ports/winner-repository';
import type { PlayerWin } from '../../../domain/play/player-wins';
import { settledEntries } from '../games/in-memory-game-entries';
import { type Changes, deleteEntry, gameChanged, type InMemoryStore, setEntry } from '../in-memory-store';

export class InMemoryWinnerRepository implements WinnerRepository {
  constructor(
    private readonly store: InMemoryStore,
    private readonly changes?: Changes,
  ) {}

  /** Enforces the winners table's keys: one per game, a number of the game, a known player. */
  async record(winner: WinnerRecord): Promise<boolean> {
    const game = this.store.games.get(winner.gameId)?.game;
    if (!game || !Number.isInteger(winner.number) || winner.number < 1 || winner.number > game.totalNumbers) {
      throw new Error(`Game ${winner.gameId} has no number ${winner.number}`);
    }
    if (!this.store.users.has(winner.userId)) throw new Error(`Unknown user ${winner.userId}`);
    const draw = winner.draw ?? null;
    if ((winner.method === 'draw') !== (draw !== null))
      throw new Error('a draw, and only a draw, has a pick');
    if (draw && !(draw.index >= 0 && draw.index < draw.candidates))
      throw new Error('draw index out of range');
    if (this.store.winners.has(winner.gameId)) return false;
    const stored = {
      ...winner,
      method: winner.method ?? 'manual',
      selectedByAdminId: winner.selectedByAdminId ?? null,
      draw: draw ? { ...draw } : null,
      id: this.store.nextWinnerId++,
    };
    setEntry(this.store.winners, winner.gameId, stored, this.changes);
    gameChanged(this.store, winner.gameId, this.changes);
    return true;
  }

  async findByGame(gameId: number): Promise<WinnerRecord | null> {
    const winner = this.store.winners.get(gameId);
    if (!winner) return null;
    const { id: _, ...record } = winner;
    return { ...record };
  }

  async findById(id: number): Promise<WinnerRecord | null> {
    const winner = [...this.store.winners.values()].find((w) => w.id === id);
    if (!winner) return null;
    const { id: _, ...record } = winner;
    return { ...record };
  }

  async listByUser(userId: number): Promise<PlayerWin[]> {
    return [...this.store.winners.values()]
      .filter((w) => w.userId === userId)
      .sort(newestFirst)
      .map((w) => {
        const game = this.store.games.get(w.gameId)?.game;
        return {
          winnerId: w.id,
          kind: 'main' as const,
          gameId: w.gameId,
          gameName: game?.name ?? '',
          prize: game?.prize ?? '',
          prizeValueCents: game?.prizeValueCents ?? 0,
          number: w.number,
          selectedAt: w.selectedAt,
          claimStatus: this.store.prizeClaims.get(w.id)?.status ?? null,
        };
      });
  }

  async list(): Promise<WinnerListing[]> {
    return [...this.store.winners.values()].sort(newestFirst).map((w) => {
      const game = this.store.games.get(w.gameId)?.game;
      const user = this.store.users.get(w.userId);
      const entries = settledEntries(this.store, w.gameId);
      const erased = this.store.erasedUsers.has(w.userId);
      return {
        id: w.id,
        gameId: w.gameId,
        gameName: game?.name ?? '',
        prizeValueCents: game?.prizeValueCents ?? 0,
        userId: w.userId,
        player:
          user && !erased ? { firstName: user.firstName, lastName: user.lastName, email: user.email } : null,
        number: w.number,
        reason: w.reason,
        selectedAt: w.selectedAt,
        selectedBy: w.selectedBy,
        selectedByAdminId: w.selectedByAdminId ?? null,
        method: w.method ?? 'manual',
        draw: w.draw ?? null,
        totalParticipants: new Set(entries.map((c) => c.userId)).size,
        totalSpins: entries.length,
      };
    });
  }

  async delete(id: number): Promise<boolean> {
    const found = [...this.store.winners.values()].find((w) => w.id === id);
    if (found) {
      deleteEntry(this.store.winners, found.gameId, this.changes);
      gameChanged(this.store, found.gameId, this.changes);
    }
    return found !== undefined;
  }
}

/** The newest selection first; the later id first between two of the same moment. */
function newestFirst(a: { selectedAt: Date; id: number }, b: { selectedAt: Date; id: number }): number {
  return b.selectedAt.getTime() - a.selectedAt.getTime() || b.id - a.id;
}
