import { InMemoryLoginAttempts } from '../../adapters/memory/accounts/in-memory-login-attempts';
import { InMemorySessionStore } from '../../adapters/memory/accounts/in-memory-session-store';
import { InMemoryAdminRepository } from '../../adapters/memory/admin/in-memory-admin-repository';
import { InMemoryAdminSessionStore } from '../../adapters/memory/admin/in-memory-admin-session-store';
import { InMemoryAdminTwoFactorStore } from '../../adapters/memory/admin/in-memory-admin-two-factor-store';
import { InMemoryAnalyticsReadModel } from '../../adapters/memory/back-office/in-memory-analytics-read-model';
import { InMemoryDatabaseStats } from '../../adapters/memory/back-office/in-memory-database-stats';
import { InMemoryOperatorAlerts } from '../../adapters/memory/back-office/in-memory-operator-alerts';
import { InMemoryPresenceTracker } from '../../adapters/memory/games/in-memory-presence-tracker';
import { InMemoryStore } from '../../adapters/memory/in-memory-store';
import { InMemoryLiveStreamLeases } from '../../adapters/memory/operations/in-memory-live-stream-leases';
import { InMemoryChargeConfirmer } from '../../adapters/memory/payments/in-memory-charge-confirmer';
import { InMemoryDrawNotices } from '../../adapters/memory/play/in-memory-draw-notices';
import { InMemorySpinDesk } from '../../adapters/memory/play/in-memory-spin-desk';
import { InMemorySettingsStore } from '../../adapters/memory/settings/in-memory-settings-store';
import {
  InMemoryUnitOfWork,
  inMemoryRepositories,
} from '../../adapters/memory/shared/in-memory-unit-of-work';
import { describeStoreContracts } from './all-contracts';

describeStoreContracts('in-memory', async () => {
  const store = new InMemoryStore();
  const admins = new InMemoryAdminRepository();
  return {
    ...inMemoryRepositories(store),
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
    olderScheme: async (gameId, version) => {
      store.schemeVersions.set(gameId, version);
    },
  };
});
