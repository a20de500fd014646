import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../adapters/postgres/migrate';
import { type TestDatabase, withTestDatabase } from '../support/test-database';

const ROOT = resolve(import.meta.dirname, '../..');
const MIGRATIONS = 'adapters/postgres/migrations';
/** The last commit whose migrations defined the database functions themselves. */
const BEFORE_FUNCTIONS_FOLDER = '645197a7950c2a8c0ab82425f3426034faef0da3';

/** Every function of the schema (extensions' aside) and every trigger, as the database prints them. */
async function definitions(sql: postgres.Sql): Promise<string[]> {
  const functions = await sql<{ def: string }[]>`
    SELECT pg_get_functiondef(p.oid) AS def FROM pg_proc p
    WHERE p.pronamespace = current_schema()::regnamespace AND p.prokind = 'f'
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')`;
  const triggers = await sql<{ def: string }[]>`
    SELECT pg_get_triggerdef(t.oid) AS def FROM pg_trigger t
    JOIN pg_class c ON c.oid = t.tgrelid WHERE c.relnamespace = current_schema()::regnamespace
      AND NOT t.tgisinternal`;
  return [...functions, ...triggers].map((r) => r.def).sort();
}

describe('the database functions of adapters/postgres/functions/', () => {
  let fresh: TestDatabase;
  let old: TestDatabase;
  let oldMigrations: string;

  beforeAll(async () => {
    fresh = await withTestDatabase();
    old = await withTestDatabase();
    await old.sql.unsafe('DROP SCHEMA public CASCADE; CREATE SCHEMA public').simple();
    oldMigrations = await mkdtemp(join(tmpdir(), 'migrations-with-functions-'));
    const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' });
    for (const path of git('ls-tree', '--name-only', `${BEFORE_FUNCTIONS_FOLDER}:${MIGRATIONS}`).split('\n'))
      if (path.endsWith('.sql'))
        await writeFile(
          join(oldMigrations, path),
          git('show', `${BEFORE_FUNCTIONS_FOLDER}:${MIGRATIONS}/${path}`),
        );
  }, 120_000);
  afterAll(async () => {
    await fresh?.close();
    await old?.close();
    if (oldMigrations) await rm(oldMigrations, { recursive: true, force: true });
  });

  it('leave a database migrated by the old migrations with the same functions and triggers as a new one', async () => {
    await migrate(old.sql, { migrations: oldMigrations, functions: null });
    const before = await definitions(old.sql);
    await migrate(old.sql);
    const expected = await definitions(fresh.sql);
    expect(expected.some((def) => def.includes('FUNCTION public.spin_paid('))).toBe(true);
    expect(expected.some((def) => def.includes('TRIGGER claims_game_log '))).toBe(true);
    expect(await definitions(old.sql)).toEqual(expected);
    // Re-applied at the next start, nothing changes.
    await migrate(fresh.sql);
    expect(await definitions(fresh.sql)).toEqual(expected);
    expect(before.length).toBeGreaterThan(0);
  }, 120_000);

  it('are the only place a function or a trigger is defined: the migrations hold tables, indexes and data', async () => {
    const dir = join(ROOT, MIGRATIONS);
    for (const file of await readdir(dir)) {
      const text = (await readFile(join(dir, file), 'utf8')).replace(/--.*$/gm, '');
      expect(text, file).not.toMatch(/CREATE\s+(OR\s+REPLACE\s+)?(FUNCTION|TRIGGER)/i);
    }
  });
});
