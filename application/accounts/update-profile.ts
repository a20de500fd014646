import { inject, injectable } from 'inversify';
import { type ProfileInput, validateProfile } from '../../domain/accounts/profile';
import type { User } from '../../domain/accounts/user';
import { type DomainError, domainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import { store } from '../shared/tokens';
import type { UserRepository } from './ports/user-repository';

/** Edit Profile: names, phone and an eligible state, under the sign-up rules. */
@injectable()
export class UpdateProfile {
  constructor(@inject(store('users')) private readonly users: UserRepository) {}

  async execute(input: ProfileInput & { userId: number }): Promise<Result<User, DomainError>> {
    const profile = validateProfile(input);
    if (!profile.ok) return profile;
    const user = await this.users.updateProfile(input.userId, profile.value);
    return user ? ok(user) : err(domainError('UNAUTHENTICATED', 'Authentication required'));
  }
}
