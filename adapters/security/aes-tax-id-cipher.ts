import type { TaxIdCipher } from '../../application/winners/ports/tax-id-cipher';
import { open, seal } from './aes-gcm-seal';
import { deriveKey } from './data-key';

/** Binds each sealed value to its use: a value moved to another column does not open. */
const AAD = Buffer.from('prize-wheel tax id');

/** AES-256-GCM (aes-gcm-seal.ts) under the 'tax-id-encryption' key derived from DATA_KEY. */
export class AesTaxIdCipher implements TaxIdCipher {
  private readonly key: Buffer;

  constructor(dataKey: Buffer) {
    this.key = deriveKey(dataKey, 'tax-id-encryption');
  }

  seal(taxId: string): string {
    return seal(this.key, AAD, Buffer.from(taxId, 'utf8'));
  }

  open(sealed: string): string {
    return open(this.key, AAD, sealed, 'tax id').toString('utf8');
  }
}
