import { inject, injectable } from 'inversify';
import { wrongPassword } from '../../domain/accounts/account.errors';
import { type PasswordChangeInput, validatePasswordChange } from '../../domain/accounts/change-password';
import { type DomainError, domainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../shared/ports/clock';
import type { Outbox } from '../shared/ports/outbox';
import type { PasswordHasher } from '../shared/ports/password-hasher';
import type { UnitOfWork } from '../shared/ports/unit-of-work';
import { CLOCK, PASSWORD_HASHER, port, store, UNIT_OF_WORK } from '../shared/tokens';
import type { PasswordResetTokens } from './ports/password-reset-tokens';
import type { SessionStore } from './ports/session-store';
import type { UserRepository } from './ports/user-repository';

/** The stores it uses, bound to one transaction. */
type Stores = { users: UserRepository; outbox: Outbox; passwordResets: PasswordResetTokens };

export interface ChangePasswordInput extends PasswordChangeInput {
  userId: number;
  /** The session making the change: it stays signed in, every other one is signed out. */
  sessionTokenHash: string;
}

/**
 * Replaces a player's password after checking the current one, revokes their other sessions, voids
 * their reset links and tells them by e-mail (in the transaction that stores the new hash).
 */
@injectable()
export class ChangePassword {
  constructor(
    @inject(store('users')) private readonly users: UserRepository,
    @inject(UNIT_OF_WORK) private readonly uow: UnitOfWork<Stores>,
    @inject(port('sessions')) private readonly sessions: SessionStore,
    @inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(input: ChangePasswordInput): Promise<Result<void, DomainError>> {
    const valid = validatePasswordChange(input);
    if (!valid.ok) return valid;
    const user = await this.users.findById(input.userId);
    if (!user) return err(domainError('UNAUTHENTICATED', 'Authentication required'));
    if (!(await this.hasher.verify(user.passwordHash, valid.value.currentPassword))) {
      return err(wrongPassword());
    }
    const hash = await this.hasher.hash(valid.value.newPassword);
    const stored = await this.uow.run(async (tx) => {
      if (!(await tx.users.updatePasswordHash(user.id, hash))) return false;
      await afterPasswordChange(tx, user, this.clock.now());
      return true;
    });
    if (!stored) return err(domainError('UNAUTHENTICATED', 'Authentication required'));
    await this.sessions.revokeAllForUser(user.id, input.sessionTokenHash);
    return ok(undefined);
  }
}

/**
 * What follows any change of a player's password, in the transaction that changed it: every reset
 * link issued before it dies with the old password, and the player is told by e-mail.
 */
export async function afterPasswordChange(
  tx: { outbox: Outbox; passwordResets: PasswordResetTokens },
  user: { id: number; email: string; firstName: string },
  at: Date,
): Promise<void> {
  await tx.passwordResets.voidAllForUser(user.id, at);
  await tx.outbox.enqueue(
    {
      to: user.email,
      message: { kind: 'password-changed', firstName: user.firstName, changedAt: at.toISOString() },
    },
    at,
  );
}
