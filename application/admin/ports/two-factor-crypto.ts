/** The cryptography behind TOTP sign-in: random secrets and codes, HMAC-SHA-1, hashes of recovery codes. */
export interface TwoFactorCrypto {
  newSecret(): Uint8Array;
  /** RFC 4226's HOTP value of the secret at this counter, as 6 digits. */
  hotp(secret: Uint8Array, counter: number): string;
  /** A random recovery code in the domain's alphabet and length. */
  newRecoveryCode(): string;
  hashRecoveryCode(code: string): string;
}
