import { afterAll, beforeAll } from 'vitest';
import { PostgresLoginAttempts } from '../../adapters/postgres/accounts/postgres-login-attempts';
import { PostgresSessionStore } from '../../adapters/postgres/accounts/postgres-session-store';
import { PostgresAdminRepository } from '../../adapters/postgres/admin/postgres-admin-repository';
import { PostgresAdminSessionStore } from '../../adapters/postgres/admin/postgres-admin-session-store';
import { PostgresAdminTwoFactorStore } from '../../adapters/postgres/admin/postgres-admin-two-factor-store';
import { PostgresAnalyticsReadModel } from '../../adapters/postgres/back-office/postgres-analytics-read-model';
import { PostgresDatabaseStats } from '../../adapters/postgres/back-office/postgres-database-stats';
import { PostgresOperatorAlerts } from '../../adapters/postgres/back-office/postgres-operator-alerts';
import { PostgresPresenceTracker } from '../../adapters/postgres/games/postgres-presence-tracker';
import { PostgresLiveStreamLeases } from '../../adapters/postgres/operations/postgres-live-stream-leases';
import { PostgresChargeConfirmer } from '../../adapters/postgres/payments/postgres-charge-confirmer';
import { PostgresDrawNotices } from '../../adapters/postgres/play/postgres-draw-notices';
import { PostgresSpinDesk } from '../../adapters/postgres/play/postgres-spin-desk';
import { PostgresSettingsStore } from '../../adapters/postgres/settings/postgres-settings-store';
import {
  PostgresUnitOfWork,
  postgresRepositories,
} from '../../adapters/postgres/shared/postgres-unit-of-work';
import { clientSeedIsPerGame, instantAwardIsItsOwnEntry } from '../../domain/fairness/scheme';
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
    const sql = db.sql;
    return {
      olderScheme: async (gameId, version) => {
        await sql`UPDATE games SET scheme_version = ${version},
          instant_award_entry = ${instantAwardIsItsOwnEntry(version)},
          per_game_client_seed = ${clientSeedIsPerGame(version)} WHERE id = ${gameId}`;
      },
      ...postgresRepositories(db.sql),
      sessions: new PostgresSessionStore(db.sql),
      unitOfWork: new PostgresUnitOfWork(db.sql),
      spins: new PostgresSpinDesk(db.sql),
      confirms: new PostgresChargeConfirmer(db.sql),
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
