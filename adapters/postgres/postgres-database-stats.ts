import { performance } from 'node:perf_hooks';
import type postgres from 'postgres';
import type { DatabaseStats, TableSize } from '../../application/ports/database-stats';
import { schemaVersion } from './migrate';

/** Measures the database through the pool the use cases use (PostgreSQL or embedded PGlite alike). */
export class PostgresDatabaseStats implements DatabaseStats {
  constructor(private readonly sql: postgres.Sql) {}

  async ping(): Promise<number> {
    const started = performance.now();
    await this.sql`SELECT 1`;
    return performance.now() - started;
  }

  schemaVersion(): Promise<string | null> {
    return schemaVersion(this.sql);
  }

  async tableSizes(): Promise<TableSize[]> {
    const rows = await this.sql<{ table: string; bytes: number }[]>`
      SELECT c.relname AS table, pg_total_relation_size(c.oid)::bigint AS bytes
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND n.nspname = current_schema()
      ORDER BY bytes DESC, c.relname`;
    return rows.map((row) => ({ table: row.table, bytes: Number(row.bytes) }));
  }
}
