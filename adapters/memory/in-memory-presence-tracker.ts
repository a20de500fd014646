import type { PresenceTracker, PresenceVisit } from '../../application/ports/presence-tracker';

export class InMemoryPresenceTracker implements PresenceTracker {
  /** user id -> last seen (ms). */
  private readonly site = new Map<number, number>();
  /** game id -> user id -> last seen (ms). */
  private readonly games = new Map<number, Map<number, number>>();

  async record({ userId, gameId, at }: PresenceVisit): Promise<void> {
    touch(this.site, userId, at.getTime());
    if (gameId === null) return;
    const viewers = this.games.get(gameId) ?? new Map<number, number>();
    this.games.set(gameId, viewers);
    touch(viewers, userId, at.getTime());
  }

  async countOnline(since: Date): Promise<number> {
    return countAfter(this.site, since.getTime());
  }

  async lastSeen(userId: number): Promise<Date | null> {
    const at = this.site.get(userId);
    return at === undefined ? null : new Date(at);
  }

  async countViewers(gameIds: readonly number[], since: Date): Promise<Map<number, number>> {
    return new Map(gameIds.map((id) => [id, countAfter(this.games.get(id), since.getTime())]));
  }
}

function touch(seen: Map<number, number>, userId: number, at: number): void {
  seen.set(userId, Math.max(seen.get(userId) ?? at, at));
}

function countAfter(seen: Map<number, number> | undefined, since: number): number {
  let count = 0;
  for (const at of seen?.values() ?? []) if (at > since) count++;
  return count;
}
