import type { AdminProfile } from '../../../domain/admin/admin-profile';
import type { Administrator, NewAdministrator } from '../../../domain/admin/administrator';

export interface StoredAdministrator extends Administrator {
  passwordHash: string;
}

/** Administrator accounts, kept apart from the players'. E-mails are unique, case-insensitively. */
export interface AdminRepository {
  findByEmail(email: string): Promise<StoredAdministrator | null>;
  findById(id: number): Promise<StoredAdministrator | null>;
  /**
   * Adds the administrator unless one with this e-mail exists (two processes starting together add
   * it once); answers the stored one either way.
   */
  createIfAbsent(admin: NewAdministrator): Promise<StoredAdministrator>;
  updatePasswordHash(id: number, passwordHash: string): Promise<void>;
  /**
   * Changes the e-mail and names. 'email-taken' when another administrator has the e-mail (in any
   * case, even when two changes race); null when the administrator does not exist.
   */
  updateProfile(id: number, profile: AdminProfile): Promise<StoredAdministrator | 'email-taken' | null>;
}
