import { hash, verify } from '@node-rs/argon2';
import type { PasswordHasher } from '../../application/shared/ports/password-hasher';

/** Algorithm.Argon2id; the package declares it as an ambient const enum, which isolatedModules cannot inline. */
const ARGON2ID = 2;

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Passwords hashed with argon2id; the PHC string carries its own salt and parameters. */
export class Argon2PasswordHasher implements PasswordHasher {
  hash(password: string): Promise<string> {
    return hash(password, ARGON2_OPTIONS);
  }

  async verify(storedHash: string, password: string): Promise<boolean> {
    try {
      return await verify(storedHash, password);
    } catch {
      // A malformed stored hash is a mismatch, never a crash of the sign-in.
      return false;
    }
  }
}
