import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type postgres from 'postgres';
import { connect, connectEmbedded, openDatabase } from '../../adapters/postgres/database';
import { startEmbeddedPglite } from '../../adapters/postgres/embedded-pglite';
import { migrate } from '../../adapters/postgres/migrate';

/**
 * The bench's own database: a new database on the machine's PostgreSQL (BENCH_DATABASE_URL, else
 * DATABASE_URL's server, else postgres://postgres@127.0.0.1:5432), dropped at the end unless
 * BENCH_KEEP_DATABASE is set; or with
 * `--embedded` a throwaway PGlite data directory, which only one process may open at a time.
 */
export interface BenchDatabase {
  kind: 'postgres' | 'pglite';
  /** What a server child needs in its environment to use this database. */
  serverEnv: Record<string, string>;
  /** Runs `work` on a migrated connection (embedded: only while no server holds the data directory). */
  withSql<T>(work: (sql: postgres.Sql) => Promise<T>): Promise<T>;
  drop(): Promise<void>;
}

export function serverUrlOf(env: NodeJS.ProcessEnv): string {
  const url = new URL(env.BENCH_DATABASE_URL ?? env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432');
  url.pathname = '/postgres';
  return url.toString();
}

export async function createBenchDatabase(embedded: boolean): Promise<BenchDatabase> {
  if (embedded) {
    const dataDir = mkdtempSync(join(tmpdir(), 'prize-wheel-bench-'));
    return {
      kind: 'pglite',
      serverEnv: { DATA_DIR: dataDir },
      async withSql(work) {
        const database = await openDatabase({ dataDir });
        try {
          await migrate(database.sql);
          return await work(database.sql);
        } finally {
          await database.close();
        }
      },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const admin = connect(serverUrlOf(process.env), { max: 1 });
  const name = `prize_wheel_bench_${process.pid}_${Date.now()}`;
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrlOf(process.env));
  url.pathname = `/${name}`;
  const sql = connect(url.toString(), { max: 4 });
  await migrate(sql);
  return {
    kind: 'postgres',
    serverEnv: { DATABASE_URL: url.toString() },
    withSql: (work) => work(sql),
    async drop() {
      await sql.end({ timeout: 5 });
      // BENCH_KEEP_DATABASE=1 keeps it, to read its statistics afterwards (pg_stat_user_functions with
      // track_functions = 'pl', pg_stat_user_tables...); drop it by hand then.
      if (process.env.BENCH_KEEP_DATABASE) console.log(`kept the bench's database: ${url.toString()}`);
      else await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    },
  };
}

/**
 * A connection for the bare claim transaction: the same PostgreSQL database with the server's pool
 * size, or (embedded) a PGlite of its own in memory, one connection like the server's.
 */
export async function openCeilingSql(
  database: BenchDatabase,
  pool: number,
): Promise<{ sql: postgres.Sql; close(): Promise<void> }> {
  if (database.serverEnv.DATABASE_URL) {
    const sql = connect(database.serverEnv.DATABASE_URL, { max: pool });
    return { sql, close: () => sql.end({ timeout: 5 }) };
  }
  return connectEmbedded(await startEmbeddedPglite({}));
}
