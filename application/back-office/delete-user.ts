import { inject, injectable } from 'inversify';
import { type DomainError, domainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import { DeleteAccount, type UserRepository } from '../accounts';
import { store } from '../shared/tokens';
import { USER_NOT_FOUND_MESSAGE } from './edit-user';

/**
 * The administrator deletes a player: the player's own account deletion (personal data erased, ledger
 * and claims kept anonymised), recorded with the acting administrator. Answers the erased e-mail.
 */
@injectable()
export class DeleteUser {
  constructor(
    @inject(store('users')) private readonly users: UserRepository,
    @inject(DeleteAccount) private readonly deleteAccount: DeleteAccount,
  ) {}

  async execute(adminId: number, userId: number): Promise<Result<{ email: string }, DomainError>> {
    const user = await this.users.findById(userId);
    if (!user || !(await this.deleteAccount.execute(userId, { adminId }))) {
      return err(domainError('NOT_FOUND', USER_NOT_FOUND_MESSAGE));
    }
    return ok({ email: user.email });
  }
}
