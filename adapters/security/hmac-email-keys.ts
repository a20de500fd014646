import { createHmac } from 'node:crypto';
import type { EmailKeys } from '../../application/accounts/ports/email-keys';
import { canonicalEmail, erasedAccountSpellings } from '../../domain/accounts/canonical-email';
import { deriveKey } from './data-key';

/** HMAC-SHA-256 of a spelling the domain chose under DATA_KEY's 'email-identity' key, in hex. */
export class HmacEmailKeys implements EmailKeys {
  private readonly key: Buffer;

  constructor(dataKey: Buffer) {
    this.key = deriveKey(dataKey, 'email-identity');
  }

  keyOf(email: string): string {
    return this.hash(canonicalEmail(email));
  }

  keysOf(email: string): string[] {
    return erasedAccountSpellings(email).map((spelling) => this.hash(spelling));
  }

  private hash(spelling: string): string {
    return createHmac('sha256', this.key).update(spelling, 'utf8').digest('hex');
  }
}
