import { describe, expect, it } from 'vitest';
import { Argon2PasswordHasher } from '../../adapters/security/argon2-password-hasher';
import { CryptoSessionTokens } from '../../adapters/security/crypto-session-tokens';

describe('Argon2PasswordHasher', () => {
  const hasher = new Argon2PasswordHasher();

  it('hashes with argon2id at the OWASP parameters and verifies', async () => {
    const hash = await hasher.hash('correct horse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify(hash, 'correct horse')).toBe(true);
    expect(await hasher.verify(hash, 'correct horsE')).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hasher.hash('same')).not.toBe(await hasher.hash('same'));
  });

  it('treats a malformed stored hash as a mismatch', async () => {
    expect(await hasher.verify('not-a-hash', 'anything')).toBe(false);
  });
});

describe('CryptoSessionTokens', () => {
  const tokens = new CryptoSessionTokens();

  it('issues 256-bit base64url tokens with their SHA-256 hex', () => {
    const { token, tokenHash } = tokens.issue();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(tokens.hash(token)).toBe(tokenHash);
  });

  it('never repeats a token', () => {
    const seen = new Set(Array.from({ length: 1000 }, () => tokens.issue().token));
    expect(seen.size).toBe(1000);
  });

  it('hashes a known value to its SHA-256', () => {
    expect(tokens.hash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
