import { inject, injectable } from 'inversify';
import { validatePassword } from '../../domain/accounts/password-policy';
import { INVALID_RESET_LINK_MESSAGE } from '../../domain/accounts/password-reset';
import { type DomainError, invalidInput } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../shared/ports/clock';
import type { Outbox } from '../shared/ports/outbox';
import type { PasswordHasher } from '../shared/ports/password-hasher';
import type { SessionTokens } from '../shared/ports/session-tokens';
import type { UnitOfWork } from '../shared/ports/unit-of-work';
import { CLOCK, PASSWORD_HASHER, port, SESSION_TOKENS, UNIT_OF_WORK } from '../shared/tokens';
import { afterPasswordChange } from './change-password';
import type { PasswordResetTokens } from './ports/password-reset-tokens';
import type { SessionStore } from './ports/session-store';
import type { UserRepository } from './ports/user-repository';

/** The stores it uses, bound to one transaction. */
type Stores = { users: UserRepository; outbox: Outbox; passwordResets: PasswordResetTokens };

/**
 * /reset-password: sets a new password with a link's token. The token is consumed in the
 * transaction that stores the password (of two parallel uses only one wins) and voids the player's
 * other links, then every session of the player is revoked and they are told by e-mail.
 */
@injectable()
export class ResetPassword {
  constructor(
    @inject(UNIT_OF_WORK) private readonly uow: UnitOfWork<Stores>,
    @inject(port('sessions')) private readonly sessions: SessionStore,
    @inject(SESSION_TOKENS) private readonly tokens: SessionTokens,
    @inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(input: { token?: unknown; password?: unknown }): Promise<Result<void, DomainError>> {
    if (typeof input.token !== 'string' || !/^[A-Za-z0-9_-]{16,200}$/.test(input.token)) {
      return err(invalidInput('token', INVALID_RESET_LINK_MESSAGE));
    }
    const password = validatePassword(input.password);
    if (!password.ok) return password;
    const tokenHash = this.tokens.hash(input.token);
    const hash = await this.hasher.hash(password.value);
    const now = this.clock.now();
    const userId = await this.uow.run(async (tx) => {
      const owner = await tx.passwordResets.consume(tokenHash, now);
      if (owner === null) return null;
      const user = await tx.users.findById(owner);
      if (!user || !(await tx.users.updatePasswordHash(owner, hash))) return null;
      await afterPasswordChange(tx, user, now);
      return owner;
    });
    if (userId === null) return err(invalidInput('token', INVALID_RESET_LINK_MESSAGE));
    await this.sessions.revokeAllForUser(userId);
    return ok(undefined);
  }
}
