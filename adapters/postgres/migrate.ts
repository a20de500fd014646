import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type postgres from 'postgres';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));
// Any constant works; it only has to be the same for every process running migrations (and the
// backfills that follow them, accounts/canonical-email-backfill.ts).
export const MIGRATION_LOCK_KEY = 7_301_205_518;

/**
 * Applies the *.sql files of migrations/ in name order, each in its own transaction, and records
 * them in schema_migrations. Every transaction first takes one advisory lock, so two processes that
 * start together apply each file once. Returns the versions applied by this call.
 */
export async function migrate(sql: postgres.Sql, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    const text = await readFile(join(dir, file), 'utf8');
    const ran = await sql.begin(async (tx) => {
      await tx`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`;
      await tx`CREATE TABLE IF NOT EXISTS schema_migrations (
        version text PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`;
      const done = await tx`SELECT 1 FROM schema_migrations WHERE version = ${version}`;
      if (done.length > 0) return false;
      await tx.unsafe(text).simple();
      await tx`INSERT INTO schema_migrations (version) VALUES (${version})`;
      return true;
    });
    if (ran) applied.push(version);
  }
  return applied;
}

/** Whether every migration file of `dir` is recorded in schema_migrations (the readiness probe). */
export async function migrationsApplied(sql: postgres.Sql, dir = MIGRATIONS_DIR): Promise<boolean> {
  const versions = await migrationVersions(dir);
  const rows = await sql<{ missing: number }[]>`
    SELECT count(*)::int AS missing FROM unnest(${versions}::text[]) AS shipped(version)
    WHERE NOT EXISTS (SELECT 1 FROM schema_migrations m WHERE m.version = shipped.version)`;
  return rows[0]?.missing === 0;
}

/** The versions of the migration files, read once per folder: they do not change while running. */
const shipped = new Map<string, Promise<string[]>>();
function migrationVersions(dir: string): Promise<string[]> {
  let versions = shipped.get(dir);
  if (!versions) {
    versions = readdir(dir).then((files) =>
      files.filter((f) => f.endsWith('.sql')).map((f) => f.replace(/\.sql$/, '')),
    );
    shipped.set(dir, versions);
  }
  return versions;
}

/** The latest applied migration, for the admin area's Database Tools. */
export async function schemaVersion(sql: postgres.Sql): Promise<string | null> {
  const rows = await sql<{ version: string }[]>`
    SELECT version FROM schema_migrations ORDER BY version DESC LIMIT 1`;
  return rows[0]?.version ?? null;
}
