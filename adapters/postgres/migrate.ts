import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type postgres from 'postgres';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));
const FUNCTIONS_DIR = fileURLToPath(new URL('./functions', import.meta.url));
// Any constant works; it only has to be the same for every process running migrations (and the
// backfills that follow them, accounts/canonical-email-backfill.ts).
export const MIGRATION_LOCK_KEY = 7_301_205_518;

/** Where the schema comes from: the migrations, then the database functions (null: none, for a test
 * that stops the schema at an older migration, where today's functions may not fit). */
interface SchemaFolders {
  migrations?: string;
  functions?: string | null;
}

/**
 * Applies the *.sql files of migrations/ in name order, each in its own transaction, and records
 * them in schema_migrations; then the database functions (applyFunctions). Every transaction first
 * takes one advisory lock, so two processes that start together apply each file once. Returns the
 * versions of the migrations applied by this call.
 */
export async function migrate(
  sql: postgres.Sql,
  { migrations = MIGRATIONS_DIR, functions = FUNCTIONS_DIR }: SchemaFolders = {},
): Promise<string[]> {
  const applied: string[] = [];
  for (const { name: version, text } of await sqlFiles(migrations)) {
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
  if (functions) await applyFunctions(sql, functions);
  return applied;
}

/**
 * The database functions and triggers of functions/ (one file each, written to be re-applied:
 * CREATE OR REPLACE), in name order, in ONE transaction under the migrations' advisory lock, after
 * the migrations at every start. A file whose text differs from the one schema_functions recorded
 * (a new file, a changed one, a database that never had them) is applied; one already applied as it
 * is takes no lock on the tables its triggers are on, so a restart beside busy servers waits for none.
 */
export async function applyFunctions(sql: postgres.Sql, dir = FUNCTIONS_DIR): Promise<void> {
  const files = await sqlFiles(dir);
  await sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`;
    await tx`CREATE TABLE IF NOT EXISTS schema_functions (
      name text PRIMARY KEY,
      digest text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`;
    const recorded = new Map(
      (await tx<{ name: string; digest: string }[]>`SELECT name, digest FROM schema_functions`).map((r) => [
        r.name,
        r.digest,
      ]),
    );
    for (const { name, text, digest } of files) {
      if (recorded.get(name) === digest) continue;
      await tx.unsafe(text).simple();
      await tx`
        INSERT INTO schema_functions (name, digest) VALUES (${name}, ${digest})
        ON CONFLICT (name) DO UPDATE SET digest = EXCLUDED.digest, applied_at = now()`;
    }
  });
}

/** Whether every migration file is recorded in schema_migrations and every function file, as it is
 * now, in schema_functions (the readiness probe). */
export async function migrationsApplied(
  sql: postgres.Sql,
  { migrations = MIGRATIONS_DIR, functions = FUNCTIONS_DIR }: SchemaFolders = {},
): Promise<boolean> {
  const versions = (await shippedFiles(migrations)).map((f) => f.name);
  const shipped = functions ? await shippedFiles(functions) : [];
  const names = shipped.map((f) => f.name);
  const digests = shipped.map((f) => f.digest);
  const rows = await sql<{ missing: number }[]>`
    SELECT (SELECT count(*)::int FROM unnest(${versions}::text[]) AS shipped(version)
      WHERE NOT EXISTS (SELECT 1 FROM schema_migrations m WHERE m.version = shipped.version))
      + (SELECT count(*)::int FROM unnest(${names}::text[], ${digests}::text[]) AS shipped(name, digest)
      WHERE NOT EXISTS (
        SELECT 1 FROM schema_functions f WHERE f.name = shipped.name AND f.digest = shipped.digest))
      AS missing`;
  return rows[0]?.missing === 0;
}

interface SqlFile {
  name: string;
  text: string;
  digest: string;
}

/** The *.sql files of a folder in name order, named without the extension. */
async function sqlFiles(dir: string): Promise<SqlFile[]> {
  const names = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  return Promise.all(
    names.map(async (file) => {
      const text = await readFile(join(dir, file), 'utf8');
      return {
        name: file.replace(/\.sql$/, ''),
        text,
        digest: createHash('sha256').update(text).digest('hex'),
      };
    }),
  );
}

/** The files of a folder, read once: they do not change while running. */
const shipped = new Map<string, Promise<SqlFile[]>>();
function shippedFiles(dir: string): Promise<SqlFile[]> {
  let files = shipped.get(dir);
  if (!files) {
    files = sqlFiles(dir);
    shipped.set(dir, files);
  }
  return files;
}

/** The latest applied migration, for the admin area's Database Tools. */
export async function schemaVersion(sql: postgres.Sql): Promise<string | null> {
  const rows = await sql<{ version: string }[]>`
    SELECT version FROM schema_migrations ORDER BY version DESC LIMIT 1`;
  return rows[0]?.version ?? null;
}
