import { inject, injectable } from 'inversify';
import { accountDisabled } from '../../domain/accounts/account.errors';
import { canonicalEmail } from '../../domain/accounts/canonical-email';
import type { User } from '../../domain/accounts/user';
import { type DomainError, domainError, invalidInput } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import { playerEvent } from '../shared/activity-events';
import { LoginThrottle, tooManyAttempts } from '../shared/login-throttle';
import type { Clock } from '../shared/ports/clock';
import type { EventLog } from '../shared/ports/event-log';
import type { Logger } from '../shared/ports/logger';
import type { LoginAttempts } from '../shared/ports/login-attempts';
import type { PasswordHasher } from '../shared/ports/password-hasher';
import type { SessionTokens } from '../shared/ports/session-tokens';
import type { SettingsStore } from '../shared/ports/settings-store';
import type { UnitOfWork } from '../shared/ports/unit-of-work';
import {
  CLOCK,
  LOGGER,
  PASSWORD_HASHER,
  port,
  SESSION_TOKENS,
  SETTINGS,
  store,
  UNIT_OF_WORK,
} from '../shared/tokens';
import type { SessionStore } from './ports/session-store';
import type { StoredUser, UserRepository } from './ports/user-repository';

/** The stores it uses, bound to one transaction. */
type Stores = { events: EventLog; sessions: SessionStore };

export const PLAYER_SESSION_DAYS = 30;
const DAY_MS = 86_400_000;

export interface LoggedIn {
  user: User;
  token: string;
  expiresAt: Date;
}

export interface LogInInput {
  email: string;
  password: string;
  /** The client's IP address, for throttling per account and address; null when unknown. */
  ip?: string | null;
}

/**
 * Checks a player's credentials and opens a new session; any spelling of the account's mailbox signs
 * in (domain/accounts/canonical-email.ts). Unknown e-mail and wrong password give the
 * same answer, and a password is verified even for an unknown e-mail so timing does not tell them apart.
 * Attempts are throttled per (account, address) pair and per address (LoginThrottle, scope 'player'),
 * the right password included.
 */
@injectable()
export class LogIn {
  private readonly throttle: LoginThrottle;

  constructor(
    @inject(store('users')) private readonly users: UserRepository,
    @inject(UNIT_OF_WORK) private readonly uow: UnitOfWork<Stores>,
    @inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @inject(SESSION_TOKENS) private readonly tokens: SessionTokens,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(port('loginAttempts')) attempts: LoginAttempts,
    @inject(SETTINGS) settings: Pick<SettingsStore, 'get'>,
    @inject(LOGGER) logger: Logger,
  ) {
    this.throttle = new LoginThrottle('player', attempts, settings, logger.child({ useCase: 'LogIn' }));
  }

  private decoyHash: Promise<string> | null = null;

  async execute(input: LogInInput): Promise<Result<LoggedIn, DomainError>> {
    if (!input.email.trim() || !input.password) {
      return err(invalidInput('email', 'Email and password are required'));
    }
    const email = input.email.trim().toLowerCase();
    // Counted per mailbox, so another spelling of it is no fresh set of attempts.
    const attempt = await this.throttle.admit(canonicalEmail(email), input.ip ?? null, this.clock.now());
    if (!attempt) return err(tooManyAttempts());
    const user = await this.users.findByEmail(email);
    const matches = await this.hasher.verify(user?.passwordHash ?? (await this.decoy()), input.password);
    if (!user || !matches) {
      return err(domainError('INVALID_CREDENTIALS', 'Invalid email or password'));
    }
    if (user.status !== 'active') return err(accountDisabled(user.status));
    await attempt.succeeded();
    return ok(await this.openSession(user));
  }

  private async openSession({ passwordHash: _, ...user }: StoredUser): Promise<LoggedIn> {
    const now = this.clock.now();
    const { token, tokenHash } = this.tokens.issue();
    const expiresAt = new Date(now.getTime() + PLAYER_SESSION_DAYS * DAY_MS);
    // The session and its 'login' event commit together, or neither does.
    await this.uow.run(async (tx) => {
      await tx.sessions.create({ tokenHash, userId: user.id, createdAt: now, expiresAt });
      await tx.events.record(playerEvent(user.id, now, { kind: 'login', action: 'Signed in' }));
    });
    return { user, token, expiresAt };
  }

  private decoy(): Promise<string> {
    this.decoyHash ??= this.hasher.hash('decoy-password-for-unknown-accounts');
    return this.decoyHash;
  }
}
