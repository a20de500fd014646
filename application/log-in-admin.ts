import { ADMIN_LOGIN_MISSING_MESSAGE, type Administrator, idleCutoff } from '../domain/administrator';
import { type DomainError, domainError, invalidInput } from '../domain/errors';
import { err, ok, type Result } from '../domain/result';
import { LoginThrottle, tooManyAttempts } from './login-throttle';
import type { AdminRepository, StoredAdministrator } from './ports/admin-repository';
import type { AdminSessionStore } from './ports/admin-session-store';
import type { Clock } from './ports/clock';
import type { Logger } from './ports/logger';
import type { LoginAttempts } from './ports/login-attempts';
import type { PasswordHasher } from './ports/password-hasher';
import type { SessionTokens } from './ports/session-tokens';
import type { SettingsStore } from './ports/settings-store';

export interface AdminLoggedIn {
  admin: Administrator;
  token: string;
}

export interface LogInAdminInput {
  email: string;
  password: string;
  /** The client's IP address, for throttling per account and address; null when unknown. */
  ip?: string | null;
}

/**
 * Signs an administrator in with a new session token. Throttled like the players' sign-in but with
 * counters of its own (scope 'admin'); unknown e-mail and wrong password answer alike, and a
 * password is verified even for an unknown e-mail so timing does not tell them apart.
 */
export class LogInAdmin {
  private readonly throttle: LoginThrottle;
  private decoyHash: Promise<string> | null = null;

  constructor(
    private readonly admins: AdminRepository,
    private readonly sessions: AdminSessionStore,
    private readonly hasher: PasswordHasher,
    private readonly tokens: SessionTokens,
    private readonly clock: Clock,
    attempts: LoginAttempts,
    private readonly settings: Pick<SettingsStore, 'get'>,
    logger: Logger,
  ) {
    this.throttle = new LoginThrottle('admin', attempts, settings, logger.child({ useCase: 'LogInAdmin' }));
  }

  async execute(input: LogInAdminInput): Promise<Result<AdminLoggedIn, DomainError>> {
    const email = input.email.trim().toLowerCase();
    if (!email) return err(invalidInput('email', ADMIN_LOGIN_MISSING_MESSAGE));
    if (!input.password) return err(invalidInput('password', ADMIN_LOGIN_MISSING_MESSAGE));
    const attempt = await this.throttle.admit(email, input.ip ?? null, this.clock.now());
    if (!attempt) return err(tooManyAttempts());
    const admin = await this.admins.findByEmail(email);
    const matches = await this.hasher.verify(admin?.passwordHash ?? (await this.decoy()), input.password);
    if (!admin || !matches) return err(domainError('INVALID_CREDENTIALS', 'Invalid email or password'));
    await attempt.succeeded();
    return ok(await this.openSession(admin));
  }

  private async openSession({ passwordHash: _, ...admin }: StoredAdministrator): Promise<AdminLoggedIn> {
    const now = this.clock.now();
    // Sessions nobody can resume any more are cleared here, at the rare moment one is opened.
    await this.sessions.revokeIdle(idleCutoff(now, await this.settings.get('sessionTimeoutMinutes')));
    const { token, tokenHash } = this.tokens.issue();
    await this.sessions.create({ tokenHash, adminId: admin.id, createdAt: now, lastSeenAt: now });
    return { admin, token };
  }

  private decoy(): Promise<string> {
    this.decoyHash ??= this.hasher.hash('decoy-password-for-unknown-administrators');
    return this.decoyHash;
  }
}
