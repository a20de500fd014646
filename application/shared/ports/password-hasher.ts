/** One-way password hashing (argon2id in production, a cheap hash in unit tests). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}
