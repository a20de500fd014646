import { InMemoryAdminRepository } from '../../adapters/memory/in-memory-admin-repository';
import { InMemoryAdminSessionStore } from '../../adapters/memory/in-memory-admin-session-store';
import { InMemoryAdminTwoFactorStore } from '../../adapters/memory/in-memory-admin-two-factor-store';
import { InMemoryAnalyticsReadModel } from '../../adapters/memory/in-memory-analytics-read-model';
import { InMemoryDatabaseStats } from '../../adapters/memory/in-memory-database-stats';
import { InMemoryDrawNotices } from '../../adapters/memory/in-memory-draw-notices';
import { InMemoryLiveStreamLeases } from '../../adapters/memory/in-memory-live-stream-leases';
import { InMemoryLoginAttempts } from '../../adapters/memory/in-memory-login-attempts';
import { InMemoryOperatorAlerts } from '../../adapters/memory/in-memory-operator-alerts';
import { InMemoryPresenceTracker } from '../../adapters/memory/in-memory-presence-tracker';
import { InMemorySessionStore } from '../../adapters/memory/in-memory-session-store';
import { InMemorySettingsStore } from '../../adapters/memory/in-memory-settings-store';
import { InMemorySpinDesk } from '../../adapters/memory/in-memory-spin-desk';
import { InMemoryStore } from '../../adapters/memory/in-memory-store';
import { InMemoryUnitOfWork, inMemoryRepositories } from '../../adapters/memory/in-memory-unit-of-work';
import { describeStoreContracts } from './all-contracts';

describeStoreContracts('in-memory', async () => {
  const store = new InMemoryStore();
  const admins = new InMemoryAdminRepository();
  return {
    ...inMemoryRepositories(store),
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
  };
});
