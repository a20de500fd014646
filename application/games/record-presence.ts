import { inject, injectable } from 'inversify';
import type { Clock } from '../shared/ports/clock';
import { CLOCK, port } from '../shared/tokens';
import type { PresenceTracker } from './ports/presence-tracker';

/** A session is written at most once per this interval per game (and once for the site). */
const PRESENCE_WRITE_INTERVAL_MS = 15_000;
/** Beyond this many remembered sessions the memory of writes is swept. */
const MAX_REMEMBERED = 50_000;

export interface PresenceRequest {
  /** Identifies the session (its cookie token); only kept in this process's memory. */
  sessionKey: string;
  /** The games whose data was requested (usually none or one). */
  gameIds: readonly number[];
  /** The signed-in player, looked up only when a write is due. */
  playerId: () => Promise<number | null>;
}

/**
 * Marks a signed-in player as seen on the site and on the games they view. Writes are throttled
 * per session and game in this process, so polling pages cost no extra query most of the time.
 */
@injectable()
export class RecordPresence {
  private readonly written = new Map<string, number>();

  constructor(
    @inject(port('presence')) private readonly presence: PresenceTracker,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(request: PresenceRequest): Promise<void> {
    const now = this.clock.now();
    const games = request.gameIds.length > 0 ? [...new Set(request.gameIds)] : [null];
    const due = games.filter((gameId) => this.due(`${request.sessionKey}|${gameId ?? ''}`, now.getTime()));
    if (due.length === 0) return;
    const userId = await request.playerId();
    if (userId === null) return;
    for (const gameId of due) await this.presence.record({ userId, gameId, at: now });
  }

  /** True (and remembered) when this key was not written within the interval. */
  private due(key: string, nowMs: number): boolean {
    const last = this.written.get(key);
    if (last !== undefined && nowMs - last < PRESENCE_WRITE_INTERVAL_MS && nowMs >= last) return false;
    if (this.written.size >= MAX_REMEMBERED) this.sweep(nowMs);
    this.written.set(key, nowMs);
    return true;
  }

  private sweep(nowMs: number): void {
    for (const [key, at] of this.written) {
      if (nowMs - at >= PRESENCE_WRITE_INTERVAL_MS) this.written.delete(key);
    }
    // Still full (a flood of fresh sessions): forget them all rather than grow without bound.
    if (this.written.size >= MAX_REMEMBERED) this.written.clear();
  }
}
