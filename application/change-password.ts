import { wrongPassword } from '../domain/account.errors';
import { type PasswordChangeInput, validatePasswordChange } from '../domain/change-password';
import { type DomainError, domainError } from '../domain/errors';
import { err, ok, type Result } from '../domain/result';
import type { PasswordHasher } from './ports/password-hasher';
import type { SessionStore } from './ports/session-store';
import type { UserRepository } from './ports/user-repository';

export interface ChangePasswordInput extends PasswordChangeInput {
  userId: number;
  /** The session making the change: it stays signed in, every other one is signed out. */
  sessionTokenHash: string;
}

/** Replaces a player's password after checking the current one, and revokes their other sessions. */
export class ChangePassword {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionStore,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(input: ChangePasswordInput): Promise<Result<void, DomainError>> {
    const valid = validatePasswordChange(input);
    if (!valid.ok) return valid;
    const user = await this.users.findById(input.userId);
    if (!user) return err(domainError('UNAUTHENTICATED', 'Authentication required'));
    if (!(await this.hasher.verify(user.passwordHash, valid.value.currentPassword))) {
      return err(wrongPassword());
    }
    const stored = await this.users.updatePasswordHash(
      user.id,
      await this.hasher.hash(valid.value.newPassword),
    );
    if (!stored) return err(domainError('UNAUTHENTICATED', 'Authentication required'));
    await this.sessions.revokeAllForUser(user.id, input.sessionTokenHash);
    return ok(undefined);
  }
}
