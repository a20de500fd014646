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
  status: 'active' | 'inactive' | 'suspended';
  createdAt: Date;
}

export type NewUser = Omit<User, 'id' | 'createdAt' | 'status'> & {
  passwordHash: string;
  /** When the account is registered (the use case's Clock); the store's own clock when omitted. */
  createdAt?: Date;
};
