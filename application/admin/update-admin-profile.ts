import { inject, injectable } from 'inversify';
import { emailTaken } from '../../domain/accounts/account.errors';
import { type AdminProfileInput, validateAdminProfile } from '../../domain/admin/admin-profile';
import type { Administrator } from '../../domain/admin/administrator';
import { type DomainError, domainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import { port } from '../shared/tokens';
import type { AdminRepository } from './ports/admin-repository';

/** Admin Profile Management: the administrator's e-mail and names; the e-mail unique among administrators. */
@injectable()
export class UpdateAdminProfile {
  constructor(@inject(port('admins')) private readonly admins: AdminRepository) {}

  async execute(input: AdminProfileInput & { adminId: number }): Promise<Result<Administrator, DomainError>> {
    const profile = validateAdminProfile(input);
    if (!profile.ok) return profile;
    const stored = await this.admins.updateProfile(input.adminId, profile.value);
    if (stored === 'email-taken') return err(emailTaken());
    if (!stored) return err(domainError('UNAUTHENTICATED', 'Authentication required'));
    const { passwordHash: _, ...admin } = stored;
    return ok(admin);
  }
}
