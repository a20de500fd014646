import type { WinnerRecord, WinnerRepository } from '../../application/ports/winner-repository';
import { type Changes, type InMemoryStore, setEntry } from './in-memory-store';

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
    if (this.store.winners.has(winner.gameId)) return false;
    setEntry(this.store.winners, winner.gameId, { ...winner }, this.changes);
    return true;
  }

  async findByGame(gameId: number): Promise<WinnerRecord | null> {
    const winner = this.store.winners.get(gameId);
    return winner ? { ...winner } : null;
  }

  async countByUser(userId: number): Promise<number> {
    return [...this.store.winners.values()].filter((w) => w.userId === userId).length;
  }
}
