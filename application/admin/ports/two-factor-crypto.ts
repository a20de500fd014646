/**
 * The cryptography behind TOTP sign-in: random secrets and codes, HMAC-SHA-1, and what is kept at
 * rest. Secrets are kept sealed (only the server's DATA_KEY opens them) and recovery codes as keyed
 * hashes, each bound to its administrator: a value copied to another administrator's row is useless.
 */
export interface TwoFactorCrypto {
  newSecret(): Uint8Array;
  /** RFC 4226's HOTP value of the secret at this counter, as 6 digits. */
  hotp(secret: Uint8Array, counter: number): string;
  /** A random recovery code in the domain's alphabet and length. */
  newRecoveryCode(): string;
  /** What is kept of a recovery code: a keyed hash, the same for the same code and administrator. */
  hashRecoveryCode(adminId: number, code: string): string;
  /** The keyed hash of a code kept as a bare SHA-256 hash before hashes were keyed (hex). */
  rekeyRecoveryHash(adminId: number, sha256Hex: string): string;
  /** A secret as it is kept: sealed (authenticated encryption). */
  sealSecret(adminId: number, secret: Uint8Array): string;
  /** The secret `sealSecret` sealed for this administrator; throws when it was not. */
  openSecret(adminId: number, sealed: string): Uint8Array;
}
