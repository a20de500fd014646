import { inject, injectable } from 'inversify';
import { type Administrator, DEFAULT_ADMIN_NAMES } from '../../domain/admin/administrator';
import type { PasswordHasher } from '../shared/ports/password-hasher';
import { PASSWORD_HASHER, port } from '../shared/tokens';
import type { AdminRepository } from './ports/admin-repository';
import type { AdminSessionStore } from './ports/admin-session-store';

export interface EnsureAdministratorInput {
  email: string;
  password: string;
}

/**
 * Run at start (ADMIN_EMAIL/ADMIN_PASSWORD, or the demo administrator): creates the administrator,
 * or gives an existing one this password. A changed password revokes the account's sessions; an
 * unchanged one leaves everything as it is, so restarts sign nobody out.
 */
@injectable()
export class EnsureAdministrator {
  constructor(
    @inject(port('admins')) private readonly admins: AdminRepository,
    @inject(port('adminSessions')) private readonly sessions: AdminSessionStore,
    @inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
  ) {}

  async execute(input: EnsureAdministratorInput): Promise<Administrator> {
    const email = input.email.trim().toLowerCase();
    const existing = await this.admins.findByEmail(email);
    const stored =
      existing ??
      (await this.admins.createIfAbsent({
        email,
        passwordHash: await this.hasher.hash(input.password),
        ...DEFAULT_ADMIN_NAMES,
      }));
    if (!(await this.hasher.verify(stored.passwordHash, input.password))) {
      await this.admins.updatePasswordHash(stored.id, await this.hasher.hash(input.password));
      await this.sessions.revokeAllFor(stored.id);
    }
    const { passwordHash: _, ...admin } = stored;
    return admin;
  }
}
