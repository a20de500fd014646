import { randomUUID } from 'node:crypto';
import type { Repositories, RepositoriesUnitOfWork } from '../../adapters/persistence/repositories';
import type { SessionStore } from '../../application/accounts/ports/session-store';
import type { AdminRepository } from '../../application/admin/ports/admin-repository';
import type { AdminSessionStore } from '../../application/admin/ports/admin-session-store';
import type { AdminTwoFactorStore } from '../../application/admin/ports/admin-two-factor-store';
import type { AnalyticsReadModel } from '../../application/back-office/ports/analytics-read-model';
import type { ClaimTrails } from '../../application/back-office/ports/audit-sources';
import type { OperatorAlerts } from '../../application/back-office/ports/operator-alerts';
import type { PresenceTracker } from '../../application/games/ports/presence-tracker';
import type { LiveStreamLeases } from '../../application/operations/ports/live-stream-leases';
import type { ChargeConfirmer } from '../../application/payments/ports/charge-confirmer';
import type { DrawNotices } from '../../application/play/ports/draw-notices';
import type { SpinDesk } from '../../application/play/ports/spin-desk';
import type { DatabaseStats } from '../../application/shared/ports/database-stats';
import type { LoginAttempts } from '../../application/shared/ports/login-attempts';
import type { SettingsStore } from '../../application/shared/ports/settings-store';
import type { NewUser } from '../../domain/accounts/user';
import type { GameDraft } from '../../domain/games/game';
import type { NumberClaim } from '../../domain/play/number-claim';

/** Every port of the store, on one fresh, empty database. Each contract takes the part it tests. */
export type StoreWorld = Repositories & {
  sessions: SessionStore;
  unitOfWork: RepositoriesUnitOfWork;
  spins: SpinDesk;
  confirms: ChargeConfirmer;
  settings: SettingsStore;
  loginAttempts: LoginAttempts;
  liveStreamLeases: LiveStreamLeases;
  presence: PresenceTracker;
  admins: AdminRepository;
  adminSessions: AdminSessionStore;
  adminTwoFactor: AdminTwoFactorStore;
  drawNotices: DrawNotices;
  databaseStats: DatabaseStats;
  operatorAlerts: OperatorAlerts;
  analytics: AnalyticsReadModel;
  claimTrails: ClaimTrails;
  /** Makes the game one created under an older fairness scheme (before scheme 3), for its log's tests. */
  olderScheme: (gameId: number, version: 1 | 2) => Promise<void>;
};

let sequence = 0;
const next = () => ++sequence;

export function aNewUser(overrides: Partial<NewUser> = {}): NewUser {
  return {
    email: `player${next()}@gmail.com`,
    passwordHash: 'argon2id$hash',
    firstName: 'Pat',
    lastName: 'Player',
    phone: '555-0100',
    state: 'CA',
    optOutPublicity: false,
    acceptedTermsAt: new Date('2026-01-01T00:00:00Z'),
    ...overrides,
  };
}

export function aGameDraft(overrides: Partial<GameDraft> = {}): GameDraft {
  const totalNumbers = overrides.totalNumbers ?? 200;
  return {
    code: `GAME-${next()}-${randomUUID().slice(0, 8)}`,
    name: 'Mega Wheel',
    description: 'Spin to win',
    emoji: '🎮',
    gameType: 'wheel_spin',
    prize: 'A bicycle',
    prizeValueCents: 1_000_000_00,
    prizeDescription: 'Red, 21 gears',
    prizeImageUrl: null,
    totalNumbers,
    freePlayStart: 151,
    freePlayEnd: totalNumbers,
    maxWinners: 1,
    isScheduled: false,
    startTime: new Date('2026-01-01T00:00:00Z'),
    endTime: new Date('2026-01-11T00:00:00Z'),
    durationHours: 240,
    ...overrides,
  };
}

export function aClaim(
  overrides: Partial<NumberClaim> & Pick<NumberClaim, 'gameId' | 'number'>,
): NumberClaim {
  return {
    id: randomUUID(),
    userId: null,
    kind: 'paid',
    status: 'paid',
    priceCents: overrides.number * 100,
    requestId: null,
    createdAt: new Date(),
    settledAt: null,
    holdExpiresAt: null,
    ...overrides,
  };
}
