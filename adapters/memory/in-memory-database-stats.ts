import type { ConnectionUse, DatabaseStats, TableSize } from '../../application/ports/database-stats';

/** Tests on memory have no database: nothing to wait for, no migrations, no tables on disk. */
export class InMemoryDatabaseStats implements DatabaseStats {
  async ping(): Promise<number> {
    return 0;
  }

  async connections(): Promise<ConnectionUse> {
    return { kind: 'embedded', max: 1 };
  }

  async schemaVersion(): Promise<string | null> {
    return null;
  }

  async tableSizes(): Promise<TableSize[]> {
    return [];
  }
}
