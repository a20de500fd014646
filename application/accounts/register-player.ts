import { inject, injectable } from 'inversify';
import { emailTaken } from '../../domain/accounts/account.errors';
import { type RegistrationInput, validateRegistration } from '../../domain/accounts/registration';
import type { User } from '../../domain/accounts/user';
import type { DomainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import { playerEvent } from '../shared/activity-events';
import type { Clock } from '../shared/ports/clock';
import type { EventLog } from '../shared/ports/event-log';
import type { PasswordHasher } from '../shared/ports/password-hasher';
import type { SettingsStore } from '../shared/ports/settings-store';
import type { UnitOfWork } from '../shared/ports/unit-of-work';
import { CLOCK, PASSWORD_HASHER, SETTINGS, store, UNIT_OF_WORK } from '../shared/tokens';
import type { ErasureStores } from './erased-identity';
import { ErasedIdentity } from './erased-identity';
import type { UserRepository } from './ports/user-repository';

/** The stores it uses (remembering the erased e-mail's among them), bound to one transaction. */
type Stores = ErasureStores & {
  users: UserRepository;
  events: EventLog;
};

/**
 * Creates a player account from either registration payload; the e-mail must be new and, for the
 * sign-up form, at one of the allowed domains (a setting). An account deleted with the same e-mail
 * passes on its break (ErasedIdentity).
 */
@injectable()
export class RegisterPlayer {
  constructor(
    @inject(store('users')) private readonly users: UserRepository,
    @inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(SETTINGS) private readonly settings: Pick<SettingsStore, 'get'>,
    @inject(UNIT_OF_WORK) private readonly uow: UnitOfWork<Stores>,
    @inject(ErasedIdentity) private readonly erased: ErasedIdentity,
  ) {}

  async execute(input: RegistrationInput): Promise<Result<User, DomainError>> {
    const allowedEmailDomains = await this.settings.get('allowedEmailDomains');
    const valid = validateRegistration(input, { allowedEmailDomains }, this.clock.now());
    if (!valid.ok) return valid;
    const { password, ...profile } = valid.value;
    if (await this.users.findByEmail(profile.email)) return err(emailTaken());
    const passwordHash = await this.hasher.hash(password);
    const user = await this.uow.run(async (tx) => {
      const at = this.clock.now();
      const created = await tx.users.create({ ...profile, passwordHash, createdAt: at });
      if (!created) return null;
      // After the insert: an erasure that freed this e-mail has committed, so its record is seen.
      await this.erased.carryBreakOver(tx, created, at);
      await tx.events.record(playerEvent(created.id, at, { kind: 'registration', action: 'Registered' }));
      return created;
    });
    return user ? ok(user) : err(emailTaken());
  }
}
