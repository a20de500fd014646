import type { NewUser, User } from '../../domain/user';

export interface StoredUser extends User {
  passwordHash: string;
}

/** Players' accounts. E-mails are unique case-insensitively. */
export interface UserRepository {
  /** Null when the e-mail is already registered. */
  create(user: NewUser): Promise<User | null>;
  findById(id: number): Promise<StoredUser | null>;
  findByEmail(email: string): Promise<StoredUser | null>;
}
