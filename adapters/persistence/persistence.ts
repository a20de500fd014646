import type { SessionStore } from '../../application/accounts/ports/session-store';
import type { AdminRepository } from '../../application/admin/ports/admin-repository';
import type { AdminSessionStore } from '../../application/admin/ports/admin-session-store';
import type { AdminTwoFactorStore } from '../../application/admin/ports/admin-two-factor-store';
import type { AnalyticsReadModel } from '../../application/back-office/ports/analytics-read-model';
import type { ClaimTrails } from '../../application/back-office/ports/audit-sources';
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
import type { PublicReads } from './public-reads';
import type { Repositories, RepositoriesUnitOfWork } from './repositories';

/** The game-change stream of a persistence: listening before the server serves, closed with it. */
export interface GameChangeSource extends GameChanges {
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The stores the use cases run on: PostgreSQL (server or embedded PGlite) or in memory, chosen here
 * once; the shared module (adapters/wiring/shared/module.ts) binds each port by name.
 */
export interface Persistence {
  // Shared by every feature.
  repositories: Repositories;
  unitOfWork: RepositoriesUnitOfWork;
  /** The shared public reads: on the primary, or on a standby as fresh as it (DATABASE_READ_URL). */
  publicReads: PublicReads;
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
  /** The trail of each winner's claim (the audit pack). */
  claimTrails: ClaimTrails;
  // operations: the places of open live streams, counted over every process.
  liveStreamLeases: LiveStreamLeases;
}

export interface OpenPersistence extends Persistence {
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
}
