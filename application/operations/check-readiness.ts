import { inject, injectable } from 'inversify';
import type { DatabaseStats } from '../shared/ports/database-stats';
import { port } from '../shared/tokens';
import { HEALTH_TIMEOUT_MS } from './check-health';
import type { DrainState } from './ports/drain-state';
import { PROCESS_DRAIN } from './tokens';

/** Why a process should not be sent traffic now. */
export type NotReady = 'draining' | 'database unreachable' | 'database read-only' | 'migrations not applied';

/**
 * The readiness probe behind GET /api/ready: a process takes traffic only while it is not draining,
 * its database answers and takes writes (not a standby in recovery), and every migration it ships is
 * applied. Liveness (GET /api/health) stays
 * apart: a draining process is alive, and a restart would not fix an unreachable database.
 */
@injectable()
export class CheckReadiness {
  constructor(
    @inject(port('databaseStats'))
    private readonly database: Pick<DatabaseStats, 'ping' | 'takesWrites' | 'migrationsApplied'>,
    @inject(PROCESS_DRAIN) private readonly drain: DrainState,
  ) {}

  async execute(): Promise<{ ready: true } | { ready: false; reason: NotReady }> {
    if (this.drain.draining) return { ready: false, reason: 'draining' };
    try {
      await this.database.ping(HEALTH_TIMEOUT_MS);
    } catch {
      return { ready: false, reason: 'database unreachable' };
    }
    // A standby answers `select 1` too: the pool must have reached the server that takes writes.
    if (!(await this.database.takesWrites())) return { ready: false, reason: 'database read-only' };
    if (!(await this.database.migrationsApplied())) return { ready: false, reason: 'migrations not applied' };
    // Asked again: a drain that began during the database's checks wins.
    return this.drain.draining ? { ready: false, reason: 'draining' } : { ready: true };
  }
}
