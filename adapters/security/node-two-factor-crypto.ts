import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import type { TwoFactorCrypto } from '../../application/admin/ports/two-factor-crypto';
import { RECOVERY_ALPHABET, RECOVERY_CODE_LENGTH } from '../../domain/admin-security/recovery-codes';
import { counterBytes, TOTP_SECRET_BYTES, truncate } from '../../domain/admin-security/totp';
import { open, seal } from './aes-gcm-seal';
import { deriveKey } from './data-key';

/** The associated data of a sealed secret: its use and its administrator. */
const secretAad = (adminId: number) => Buffer.from(`prize-wheel admin totp secret ${adminId}`);

/**
 * node:crypto's HMAC-SHA-1 and random bytes under the domain's TOTP rules. Secrets are sealed with
 * AES-256-GCM (aes-gcm-seal.ts) under DATA_KEY's 'admin-totp-secret-encryption' key; a recovery code is
 * kept as HMAC-SHA-256, under the 'admin-recovery-code-hashing' key, of its administrator and its
 * SHA-256 (so the bare hashes kept before can be rekeyed without the codes).
 */
export class NodeTwoFactorCrypto implements TwoFactorCrypto {
  private readonly secretKey: Buffer;
  private readonly codeKey: Buffer;

  constructor(dataKey: Buffer) {
    this.secretKey = deriveKey(dataKey, 'admin-totp-secret-encryption');
    this.codeKey = deriveKey(dataKey, 'admin-recovery-code-hashing');
  }

  newSecret(): Uint8Array {
    return new Uint8Array(randomBytes(TOTP_SECRET_BYTES));
  }

  hotp(secret: Uint8Array, counter: number): string {
    return truncate(new Uint8Array(createHmac('sha1', secret).update(counterBytes(counter)).digest()));
  }

  newRecoveryCode(): string {
    let code = '';
    for (let i = 0; i < RECOVERY_CODE_LENGTH; i++)
      code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
    return code;
  }

  hashRecoveryCode(adminId: number, code: string): string {
    return this.rekeyRecoveryHash(adminId, createHash('sha256').update(code, 'utf8').digest('hex'));
  }

  rekeyRecoveryHash(adminId: number, sha256Hex: string): string {
    return createHmac('sha256', this.codeKey).update(`${adminId}:${sha256Hex}`, 'utf8').digest('hex');
  }

  sealSecret(adminId: number, secret: Uint8Array): string {
    return seal(this.secretKey, secretAad(adminId), Buffer.from(secret));
  }

  openSecret(adminId: number, sealed: string): Uint8Array {
    return new Uint8Array(open(this.secretKey, secretAad(adminId), sealed, 'two-factor secret'));
  }
}
