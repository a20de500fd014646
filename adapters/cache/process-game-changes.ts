import type { GameChange, GameChanges } from '../../application/ports/game-changes';
import type { Logger } from '../../application/ports/logger';

/**
 * The GameChanges of this process alone: published by the invalidating persistence after each
 * write or transaction of the container's ports, so it never hears another server process's
 * changes (the database's NOTIFY adapter does). Listeners run synchronously, in order; one that
 * throws is logged and the others still run, so a committed write never looks failed.
 */
export class ProcessGameChanges implements GameChanges {
  private readonly listeners = new Set<(change: GameChange) => void>();

  constructor(private readonly logger: Logger) {}

  subscribe(listener: (change: GameChange) => void): () => void {
    // A wrapper per call: the same function subscribed twice is called twice, stopped separately.
    const call = (change: GameChange) => listener(change);
    this.listeners.add(call);
    return () => this.listeners.delete(call);
  }

  publish(change: GameChange): void {
    for (const listener of this.listeners) {
      try {
        listener(change);
      } catch (error) {
        this.logger.error({ err: error, gameId: change.gameId }, 'game change listener failed');
      }
    }
  }
}
