import { resolve } from 'node:path';
import { configFromEnv } from '../../adapters/config';
import type { Overrides } from '../../adapters/container';
import { postgresPersistence } from '../../adapters/persistence';
import { type RunningServer, startServer } from '../../adapters/server';
import { type TestDatabase, withTestDatabase } from './test-database';

export interface TestServer extends RunningServer {
  db: TestDatabase;
}

/**
 * The real server (Hono on a port, the composition root, the PostgreSQL adapters) on a fresh test
 * database: PostgreSQL when DATABASE_URL is set, else embedded PGlite. Close it in afterAll.
 */
export async function startTestServer(
  options: { overrides?: Overrides; withClient?: boolean } = {},
): Promise<TestServer> {
  const db = await withTestDatabase();
  const config = {
    ...configFromEnv({}),
    port: 0,
    host: '127.0.0.1',
    databaseUrl: db.kind === 'postgres' ? db.url : null,
    demoData: false,
    clientDir: options.withClient ? resolve(import.meta.dirname, '../../dist/client') : null,
  };
  const persistence = { ...postgresPersistence(db.sql), kind: db.kind, close: () => db.close() };
  const server = await startServer(config, { overrides: options.overrides, persistence });
  // The origin check trusts the request's own host, so the random port needs no PUBLIC_URL.
  return { ...server, db };
}
