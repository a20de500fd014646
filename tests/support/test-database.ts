/**
 * Test databases. Every helper returns a new, migrated, empty database private to the caller:
 *
 *   const db = await withTestDatabase();     // PostgreSQL when DATABASE_URL is set, else PGlite
 *   const db = await withPgliteDatabase();   // embedded PGlite (tests/support/pglite.ts)
 *   const db = await withPostgresDatabase(); // a fresh database on DATABASE_URL (tests/support/postgres.ts)
 *
 *   db.sql    postgres.js, bigint as number; use it to build adapters (postgresRepositories(db.sql))
 *   db.url    a connection URL, e.g. for a real server under test (DATABASE_URL=db.url). A PGlite URL
 *             reaches a single backend session: give such a server a pool of max 1.
 *   db.close  ends the connections and drops (PostgreSQL) or discards (PGlite) the database.
 *
 * Create one per test file in beforeAll (close it in afterAll) and call resetDatabase(db.sql) in
 * beforeEach when tests must not see each other's rows. Vitest runs each test file in its own
 * process, so files never share a database.
 */
import type postgres from 'postgres';
import { withPgliteDatabase } from './pglite';
import { postgresUrl, withPostgresDatabase } from './postgres';

export interface TestDatabase {
  sql: postgres.Sql;
  url: string;
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
}

export { withPgliteDatabase, withPostgresDatabase };

export function withTestDatabase(): Promise<TestDatabase> {
  return postgresUrl() ? withPostgresDatabase() : withPgliteDatabase();
}

/**
 * Empties every table but schema_migrations and schema_functions and restarts every id sequence. Only the tables holding
 * rows are emptied (one statement finds them): truncating all of them cost 1-2 s per call on a busy
 * machine, most of the contract suites' time, while a test writes a handful. As a superuser (the
 * tests' PostgreSQL and PGlite), the few rows are deleted with triggers off (the event log's refusal
 * and the foreign keys' checks, so any order does): on PostgreSQL a TRUNCATE makes new files for every
 * table and index it empties, 80-190 ms a call where the deletes take 6 ms. Otherwise, TRUNCATE.
 */
export async function resetDatabase(sql: postgres.Sql): Promise<void> {
  const tables = await sql<{ name: string }[]>`
    SELECT quote_ident(tablename) AS name FROM pg_tables
    WHERE schemaname = current_schema() AND tablename NOT IN ('schema_migrations', 'schema_functions')`;
  if (tables.length === 0) return;
  const probes = tables.map((t, i) => `(SELECT EXISTS (SELECT FROM ${t.name})) AS t${i}`);
  const [found] = await sql.unsafe<Record<string, boolean | string>[]>(
    `SELECT current_setting('is_superuser') AS superuser, ${probes.join(', ')}`,
  );
  const filled = tables.filter((_, i) => found?.[`t${i}`] === true).map((t) => t.name);
  if (filled.length > 0 && found?.superuser === 'on') {
    await sql.begin(async (tx) => {
      await tx.unsafe(`SET LOCAL session_replication_role = replica`);
      for (const table of filled) await tx.unsafe(`DELETE FROM ${table}`);
    });
  } else if (filled.length > 0) {
    await sql.unsafe(`TRUNCATE ${filled.join(', ')} CASCADE`);
  }
  // Every sequence back to its start, including those of empty tables a rolled-back insert advanced.
  await sql.unsafe(`
    SELECT setval(c.oid, s.seqstart, false)
    FROM pg_class c JOIN pg_sequence s ON s.seqrelid = c.oid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind = 'S' AND n.nspname = current_schema()`);
}
