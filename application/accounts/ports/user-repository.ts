import type { AccountFields } from '../../../domain/accounts/account-edit';
import type { Profile } from '../../../domain/accounts/profile';
import type { NewUser, User } from '../../../domain/accounts/user';

export interface StoredUser extends User {
  passwordHash: string;
}

/** Players' accounts. E-mails are unique case-insensitively. */
export interface UserRepository {
  /** Null when the e-mail is already registered. */
  create(user: NewUser): Promise<User | null>;
  findById(id: number): Promise<StoredUser | null>;
  findByEmail(email: string): Promise<StoredUser | null>;
  /** Edit Profile; null when the account is unknown or erased. */
  updateProfile(id: number, profile: Profile): Promise<User | null>;
  /** The administrator's edit: profile, status and role; null when unknown or erased. */
  updateAccount(id: number, account: AccountFields): Promise<User | null>;
  /** The one publicity flag (sign-up's opt-out, Profile Visibility); false when unknown or erased. */
  setOptOutPublicity(id: number, optOut: boolean): Promise<boolean>;
  /** False when the account is unknown or erased. */
  updatePasswordHash(id: number, passwordHash: string): Promise<boolean>;
  /**
   * Account deletion: e-mail, names, phone, state and password hash are erased in place and the
   * account is marked deleted; its id stays, so claims and winners keep pointing at an anonymous
   * row. Afterwards neither find method returns it. False when unknown or already erased.
   */
  erase(id: number, at: Date): Promise<boolean>;
}
