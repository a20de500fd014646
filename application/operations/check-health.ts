import { inject, injectable } from 'inversify';
import type { DatabaseStats } from '../shared/ports/database-stats';
import { port } from '../shared/tokens';

export const HEALTH_TIMEOUT_MS = 1_000;

/** The health check behind GET /api/health: the database answers a trivial query, quickly. */
@injectable()
export class CheckHealth {
  constructor(@inject(port('databaseStats')) private readonly database: Pick<DatabaseStats, 'ping'>) {}

  async execute(): Promise<{ ok: boolean }> {
    try {
      await this.database.ping(HEALTH_TIMEOUT_MS);
      return { ok: true };
    } catch {
      return { ok: false };
    }
  }
}
