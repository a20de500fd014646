/** One table's size on disk, indexes and TOAST included. */
export interface TableSize {
  table: string;
  bytes: number;
}

/** What Database Tools and the System tab show of the database: measured, never sample figures. */
export interface DatabaseStats {
  /** Milliseconds of a round trip of a trivial query (`select 1`) through the pool. */
  ping(): Promise<number>;
  /** The last migration applied (e.g. '010_admin_accounts'), or null when none is recorded. */
  schemaVersion(): Promise<string | null>;
  /** The application's tables, largest first. */
  tableSizes(): Promise<TableSize[]>;
}
