import { createHmac } from 'node:crypto';
import type { EmailKeys } from '../../application/accounts/ports/email-keys';
import { normalisedEmail } from '../../domain/accounts/erased-account';
import { deriveKey } from './data-key';

/** HMAC-SHA-256 of the normalised address under DATA_KEY's 'email-identity' key, in hex. */
export class HmacEmailKeys implements EmailKeys {
  private readonly key: Buffer;

  constructor(dataKey: Buffer) {
    this.key = deriveKey(dataKey, 'email-identity');
  }

  keyOf(email: string): string {
    return createHmac('sha256', this.key).update(normalisedEmail(email), 'utf8').digest('hex');
  }
}
