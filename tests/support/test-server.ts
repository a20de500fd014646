import { resolve } from 'node:path';
import type postgres from 'postgres';
import { configFromEnv } from '../../adapters/config/app-config';
import type { MailConfig } from '../../adapters/config/mail-config';
import { postgresPersistence } from '../../adapters/postgres/persistence';
import { type RunningServer, startServer } from '../../adapters/server';
import type { Overrides } from '../../adapters/wiring/container';
import { TEST_ADMIN } from '../api/support/admin-session';
import { TEST_DATA_KEY } from './test-config';
import { type TestDatabase, withTestDatabase } from './test-database';

export const TEST_ANONYMOUS_WRITES_PER_MINUTE = 1_000_000;

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
    /** Writes without a session per client address and minute; tests default to a very high limit. */
    anonymousWritesPerMinute?: number;
    /** The administrator ensured at start (ADMIN_EMAIL/ADMIN_PASSWORD); default TEST_ADMIN. */
    admin?: { email: string; password: string } | null;
    /** Mail settings; the dispatch loop is off unless given (tests run the dispatcher by hand). */
    mail?: Partial<MailConfig>;
    /** METRICS_TOKEN; GET /metrics answers 404 without it. */
    metricsToken?: string;
    /** TRUST_PROXY: the client address is the last X-Forwarded-For entry. */
    trustProxy?: boolean;
    /** A pool on a hot standby of `db` for the shared public reads (DATABASE_READ_URL); left open on close. */
    standby?: postgres.Sql;
    /** The operator named by the Official Rules and the contact page (OPERATOR_NAME, OPERATOR_ADDRESS). */
    sponsor?: { name: string; address: string };
    /**
     * Extra accept handles on the listening socket (adapters/http/accept-handles.ts); none by default:
     * a test server meets no rush, and each start would spawn the helper process that makes them. The
     * servers tests start as processes (dist/server/main.js) keep production's seven.
     */
    extraAcceptHandles?: number;
  } = {},
): Promise<TestServer> {
  const db = options.db ?? (await withTestDatabase());
  const base = configFromEnv({});
  const config = {
    ...base,
    dataKey: TEST_DATA_KEY,
    payments: {
      ...base.payments,
      reconcileIntervalMs: options.reconcileIntervalMs ?? base.payments.reconcileIntervalMs,
    },
    mail: { ...base.mail, dispatchIntervalMs: 0, closingIntervalMs: 0, ...options.mail },
    port: 0,
    host: '127.0.0.1',
    // Port 0: the public origin (the only one the CSRF check trusts) is the port the server gets.
    publicUrl: 'http://127.0.0.1:0',
    // API tests register far more players from one address than a visitor could; the limit has its own tests.
    anonymousWritesPerMinute: options.anonymousWritesPerMinute ?? TEST_ANONYMOUS_WRITES_PER_MINUTE,
    databaseUrl: db.kind === 'postgres' ? db.url : null,
    demoData: false,
    metricsToken: options.metricsToken ?? null,
    trustProxy: options.trustProxy ?? false,
    sponsor: options.sponsor ?? base.sponsor,
    admin: options.admin === undefined ? { ...TEST_ADMIN } : options.admin,
    clientDir: options.withClient ? resolve(import.meta.dirname, '../../dist/client') : null,
  };
  const close = options.db ? async () => {} : () => db.close();
  const persistence = { ...postgresPersistence(db.sql, options.standby), kind: db.kind, close };
  const server = await startServer(config, {
    overrides: options.overrides,
    persistence,
    extraAcceptHandles: options.extraAcceptHandles ?? 0,
  });
  return { ...server, db };
}
