import type { DatabaseHealth } from '../../application/ports/database-health';

/** Memory always answers; `down` lets a test see the unhealthy answer. */
export class InMemoryDatabaseHealth implements DatabaseHealth {
  down = false;

  async ping(): Promise<void> {
    if (this.down) throw new Error('database down');
  }
}
