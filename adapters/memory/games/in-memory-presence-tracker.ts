import type {
  PresenceTracker,
  PresenceVisit,
  VisitDurations,
} from '../../../application/games/ports/presence-tracker';
import { VISIT_IDLE_MS } from '../../../domain/back-office/analytics';

export class InMemoryPresenceTracker implements PresenceTracker {
  /** user id -> last seen (ms). */
  private readonly site = new Map<number, number>();
  /** game id -> user id -> last seen (ms). */
  private readonly games = new Map<number, Map<number, number>>();

  /** user id -> the open visit; and the visits closed by a request after VISIT_IDLE_MS. */
  private readonly open = new Map<number, { start: number; last: number }>();
  private readonly closed: { start: number; last: number }[] = [];

  async record({ userId, gameId, at }: PresenceVisit): Promise<void> {
    this.visit(userId, at.getTime());
    touch(this.site, userId, at.getTime());
    if (gameId === null) return;
    const viewers = this.games.get(gameId) ?? new Map<number, number>();
    this.games.set(gameId, viewers);
    touch(viewers, userId, at.getTime());
  }

  async endedVisits(from: Date, idleSince: Date): Promise<VisitDurations> {
    const ended = [
      ...this.closed.filter((v) => v.last >= from.getTime()),
      ...[...this.open.values()].filter((v) => v.last >= from.getTime() && v.last < idleSince.getTime()),
    ];
    return { visits: ended.length, totalMs: ended.reduce((sum, v) => sum + v.last - v.start, 0) };
  }

  private visit(userId: number, at: number): void {
    const current = this.open.get(userId);
    if (!current) this.open.set(userId, { start: at, last: at });
    else if (at - current.last > VISIT_IDLE_MS) {
      this.closed.push(current);
      this.open.set(userId, { start: at, last: at });
    } else current.last = Math.max(current.last, at);
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
