import type { AccountFields } from '../../../domain/accounts/account-edit';
import type { Profile } from '../../../domain/accounts/profile';
import type { NewUser, User } from '../../../domain/accounts/user';

export interface StoredUser extends User {
  passwordHash: string;
}

/**
 * Players' accounts: one per mailbox, compared in canonical form (domain/accounts/canonical-email.ts),
 * written beside the typed address by the store. Accounts that shared a mailbox before the rule are kept.
 */
export interface UserRepository {
  /** Null when the mailbox already has an account. */
  create(user: NewUser): Promise<User | null>;
  findById(id: number): Promise<StoredUser | null>;
  /**
   * The live account of the mailbox, whichever spelling of it is given; where accounts shared it before
   * the rule, the one registered with this very spelling, else the oldest.
   */
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
