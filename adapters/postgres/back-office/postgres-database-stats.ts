import { performance } from 'node:perf_hooks';
import type postgres from 'postgres';
import type {
  ConnectionUse,
  DatabaseStats,
  TableSize,
} from '../../../application/shared/ports/database-stats';
import { migrationsApplied, schemaVersion } from '../migrate';

/** Measures the database through the pool the use cases use (PostgreSQL or embedded PGlite alike). */
export class PostgresDatabaseStats implements DatabaseStats {
  constructor(private readonly sql: postgres.Sql) {}

  async ping(timeoutMs: number): Promise<number> {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`database did not answer within ${timeoutMs} ms`)),
        timeoutMs,
      );
    });
    try {
      await Promise.race([this.sql`SELECT 1`, timeout]);
    } finally {
      clearTimeout(timer);
    }
    return performance.now() - started;
  }

  /**
   * Each pool names its connections (`application_name`, set by `connect`), so the server's own
   * view counts exactly this pool's connections. PGlite has one backend and no such names.
   */
  async connections(): Promise<ConnectionUse> {
    const [row] = await this.sql<{ embedded: boolean; open: number; active: number }[]>`
      SELECT version() LIKE '%PGlite%' AS embedded, count(a.pid)::int AS open,
             count(a.pid) FILTER (WHERE a.state = 'active')::int AS active
      FROM (SELECT 1) one
      LEFT JOIN pg_stat_activity a
        ON a.application_name = current_setting('application_name') AND a.application_name <> ''
       AND a.datname = current_database()`;
    if (!row || row.embedded) return { kind: 'embedded', max: 1 };
    return { kind: 'pool', max: this.sql.options.max, open: row.open, active: row.active };
  }

  schemaVersion(): Promise<string | null> {
    return schemaVersion(this.sql);
  }

  async takesWrites(): Promise<boolean> {
    const [row] = await this.sql<{ writes: boolean }[]>`SELECT NOT pg_is_in_recovery() AS writes`;
    return row?.writes === true;
  }

  migrationsApplied(): Promise<boolean> {
    return migrationsApplied(this.sql);
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
