import { inject, injectable } from 'inversify';
import { wrongPassword } from '../../domain/accounts/account.errors';
import { type PasswordChangeInput, validatePasswordChange } from '../../domain/accounts/change-password';
import { type DomainError, domainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import { LoginThrottle } from '../shared/login-throttle';
import type { Clock } from '../shared/ports/clock';
import type { Logger } from '../shared/ports/logger';
import type { LoginAttempts } from '../shared/ports/login-attempts';
import type { PasswordHasher } from '../shared/ports/password-hasher';
import type { SessionTokens } from '../shared/ports/session-tokens';
import type { SettingsStore } from '../shared/ports/settings-store';
import { CLOCK, LOGGER, PASSWORD_HASHER, port, SESSION_TOKENS, SETTINGS } from '../shared/tokens';
import type { AdminRepository } from './ports/admin-repository';
import type { AdminSessionStore } from './ports/admin-session-store';

const TOO_MANY_PASSWORD_ATTEMPTS_MESSAGE =
  'Too many wrong current passwords. Please try again in 15 minutes.';

export interface ChangeAdminPasswordInput extends PasswordChangeInput {
  adminId: number;
  ip: string | null;
}

/**
 * The administrator's new password, after the current one: guessing it is throttled like a
 * sign-in (its own counters, limit from 'max login attempts'). Every session of the administrator
 * is revoked and the caller gets a new one, so a stolen session dies with the old password.
 */
@injectable()
export class ChangeAdminPassword {
  private readonly throttle: LoginThrottle;

  constructor(
    @inject(port('admins')) private readonly admins: AdminRepository,
    @inject(port('adminSessions')) private readonly sessions: AdminSessionStore,
    @inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @inject(SESSION_TOKENS) private readonly tokens: SessionTokens,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(port('loginAttempts')) attempts: LoginAttempts,
    @inject(SETTINGS) settings: Pick<SettingsStore, 'get'>,
    @inject(LOGGER) logger: Logger,
  ) {
    const log = logger.child({ useCase: 'ChangeAdminPassword' });
    this.throttle = new LoginThrottle('admin-password', attempts, settings, log);
  }

  async execute(input: ChangeAdminPasswordInput): Promise<Result<{ token: string }, DomainError>> {
    const valid = validatePasswordChange(input);
    if (!valid.ok) return valid;
    const attempt = await this.throttle.admit(String(input.adminId), input.ip, this.clock.now());
    if (!attempt) return err(domainError('TOO_MANY_ATTEMPTS', TOO_MANY_PASSWORD_ATTEMPTS_MESSAGE));
    const admin = await this.admins.findById(input.adminId);
    if (!admin) return err(domainError('UNAUTHENTICATED', 'Authentication required'));
    if (!(await this.hasher.verify(admin.passwordHash, valid.value.currentPassword))) {
      return err(wrongPassword());
    }
    await attempt.succeeded();
    await this.admins.updatePasswordHash(admin.id, await this.hasher.hash(valid.value.newPassword));
    await this.sessions.revokeAllFor(admin.id);
    const now = this.clock.now();
    const { token, tokenHash } = this.tokens.issue();
    await this.sessions.create({ tokenHash, adminId: admin.id, createdAt: now, lastSeenAt: now });
    return ok({ token });
  }
}
