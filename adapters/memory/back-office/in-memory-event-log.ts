import type { EventLog, LoggedEvent, NewEvent } from '../../../application/shared/ports/event-log';
import type { Changes, InMemoryStore } from '../in-memory-store';

/** The event log on the in-memory store; a rolled-back unit of work takes its events with it. */
export class InMemoryEventLog implements EventLog {
  constructor(
    private readonly store: InMemoryStore,
    private readonly changes?: Changes,
  ) {}

  async record(event: NewEvent): Promise<void> {
    const row = { ...event, id: this.store.nextEventId++ };
    this.store.events.push(row);
    this.changes?.record(() => {
      const at = this.store.events.indexOf(row);
      if (at >= 0) this.store.events.splice(at, 1);
    });
  }

  async recent(limit: number): Promise<LoggedEvent[]> {
    return this.newestFirst(() => true, limit);
  }

  async forUser(userId: number, limit: number): Promise<LoggedEvent[]> {
    return this.newestFirst((e) => e.userId === userId, limit);
  }

  private newestFirst(keep: (e: NewEvent) => boolean, limit: number): LoggedEvent[] {
    return this.store.events
      .filter(keep)
      .sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id)
      .slice(0, limit)
      .map((e) => ({ ...e, userName: this.userName(e.userId), gameName: this.gameName(e.gameId) }));
  }

  private userName(id: number | null): string | null {
    const user = id === null ? undefined : this.store.users.get(id);
    return user ? `${user.firstName} ${user.lastName}`.trim() || null : null;
  }

  private gameName(id: number | null): string | null {
    return (id === null ? undefined : this.store.games.get(id)?.game.name) ?? null;
  }
}
