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
  options: {
    overrides?: Overrides;
    withClient?: boolean;
    /** A database another server already uses (a second process, a restart): left open on close. */
    db?: TestDatabase;
    /** The payments reconciler's period; 0 turns the loop off (the test runs it by hand). */
    reconcileIntervalMs?: number;
  } = {},
): Promise<TestServer> {
  const db = options.db ?? (await withTestDatabase());
  const base = configFromEnv({});
  const config = {
    ...base,
    payments: {
      ...base.payments,
      reconcileIntervalMs: options.reconcileIntervalMs ?? base.payments.reconcileIntervalMs,
    },
    port: 0,
    host: '127.0.0.1',
    databaseUrl: db.kind === 'postgres' ? db.url : null,
    demoData: false,
    clientDir: options.withClient ? resolve(import.meta.dirname, '../../dist/client') : null,
  };
  const close = options.db ? async () => {} : () => db.close();
  const persistence = { ...postgresPersistence(db.sql), kind: db.kind, close };
  const server = await startServer(config, { overrides: options.overrides, persistence });
  // The origin check trusts the request's own host, so the random port needs no PUBLIC_URL.
  return { ...server, db };
}
