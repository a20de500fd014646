import { createHash, randomBytes } from 'node:crypto';
import type { IssuedToken, SessionTokens } from '../../application/shared/ports/session-tokens';

/** 256-bit random tokens for the cookie; only their SHA-256 (hex) reaches the session store. */
export class CryptoSessionTokens implements SessionTokens {
  issue(): IssuedToken {
    const token = randomBytes(32).toString('base64url');
    return { token, tokenHash: this.hash(token) };
  }

  hash(token: string): string {
    return createHash('sha256').update(token, 'utf8').digest('hex');
  }
}
