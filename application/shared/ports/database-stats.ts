/** How long the System tab and Test Connection wait for `select 1`. */
export const DATABASE_TIMEOUT_MS = 5_000;

/** One table's size on disk, indexes and TOAST included. */
export interface TableSize {
  table: string;
  bytes: number;
}

/**
 * This process's database connections: a pool on a PostgreSQL server (its `max`, the connections
 * open now, and how many run a query, the reading's own included), or the embedded PGlite, which
 * has one connection.
 */
export type ConnectionUse =
  | { kind: 'pool'; max: number; open: number; active: number }
  | { kind: 'embedded'; max: 1 };

/** What Database Tools and the System tab show of the database: measured, never sample figures. */
export interface DatabaseStats {
  /**
   * Milliseconds of a round trip of a trivial query (`select 1`) through the pool; rejects when it
   * does not answer within `timeoutMs` (a pool waiting for a dead server never answers). Also the
   * public health check ('SYSTEM ONLINE').
   */
  ping(timeoutMs: number): Promise<number>;
  /** The last migration applied (e.g. '010_admin_accounts'), or null when none is recorded. */
  schemaVersion(): Promise<string | null>;
  /**
   * Every migration this build ships is recorded as applied (a process started on a database its
   * migrations have not reached must not take traffic).
   */
  migrationsApplied(): Promise<boolean>;
  /**
   * The server the pool reaches takes writes: not a standby in recovery. A process whose pool reached
   * one (a failover's moment) must not take traffic, though its `select 1` answers.
   */
  takesWrites(): Promise<boolean>;
  /** The connections of this process, read from `pg_stat_activity`. */
  connections(): Promise<ConnectionUse>;
  /** The application's tables, largest first. */
  tableSizes(): Promise<TableSize[]>;
}
