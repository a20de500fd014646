import type {
  ConnectionUse,
  DatabaseStats,
  TableSize,
} from '../../../application/shared/ports/database-stats';

/**
 * Tests on memory have no database: nothing to wait for, no migrations, no tables on disk; `down`
 * lets a test see the unhealthy answer.
 */
export class InMemoryDatabaseStats implements DatabaseStats {
  down = false;

  async ping(): Promise<number> {
    if (this.down) throw new Error('database down');
    return 0;
  }

  async connections(): Promise<ConnectionUse> {
    return { kind: 'embedded', max: 1 };
  }

  async schemaVersion(): Promise<string | null> {
    return null;
  }

  /** Nothing to migrate in memory. */
  async takesWrites(): Promise<boolean> {
    return true;
  }

  async migrationsApplied(): Promise<boolean> {
    return true;
  }

  async tableSizes(): Promise<TableSize[]> {
    return [];
  }
}
