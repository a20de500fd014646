import type { Clock } from '../shared/ports/clock';
import {
  type ConnectionUse,
  DATABASE_TIMEOUT_MS,
  type DatabaseStats,
  type TableSize,
} from '../shared/ports/database-stats';
import type { SettingsStore } from '../shared/ports/settings-store';
import type { RuntimeMetrics, RuntimeSnapshot } from './ports/runtime-metrics';

export type DatabaseStatus =
  | {
      reachable: true;
      latencyMs: number;
      schemaVersion: string | null;
      tables: TableSize[];
      connections: ConnectionUse;
    }
  | { reachable: false; reason: string };

export interface SystemStatus {
  measuredAt: Date;
  database: DatabaseStatus;
  /** This server process (each process measures its own). */
  runtime: RuntimeSnapshot;
  /** Real values, never static security lines (docs/rules/back-office.md, System tab). */
  security: { sessionTimeoutMinutes: number; https: boolean };
}

/** The System tab and Database Tools: every figure measured at the time of asking. */
export class GetSystemStatus {
  constructor(
    private readonly database: DatabaseStats,
    private readonly runtime: RuntimeMetrics,
    private readonly settings: Pick<SettingsStore, 'get'>,
    private readonly clock: Clock,
    private readonly https: boolean,
  ) {}

  async execute(): Promise<SystemStatus> {
    return {
      measuredAt: this.clock.now(),
      database: await this.measureDatabase(),
      runtime: this.runtime.snapshot(),
      security: {
        sessionTimeoutMinutes: await this.settings.get('sessionTimeoutMinutes'),
        https: this.https,
      },
    };
  }

  /** A database that does not answer is a figure to show, not a failed page. */
  private async measureDatabase(): Promise<DatabaseStatus> {
    try {
      const latencyMs = await this.database.ping(DATABASE_TIMEOUT_MS);
      const [schemaVersion, tables, connections] = await Promise.all([
        this.database.schemaVersion(),
        this.database.tableSizes(),
        this.database.connections(),
      ]);
      return { reachable: true, latencyMs, schemaVersion, tables, connections };
    } catch (error) {
      return { reachable: false, reason: error instanceof Error ? error.message : String(error) };
    }
  }
}
