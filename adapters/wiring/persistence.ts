import type postgres from 'postgres';
import type { SessionStore } from '../../application/accounts/ports/session-store';
import type { AdminRepository } from '../../application/admin/ports/admin-repository';
import type { AdminSessionStore } from '../../application/admin/ports/admin-session-store';
import type { AdminTwoFactorStore } from '../../application/admin/ports/admin-two-factor-store';
import type { AnalyticsReadModel } from '../../application/back-office/ports/analytics-read-model';
import type { OperatorAlerts } from '../../application/back-office/ports/operator-alerts';
import type { GameChanges } from '../../application/games/ports/game-changes';
import type { PresenceTracker } from '../../application/games/ports/presence-tracker';
import type { LiveStreamLeases } from '../../application/operations/ports/live-stream-leases';
import type { ChargeConfirmer } from '../../application/payments/ports/charge-confirmer';
import type { DrawNotices } from '../../application/play/ports/draw-notices';
import type { SpinDesk } from '../../application/play/ports/spin-desk';
import type { DatabaseStats } from '../../application/shared/ports/database-stats';
import type { LoginAttempts } from '../../application/shared/ports/login-attempts';
import type { SettingsStore } from '../../application/shared/ports/settings-store';
import type { AppConfig } from '../config/app-config';
import { InMemoryLoginAttempts } from '../memory/accounts/in-memory-login-attempts';
import { InMemorySessionStore } from '../memory/accounts/in-memory-session-store';
import { InMemoryAdminRepository } from '../memory/admin/in-memory-admin-repository';
import { InMemoryAdminSessionStore } from '../memory/admin/in-memory-admin-session-store';
import { InMemoryAdminTwoFactorStore } from '../memory/admin/in-memory-admin-two-factor-store';
import { InMemoryAnalyticsReadModel } from '../memory/back-office/in-memory-analytics-read-model';
import { InMemoryDatabaseStats } from '../memory/back-office/in-memory-database-stats';
import { InMemoryOperatorAlerts } from '../memory/back-office/in-memory-operator-alerts';
import { InMemoryPresenceTracker } from '../memory/games/in-memory-presence-tracker';
import { InMemoryStore } from '../memory/in-memory-store';
import { InMemoryLiveStreamLeases } from '../memory/operations/in-memory-live-stream-leases';
import { InMemoryChargeConfirmer } from '../memory/payments/in-memory-charge-confirmer';
import { InMemoryDrawNotices } from '../memory/play/in-memory-draw-notices';
import { InMemorySpinDesk } from '../memory/play/in-memory-spin-desk';
import { InMemorySettingsStore } from '../memory/settings/in-memory-settings-store';
import { InMemoryUnitOfWork, inMemoryRepositories } from '../memory/shared/in-memory-unit-of-work';
import type { Repositories, RepositoriesUnitOfWork } from '../persistence/repositories';
import { fillCanonicalEmails } from '../postgres/accounts/canonical-email-backfill';
import { PostgresLoginAttempts } from '../postgres/accounts/postgres-login-attempts';
import { PostgresSessionStore } from '../postgres/accounts/postgres-session-store';
import { PostgresAdminRepository } from '../postgres/admin/postgres-admin-repository';
import { PostgresAdminSessionStore } from '../postgres/admin/postgres-admin-session-store';
import { PostgresAdminTwoFactorStore } from '../postgres/admin/postgres-admin-two-factor-store';
import { PostgresAnalyticsReadModel } from '../postgres/back-office/postgres-analytics-read-model';
import { PostgresDatabaseStats } from '../postgres/back-office/postgres-database-stats';
import { PostgresOperatorAlerts } from '../postgres/back-office/postgres-operator-alerts';
import { openDatabase } from '../postgres/database';
import { PostgresGameChanges } from '../postgres/games/postgres-game-changes';
import { PostgresPresenceTracker } from '../postgres/games/postgres-presence-tracker';
import { migrate } from '../postgres/migrate';
import { PostgresLiveStreamLeases } from '../postgres/operations/postgres-live-stream-leases';
import { PostgresChargeConfirmer } from '../postgres/payments/postgres-charge-confirmer';
import { PostgresDrawNotices } from '../postgres/play/postgres-draw-notices';
import { PostgresSpinDesk } from '../postgres/play/postgres-spin-desk';
import { PostgresSettingsStore } from '../postgres/settings/postgres-settings-store';
import { PostgresUnitOfWork, postgresRepositories } from '../postgres/shared/postgres-unit-of-work';

/** The game-change stream of a persistence: listening before the server serves, closed with it. */
export interface GameChangeSource extends GameChanges {
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The stores the use cases run on: PostgreSQL (server or embedded PGlite) or in memory, chosen here
 * once; each feature's module (adapters/wiring/<feature>/module.ts) binds the ones it owns.
 */
export interface Persistence {
  // Shared by every feature.
  repositories: Repositories;
  unitOfWork: RepositoriesUnitOfWork;
  // accounts
  sessions: SessionStore;
  loginAttempts: LoginAttempts;
  // games: who is on a game's page, and what changed in which game, from every server process.
  presence: PresenceTracker;
  gameChanges: GameChangeSource;
  // play: the spin's critical section as one atomic step; which drawn games' results each player saw.
  spins: SpinDesk;
  // payments: the approved charge's confirm as one atomic step.
  confirms: ChargeConfirmer;
  drawNotices: DrawNotices;
  // settings
  settings: SettingsStore;
  // admin: administrator accounts, sessions, authenticator secrets and recovery codes.
  admins: AdminRepository;
  adminSessions: AdminSessionStore;
  adminTwoFactor: AdminTwoFactorStore;
  // back-office: the database's health, what needs the operator, the analytics sums.
  databaseStats: DatabaseStats;
  operatorAlerts: OperatorAlerts;
  analytics: AnalyticsReadModel;
  // operations: the places of open live streams, counted over every process.
  liveStreamLeases: LiveStreamLeases;
}

export interface OpenPersistence extends Persistence {
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
}

/** PostgreSQL at DATABASE_URL, or the embedded PGlite in DATA_DIR; migrated (and backfilled) before use. */
export async function openPersistence(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
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
  return { ...postgresPersistence(database.sql), kind: database.kind, close: () => database.close() };
}

/** The PostgreSQL adapters on an open (migrated) connection pool. */
export function postgresPersistence(sql: postgres.Sql): Persistence {
  return {
    repositories: postgresRepositories(sql),
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
    confirms: new InMemoryChargeConfirmer(new InMemoryUnitOfWork(store)),
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
