import type postgres from 'postgres';
import type { AppConfig } from '../config/app-config';
import type { OpenPersistence, Persistence } from '../persistence/persistence';
import { readsOnPrimary } from '../persistence/public-reads';
import { fillCanonicalEmails } from './accounts/canonical-email-backfill';
import { PostgresLoginAttempts } from './accounts/postgres-login-attempts';
import { PostgresSessionStore } from './accounts/postgres-session-store';
import { PostgresAdminRepository } from './admin/postgres-admin-repository';
import { PostgresAdminSessionStore } from './admin/postgres-admin-session-store';
import { PostgresAdminTwoFactorStore } from './admin/postgres-admin-two-factor-store';
import { PostgresAnalyticsReadModel } from './back-office/postgres-analytics-read-model';
import { PostgresClaimTrails } from './back-office/postgres-claim-trails';
import { PostgresDatabaseStats } from './back-office/postgres-database-stats';
import { PostgresOperatorAlerts } from './back-office/postgres-operator-alerts';
import { connectStandby, openDatabase } from './database';
import { PostgresGameChanges } from './games/postgres-game-changes';
import { PostgresPresenceTracker } from './games/postgres-presence-tracker';
import { migrate } from './migrate';
import { PostgresLiveStreamLeases } from './operations/postgres-live-stream-leases';
import { PostgresChargeConfirmer } from './payments/postgres-charge-confirmer';
import { PostgresDrawNotices } from './play/postgres-draw-notices';
import { PostgresSpinDesk } from './play/postgres-spin-desk';
import { PostgresSettingsStore } from './settings/postgres-settings-store';
import { PostgresUnitOfWork, postgresRepositories } from './shared/postgres-unit-of-work';
import { StandbyReads } from './standby-reads';

/**
 * PostgreSQL at DATABASE_URL, or the embedded PGlite in DATA_DIR; migrated (and backfilled) before use.
 * With DATABASE_READ_URL, the shared public reads may run on that standby (StandbyReads).
 */
export async function openPersistence(
  config: Pick<AppConfig, 'databaseUrl' | 'databaseReadUrl' | 'dataDir'>,
): Promise<OpenPersistence> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl ?? undefined,
    dataDir: config.dataDir,
  });
  try {
    await migrate(database.sql);
    await fillCanonicalEmails(database.sql);
  } catch (error) {
    await database.close();
    throw error;
  }
  const standby = config.databaseReadUrl ? connectStandby(config.databaseReadUrl) : null;
  return {
    ...postgresPersistence(database.sql, standby),
    kind: database.kind,
    async close() {
      await Promise.all([database.close(), standby?.end({ timeout: 5 })]);
    },
  };
}

/** The PostgreSQL adapters on an open (migrated) connection pool, and the standby's pool if any. */
export function postgresPersistence(sql: postgres.Sql, standby: postgres.Sql | null = null): Persistence {
  const repositories = postgresRepositories(sql);
  return {
    repositories,
    publicReads: standby ? new StandbyReads(sql, standby) : readsOnPrimary(repositories),
    sessions: new PostgresSessionStore(sql),
    unitOfWork: new PostgresUnitOfWork(sql),
    spins: new PostgresSpinDesk(sql),
    confirms: new PostgresChargeConfirmer(sql),
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
    claimTrails: new PostgresClaimTrails(sql),
    gameChanges: new PostgresGameChanges(sql),
  };
}
