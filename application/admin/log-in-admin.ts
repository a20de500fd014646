import { inject, injectable } from 'inversify';
import {
  ADMIN_LOGIN_MISSING_MESSAGE,
  type Administrator,
  idleCutoff,
} from '../../domain/admin/administrator';
import { addressNotAllowed } from '../../domain/admin-security/admin-security.errors';
import { isAddressAllowed } from '../../domain/admin-security/ip-allowlist';
import { type DomainError, domainError, invalidInput } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import { LoginThrottle, tooManyAttempts } from '../shared/login-throttle';
import type { Clock } from '../shared/ports/clock';
import type { Logger } from '../shared/ports/logger';
import type { LoginAttempts } from '../shared/ports/login-attempts';
import type { PasswordHasher } from '../shared/ports/password-hasher';
import type { SessionTokens } from '../shared/ports/session-tokens';
import type { SettingsStore } from '../shared/ports/settings-store';
import { CLOCK, LOGGER, PASSWORD_HASHER, port, SESSION_TOKENS, SETTINGS } from '../shared/tokens';
import type { AdminRepository, StoredAdministrator } from './ports/admin-repository';
import type { AdminSessionStore } from './ports/admin-session-store';
import type { AdminTwoFactorStore } from './ports/admin-two-factor-store';
import { SecondFactor } from './second-factor';

export interface AdminLoggedIn {
  admin: Administrator;
  token: string;
}

/** The password was right; the administrator's authenticator code (or a recovery code) is asked next. */
export interface SecondFactorNeeded {
  twoFactorRequired: true;
}

export interface LogInAdminInput {
  email: string;
  password: string;
  /** The second step: a TOTP code or a recovery code, sent again with the e-mail and password. */
  code?: string;
  /** The client's IP address, for throttling per account and address; null when unknown. */
  ip?: string | null;
}

/**
 * Signs an administrator in with a new session token. Throttled like the players' sign-in but with
 * counters of its own (scope 'admin'); unknown e-mail and wrong password answer alike, and a
 * password is verified even for an unknown e-mail so timing does not tell them apart. From an
 * address off the IP whitelist nothing is checked. While the two-factor setting is on, an
 * administrator with a confirmed authenticator also gives its code (each accepted once) or a
 * recovery code; a wrong code counts as a failed attempt, and every code counts towards the
 * account's own lock (SecondFactor), whatever the address.
 */
@injectable()
export class LogInAdmin {
  private readonly throttle: LoginThrottle;
  private decoyHash: Promise<string> | null = null;

  constructor(
    @inject(port('admins')) private readonly admins: AdminRepository,
    @inject(port('adminSessions')) private readonly sessions: AdminSessionStore,
    @inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @inject(SESSION_TOKENS) private readonly tokens: SessionTokens,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(port('loginAttempts')) attempts: LoginAttempts,
    @inject(SETTINGS) private readonly settings: Pick<SettingsStore, 'get'>,
    @inject(LOGGER) logger: Logger,
    @inject(port('adminTwoFactor')) private readonly twoFactor: Pick<AdminTwoFactorStore, 'state'>,
    @inject(SecondFactor) private readonly secondFactor: SecondFactor,
  ) {
    this.throttle = new LoginThrottle('admin', attempts, settings, logger.child({ useCase: 'LogInAdmin' }));
  }

  async execute(input: LogInAdminInput): Promise<Result<AdminLoggedIn | SecondFactorNeeded, DomainError>> {
    const email = input.email.trim().toLowerCase();
    if (!email) return err(invalidInput('email', ADMIN_LOGIN_MISSING_MESSAGE));
    if (!input.password) return err(invalidInput('password', ADMIN_LOGIN_MISSING_MESSAGE));
    const ip = input.ip ?? null;
    if (!isAddressAllowed(ip, await this.settings.get('ipWhitelist'))) return err(addressNotAllowed());
    const attempt = await this.throttle.admit(email, ip, this.clock.now());
    if (!attempt) return err(tooManyAttempts());
    const admin = await this.admins.findByEmail(email);
    const matches = await this.hasher.verify(admin?.passwordHash ?? (await this.decoy()), input.password);
    if (!admin || !matches) return err(domainError('INVALID_CREDENTIALS', 'Invalid email or password'));
    const secret = await this.enforcedSecret(admin.id);
    if (secret) {
      if (!input.code?.trim()) {
        // Told at once after the right password (not after a code), so nobody types a code for nothing.
        const locked = await this.secondFactor.locked(admin.id);
        return locked ? err(locked) : ok({ twoFactorRequired: true });
      }
      const refused = await this.secondFactor.verify({ ...admin, address: ip }, secret, input.code);
      if (refused) return err(refused);
    }
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

  /** The (sealed) secret sign-in asks a code of: none while the setting is off or before a code confirmed it. */
  private async enforcedSecret(adminId: number): Promise<string | null> {
    if (!(await this.settings.get('twoFactorEnabled'))) return null;
    return (await this.twoFactor.state(adminId)).secret;
  }

  private decoy(): Promise<string> {
    this.decoyHash ??= this.hasher.hash('decoy-password-for-unknown-administrators');
    return this.decoyHash;
  }
}
