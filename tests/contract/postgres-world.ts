import { afterAll, beforeAll } from 'vitest';
import { PostgresAdminRepository } from '../../adapters/postgres/postgres-admin-repository';
import { PostgresAdminSessionStore } from '../../adapters/postgres/postgres-admin-session-store';
import { PostgresAdminTwoFactorStore } from '../../adapters/postgres/postgres-admin-two-factor-store';
import { PostgresAnalyticsReadModel } from '../../adapters/postgres/postgres-analytics-read-model';
import { PostgresDatabaseStats } from '../../adapters/postgres/postgres-database-stats';
import { PostgresDrawNotices } from '../../adapters/postgres/postgres-draw-notices';
import { PostgresLiveStreamLeases } from '../../adapters/postgres/postgres-live-stream-leases';
import { PostgresLoginAttempts } from '../../adapters/postgres/postgres-login-attempts';
import { PostgresOperatorAlerts } from '../../adapters/postgres/postgres-operator-alerts';
import { PostgresPresenceTracker } from '../../adapters/postgres/postgres-presence-tracker';
import { PostgresSessionStore } from '../../adapters/postgres/postgres-session-store';
import { PostgresSettingsStore } from '../../adapters/postgres/postgres-settings-store';
import { PostgresSpinDesk } from '../../adapters/postgres/postgres-spin-desk';
import { PostgresUnitOfWork, postgresRepositories } from '../../adapters/postgres/postgres-unit-of-work';
import { resetDatabase, type TestDatabase } from '../support/test-database';
import type { StoreWorld } from './world';

/** One database for the calling test file; each world empties it first. */
export function postgresWorlds(open: () => Promise<TestDatabase>): () => Promise<StoreWorld> {
  let db: TestDatabase | undefined;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db?.close();
  });
  return async () => {
    if (!db) throw new Error('the test database is not open');
    await resetDatabase(db.sql);
    return {
      ...postgresRepositories(db.sql),
      sessions: new PostgresSessionStore(db.sql),
      unitOfWork: new PostgresUnitOfWork(db.sql),
      spins: new PostgresSpinDesk(db.sql),
      settings: new PostgresSettingsStore(db.sql),
      loginAttempts: new PostgresLoginAttempts(db.sql),
      liveStreamLeases: new PostgresLiveStreamLeases(db.sql),
      presence: new PostgresPresenceTracker(db.sql),
      admins: new PostgresAdminRepository(db.sql),
      adminSessions: new PostgresAdminSessionStore(db.sql),
      adminTwoFactor: new PostgresAdminTwoFactorStore(db.sql),
      drawNotices: new PostgresDrawNotices(db.sql),
      databaseStats: new PostgresDatabaseStats(db.sql),
      operatorAlerts: new PostgresOperatorAlerts(db.sql),
      analytics: new PostgresAnalyticsReadModel(db.sql),
    };
  };
}
