import type { GameClosings } from '../../../application/games/ports/game-closings';
import { type Changes, type InMemoryStore, setEntry } from '../in-memory-store';

/** Closings by game id; units of work run one at a time, so a game closes once here too. */
export class InMemoryGameClosings implements GameClosings {
  constructor(
    private readonly store: InMemoryStore,
    private readonly changes?: Changes,
  ) {}

  async closeDue(now: Date, drawWanted: boolean, limit: number): Promise<number[]> {
    const due = [...this.store.games.entries()]
      .filter(([id, e]) => e.archivedAt === undefined && !this.store.closings.has(id))
      .filter(([, e]) => e.game.cancelledAt == null)
      .filter(([, e]) => !e.game.minimumToRun || e.minimumDecidedAt !== undefined)
      .filter(
        ([, e]) =>
          e.game.endTime.getTime() <= now.getTime() ||
          e.taken.size >= e.game.totalNumbers ||
          e.game.closedAt !== null,
      )
      .sort(([a, x], [b, y]) => x.game.endTime.getTime() - y.game.endTime.getTime() || a - b)
      .slice(0, limit)
      .map(([id]) => id);
    for (const id of due) {
      setEntry(
        this.store.closings,
        id,
        { closedAt: now, drawDue: drawWanted, completionMailedAt: null },
        this.changes,
      );
    }
    return due.sort((a, b) => a - b);
  }

  async listAwaitingDraw(limit: number): Promise<number[]> {
    return [...this.store.closings.entries()]
      .filter(([, c]) => c.drawDue)
      .map(([id]) => id)
      .sort((a, b) => a - b)
      .slice(0, limit);
  }

  async markDrawDone(gameId: number): Promise<void> {
    const closing = this.store.closings.get(gameId);
    if (closing) setEntry(this.store.closings, gameId, { ...closing, drawDue: false }, this.changes);
  }

  async markCompletionMailed(gameId: number, at: Date): Promise<boolean> {
    const closing = this.store.closings.get(gameId);
    if (closing?.completionMailedAt) return false;
    const next = closing
      ? { ...closing, completionMailedAt: at }
      : { closedAt: at, drawDue: false, completionMailedAt: at };
    setEntry(this.store.closings, gameId, next, this.changes);
    return true;
  }

  async completionMailed(gameIds: readonly number[]): Promise<Set<number>> {
    return new Set(gameIds.filter((id) => this.store.closings.get(id)?.completionMailedAt));
  }
}
