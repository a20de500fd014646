import { configFromEnv } from '../../../adapters/config/app-config';
import { postgresPersistence } from '../../../adapters/postgres/persistence';
import { type RunningServer, startServer } from '../../../adapters/server';
import type { Overrides } from '../../../adapters/wiring/container';
import { TEST_DATA_KEY } from '../../support/test-config';
import { type TestDatabase, withTestDatabase } from '../../support/test-database';
import { TEST_ANONYMOUS_WRITES_PER_MINUTE } from '../../support/test-server';
import { Sha256PasswordHasher } from '../support/test-app';

export interface ServerOptions {
  trustProxy?: boolean;
  /** Writes without a session per client address and minute; tests default to a very high limit. */
  anonymousWritesPerMinute?: number;
  overrides?: Overrides;
}

/**
 * Several real servers on one fresh database, as two processes behind a load balancer would be: each
 * has its own composition root and memory (caches, throttles), and they share only the database.
 */
export interface ServerFarm {
  db: TestDatabase;
  servers: RunningServer[];
  close(): Promise<void>;
}

export async function startServers(options: ServerOptions[]): Promise<ServerFarm> {
  const db = await withTestDatabase();
  const servers: RunningServer[] = [];
  for (const option of options) {
    const config = {
      ...configFromEnv({}),
      dataKey: TEST_DATA_KEY,
      port: 0,
      host: '127.0.0.1',
      publicUrl: 'http://127.0.0.1:0',
      anonymousWritesPerMinute: option.anonymousWritesPerMinute ?? TEST_ANONYMOUS_WRITES_PER_MINUTE,
      databaseUrl: db.kind === 'postgres' ? db.url : null,
      demoData: false,
      clientDir: null,
      trustProxy: option.trustProxy ?? false,
    };
    // The farm closes the database once, after every server.
    const persistence = { ...postgresPersistence(db.sql), kind: db.kind, close: async () => {} };
    const overrides = { hasher: new Sha256PasswordHasher(), ...option.overrides };
    // No extra accept handles: no rush here (tests/support/test-server.ts).
    servers.push(await startServer(config, { overrides, persistence, extraAcceptHandles: 0 }));
  }
  return {
    db,
    servers,
    async close() {
      for (const server of servers) await server.close();
      await db.close();
    },
  };
}
