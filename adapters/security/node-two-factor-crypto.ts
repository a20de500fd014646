import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import type { TwoFactorCrypto } from '../../application/admin/ports/two-factor-crypto';
import { RECOVERY_ALPHABET, RECOVERY_CODE_LENGTH } from '../../domain/admin-security/recovery-codes';
import { counterBytes, TOTP_SECRET_BYTES, truncate } from '../../domain/admin-security/totp';

/** node:crypto's HMAC-SHA-1 and random bytes under the domain's TOTP rules. */
export class NodeTwoFactorCrypto implements TwoFactorCrypto {
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

  hashRecoveryCode(code: string): string {
    return createHash('sha256').update(code, 'utf8').digest('hex');
  }
}
