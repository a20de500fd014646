import type { DatabaseHealth, TableSize } from '../../application/ports/database-health';

/** Tests on memory have no database: nothing to wait for, no migrations, no tables on disk. */
export class InMemoryDatabaseHealth implements DatabaseHealth {
  async ping(): Promise<number> {
    return 0;
  }

  async schemaVersion(): Promise<string | null> {
    return null;
  }

  async tableSizes(): Promise<TableSize[]> {
    return [];
  }
}
