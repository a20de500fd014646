import type postgres from 'postgres';
import type { AppConfig } from './config';
import type { Persistence } from './container';
import { InMemoryAdminRepository } from './memory/in-memory-admin-repository';
import { InMemoryAdminSessionStore } from './memory/in-memory-admin-session-store';
import { InMemoryAdminTwoFactorStore } from './memory/in-memory-admin-two-factor-store';
import { InMemoryAnalyticsReadModel } from './memory/in-memory-analytics-read-model';
import { InMemoryDatabaseStats } from './memory/in-memory-database-stats';
import { InMemoryDrawNotices } from './memory/in-memory-draw-notices';
import { InMemoryLiveStreamLeases } from './memory/in-memory-live-stream-leases';
import { InMemoryLoginAttempts } from './memory/in-memory-login-attempts';
import { InMemoryOperatorAlerts } from './memory/in-memory-operator-alerts';
import { InMemoryPresenceTracker } from './memory/in-memory-presence-tracker';
import { InMemorySessionStore } from './memory/in-memory-session-store';
import { InMemorySettingsStore } from './memory/in-memory-settings-store';
import { InMemorySpinDesk } from './memory/in-memory-spin-desk';
import { InMemoryStore } from './memory/in-memory-store';
import { InMemoryUnitOfWork, inMemoryRepositories } from './memory/in-memory-unit-of-work';
import { openDatabase } from './postgres/database';
import { migrate } from './postgres/migrate';
import { PostgresAdminRepository } from './postgres/postgres-admin-repository';
import { PostgresAdminSessionStore } from './postgres/postgres-admin-session-store';
import { PostgresAdminTwoFactorStore } from './postgres/postgres-admin-two-factor-store';
import { PostgresAnalyticsReadModel } from './postgres/postgres-analytics-read-model';
import { PostgresDatabaseStats } from './postgres/postgres-database-stats';
import { PostgresDrawNotices } from './postgres/postgres-draw-notices';
import { PostgresGameChanges } from './postgres/postgres-game-changes';
import { PostgresLiveStreamLeases } from './postgres/postgres-live-stream-leases';
import { PostgresLoginAttempts } from './postgres/postgres-login-attempts';
import { PostgresOperatorAlerts } from './postgres/postgres-operator-alerts';
import { PostgresPresenceTracker } from './postgres/postgres-presence-tracker';
import { PostgresSessionStore } from './postgres/postgres-session-store';
import { PostgresSettingsStore } from './postgres/postgres-settings-store';
import { PostgresSpinDesk } from './postgres/postgres-spin-desk';
import { PostgresUnitOfWork, postgresRepositories } from './postgres/postgres-unit-of-work';

export interface OpenPersistence extends Persistence {
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
}

/** PostgreSQL at DATABASE_URL, or the embedded PGlite in DATA_DIR; migrated before use. */
export async function openPersistence(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
): Promise<OpenPersistence> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl ?? undefined,
    dataDir: config.dataDir,
  });
  try {
    await migrate(database.sql);
  } catch (error) {
    await database.close();
    throw error;
  }
  return { ...postgresPersistence(database.sql), kind: database.kind, close: () => database.close() };
}

/** The PostgreSQL adapters on an open (migrated) connection pool. */
export function postgresPersistence(sql: postgres.Sql): Persistence {
  return {
    repositories: postgresRepositories(sql),
    sessions: new PostgresSessionStore(sql),
    unitOfWork: new PostgresUnitOfWork(sql),
    spins: new PostgresSpinDesk(sql),
    settings: new PostgresSettingsStore(sql),
    loginAttempts: new PostgresLoginAttempts(sql),
    liveStreamLeases: new PostgresLiveStreamLeases(sql),
    presence: new PostgresPresenceTracker(sql),
    admins: new PostgresAdminRepository(sql),
    adminSessions: new PostgresAdminSessionStore(sql),
    adminTwoFactor: new PostgresAdminTwoFactorStore(sql),
    drawNotices: new PostgresDrawNotices(sql),
    databaseStats: new PostgresDatabaseStats(sql),
    operatorAlerts: new PostgresOperatorAlerts(sql),
    analytics: new PostgresAnalyticsReadModel(sql),
    gameChanges: new PostgresGameChanges(sql),
  };
}

/** Everything in memory: for unit tests of the layers above the database. */
export function inMemoryPersistence(): Persistence {
  const store = new InMemoryStore();
  const admins = new InMemoryAdminRepository();
  return {
    repositories: inMemoryRepositories(store),
    sessions: new InMemorySessionStore(store),
    unitOfWork: new InMemoryUnitOfWork(store),
    spins: new InMemorySpinDesk(new InMemoryUnitOfWork(store)),
    settings: new InMemorySettingsStore(),
    loginAttempts: new InMemoryLoginAttempts(),
    liveStreamLeases: new InMemoryLiveStreamLeases(),
    presence: new InMemoryPresenceTracker(),
    admins,
    adminSessions: new InMemoryAdminSessionStore(admins),
    adminTwoFactor: new InMemoryAdminTwoFactorStore(),
    drawNotices: new InMemoryDrawNotices(store),
    databaseStats: new InMemoryDatabaseStats(),
    operatorAlerts: new InMemoryOperatorAlerts(store),
    analytics: new InMemoryAnalyticsReadModel(store),
    gameChanges: store.gameChanges,
  };
}
