import type { Persistence } from '../persistence/persistence';
import { readsOnPrimary } from '../persistence/public-reads';
import { InMemoryLoginAttempts } from './accounts/in-memory-login-attempts';
import { InMemorySessionStore } from './accounts/in-memory-session-store';
import { InMemoryAdminRepository } from './admin/in-memory-admin-repository';
import { InMemoryAdminSessionStore } from './admin/in-memory-admin-session-store';
import { InMemoryAdminTwoFactorStore } from './admin/in-memory-admin-two-factor-store';
import { InMemoryAnalyticsReadModel } from './back-office/in-memory-analytics-read-model';
import { InMemoryClaimTrails } from './back-office/in-memory-claim-trails';
import { InMemoryDatabaseStats } from './back-office/in-memory-database-stats';
import { InMemoryOperatorAlerts } from './back-office/in-memory-operator-alerts';
import { InMemoryPresenceTracker } from './games/in-memory-presence-tracker';
import { InMemoryStore } from './in-memory-store';
import { InMemoryLiveStreamLeases } from './operations/in-memory-live-stream-leases';
import { InMemoryChargeConfirmer } from './payments/in-memory-charge-confirmer';
import { InMemoryDrawNotices } from './play/in-memory-draw-notices';
import { InMemorySpinDesk } from './play/in-memory-spin-desk';
import { InMemorySettingsStore } from './settings/in-memory-settings-store';
import { InMemoryUnitOfWork, inMemoryRepositories } from './shared/in-memory-unit-of-work';

/** Everything in memory, on `store`: for unit tests of the layers above the database. */
export function inMemoryPersistence(store = new InMemoryStore()): Persistence {
  const admins = new InMemoryAdminRepository();
  const repositories = inMemoryRepositories(store);
  return {
    repositories,
    publicReads: readsOnPrimary(repositories),
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
    claimTrails: new InMemoryClaimTrails(store),
    gameChanges: store.gameChanges,
  };
}
