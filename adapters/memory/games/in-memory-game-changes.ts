import type { GameChange, GameChanges } from '../../../application/games/ports/game-changes';
import { GameChangeFanout } from '../../live/game-change-fanout';

/**
 * Game changes of the in-memory adapters: their writes publish here, a unit of work's only once it
 * succeeded (as NOTIFY waits for the commit). One process only, by nature.
 */
export class InMemoryGameChanges implements GameChanges {
  private readonly fanout = new GameChangeFanout();

  subscribe(listener: (change: GameChange) => void): () => void {
    return this.fanout.subscribe(listener);
  }

  publish(gameId: number): void {
    this.fanout.publish(gameId);
  }

  async start(): Promise<void> {}

  async close(): Promise<void> {
    this.fanout.close();
  }
}
