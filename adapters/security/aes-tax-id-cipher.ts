import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { TaxIdCipher } from '../../application/winners/ports/tax-id-cipher';
import { deriveKey } from './data-key';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Binds each sealed value to its use: a value moved to another column does not open. */
const AAD = Buffer.from('prize-wheel tax id');

/**
 * AES-256-GCM under the 'tax-id-encryption' key derived from DATA_KEY (data-key.ts): a random 96-bit
 * IV per value, the tag checked on opening. Stored as `v1.<iv>.<ciphertext>.<tag>` in base64url.
 */
export class AesTaxIdCipher implements TaxIdCipher {
  private readonly key: Buffer;

  constructor(dataKey: Buffer) {
    this.key = deriveKey(dataKey, 'tax-id-encryption');
  }

  seal(taxId: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(AAD);
    const body = Buffer.concat([cipher.update(taxId, 'utf8'), cipher.final()]);
    const parts = [iv, body, cipher.getAuthTag()].map((b) => b.toString('base64url'));
    return [VERSION, ...parts].join('.');
  }

  open(sealed: string): string {
    const [version, iv, body, tag] = sealed.split('.');
    if (version !== VERSION || !iv || !body || !tag) throw new Error('not a sealed tax id');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(AAD);
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }
}
