export interface User {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  /** Two-letter US state code; null when registered with the second payload. */
  state: string | null;
  optOutPublicity: boolean;
  acceptedTermsAt: Date | null;
  status: AccountStatus;
  /** Set by the administrator; no rule reads it yet beyond the back office. */
  role: UserRole;
  createdAt: Date;
}

/** Only an active account signs in and plays; the administrator sets the others. */
export const ACCOUNT_STATUSES = ['active', 'inactive', 'suspended'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
export const USER_ROLES = ['regular', 'vip', 'premium'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** A new account; createdAt is the Clock's now (the store's own time when omitted). */
export type NewUser = Omit<User, 'id' | 'createdAt' | 'status' | 'role'> & {
  passwordHash: string;
  createdAt?: Date;
};

/** What the administrator sets besides the profile. */
export type AccountStanding = Pick<User, 'status' | 'role'>;
