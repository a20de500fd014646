import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureClientBuilt } from '../../adapters/build/client-build';
import { ensureServerBuilt } from '../../adapters/build/fresh-builds.mjs';
import { connect } from '../../adapters/postgres/database';
import { migrate } from '../../adapters/postgres/migrate';
import { ensurePgliteSnapshot } from './pglite-snapshot';
import { databaseUrl, dropDatabase, postgresUrl } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped, migrated PGlite data dir that test databases load. */
    pgliteSnapshot: string;
    /** A migrated database on DATABASE_URL that test databases are cloned from, if any. */
    postgresTemplate: string | null;
  }
}

/** Shared test infrastructure started once per `npm test` run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Built once here, not by each browser journey: two workers building into dist/client at once
  // emptied it under a journey already being served from it. A no-op when the build is up to date.
  // The databases are made meanwhile: in a clean clone (CI) the builds and the PGlite snapshot's
  // initdb and migrations each took seconds one after the other while no test could start.
  const root = resolve(import.meta.dirname, '../..');
  const client = existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')
    ? ensureClientBuilt(root)
    : Promise.resolve();
  // The server the tests start as processes of their own runs compiled, as `npm start` runs it
  // (tests/bench/server-process.ts): compiled once here, in a second or two.
  ensureServerBuilt(root);
  const serverUrl = postgresUrl();
  const [, snapshot, template] = await Promise.all([
    client,
    ensurePgliteSnapshot(),
    serverUrl ? createTemplate(serverUrl) : null,
  ]);
  project.provide('pgliteSnapshot', snapshot);
  project.provide('postgresTemplate', template);
  return async () => {
    if (serverUrl && template) await dropDatabase(serverUrl, template);
  };
}

async function createTemplate(serverUrl: string): Promise<string> {
  const name = `prize_wheel_template_${process.pid}`;
  await dropDatabase(serverUrl, name);
  const admin = connect(serverUrl, { max: 1 });
  await admin.unsafe(`CREATE DATABASE ${name}`).finally(() => admin.end());
  // Migrated, then closed: CREATE DATABASE ... TEMPLATE refuses a template with open connections.
  const sql = connect(databaseUrl(serverUrl, name), { max: 1 });
  await migrate(sql).finally(() => sql.end());
  return name;
}
