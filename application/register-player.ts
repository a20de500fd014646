import { emailTaken } from '../domain/account.errors';
import type { DomainError } from '../domain/errors';
import { type RegistrationInput, validateRegistration } from '../domain/registration';
import { err, ok, type Result } from '../domain/result';
import type { User } from '../domain/user';
import type { Clock } from './ports/clock';
import type { PasswordHasher } from './ports/password-hasher';
import type { SettingsStore } from './ports/settings-store';
import type { UserRepository } from './ports/user-repository';

/**
 * Creates a player account from either registration payload; the e-mail must be new and, for the
 * sign-up form, at one of the allowed domains (a setting).
 */
export class RegisterPlayer {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
    private readonly settings: Pick<SettingsStore, 'get'>,
  ) {}

  async execute(input: RegistrationInput): Promise<Result<User, DomainError>> {
    const allowedEmailDomains = await this.settings.get('allowedEmailDomains');
    const valid = validateRegistration(input, { allowedEmailDomains }, this.clock.now());
    if (!valid.ok) return valid;
    const { password, ...profile } = valid.value;
    if (await this.users.findByEmail(profile.email)) return err(emailTaken());
    const user = await this.users.create({
      ...profile,
      passwordHash: await this.hasher.hash(password),
      createdAt: this.clock.now(),
    });
    return user ? ok(user) : err(emailTaken());
  }
}
