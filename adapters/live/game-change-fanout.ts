import type { GameChange, GameChanges } from '../../application/games/ports/game-changes';

/** At most one delivery per this window under a burst; an isolated change is delivered at once. */
export const COALESCE_MS = 100;

/**
 * Hands each change to every listener, coalesced: changes arriving within COALESCE_MS of the last
 * delivery wait for the next one, and a game changed many times meanwhile is delivered once. So
 * hundreds of claims a second cost each listener about ten deliveries a second, not hundreds.
 */
export class GameChangeFanout implements GameChanges {
  private readonly listeners = new Set<(change: GameChange) => void>();
  private readonly pending = new Set<number | null>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private lastDelivery = Number.NEGATIVE_INFINITY;

  constructor(private readonly windowMs = COALESCE_MS) {}

  subscribe(listener: (change: GameChange) => void): () => void {
    const own = (change: GameChange) => listener(change);
    this.listeners.add(own);
    return () => {
      this.listeners.delete(own);
    };
  }

  /** A change of one game, or null: anything may have changed (a stream reconnected). */
  publish(gameId: number | null): void {
    this.pending.add(gameId);
    if (this.timer !== null) return;
    const wait = Math.max(0, this.lastDelivery + this.windowMs - performance.now());
    this.timer = setTimeout(() => this.deliver(), wait);
  }

  /** Listeners currently subscribed (tests check that a stream that ended let go of its own). */
  get size(): number {
    return this.listeners.size;
  }

  close(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.pending.clear();
    this.listeners.clear();
  }

  private deliver(): void {
    this.timer = null;
    this.lastDelivery = performance.now();
    const changes = [...this.pending];
    this.pending.clear();
    for (const gameId of changes) {
      for (const listener of [...this.listeners]) {
        try {
          listener({ gameId });
        } catch {
          // A listener must not throw (the port says so); one that does must not starve the others.
        }
      }
    }
  }
}
