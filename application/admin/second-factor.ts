import { twoFactorCodeUsed, twoFactorInvalid } from '../../domain/admin-security/admin-security.errors';
import { recoveryCodeOf } from '../../domain/admin-security/recovery-codes';
import { acceptedSteps, totpCodeOf } from '../../domain/admin-security/totp';
import type { DomainError } from '../../domain/shared/errors';
import type { Clock } from '../shared/ports/clock';
import type { AdminTwoFactorStore } from './ports/admin-two-factor-store';
import type { TwoFactorCrypto } from './ports/two-factor-crypto';

/** The step of `secret` whose code `code` is, among the steps accepted now; null when none. */
export function matchingStep(crypto: TwoFactorCrypto, secret: Uint8Array, code: string, now: Date) {
  return acceptedSteps(now).find((step) => crypto.hotp(secret, step) === code) ?? null;
}

/**
 * Checks the second factor of an enrolled administrator: a current TOTP code not used before
 * (its step is recorded in the same atomic step that accepts it), or an unused recovery code.
 */
export class SecondFactor {
  constructor(
    private readonly store: AdminTwoFactorStore,
    private readonly crypto: TwoFactorCrypto,
    private readonly clock: Clock,
  ) {}

  async verify(adminId: number, secret: Uint8Array, typed: string): Promise<DomainError | null> {
    const code = totpCodeOf(typed);
    if (code !== null) {
      const step = matchingStep(this.crypto, secret, code, this.clock.now());
      if (step === null) return twoFactorInvalid();
      return (await this.store.acceptStep(adminId, step)) ? null : twoFactorCodeUsed();
    }
    const recovery = recoveryCodeOf(typed);
    if (recovery === null) return twoFactorInvalid();
    const used = await this.store.redeemRecoveryCode(adminId, this.crypto.hashRecoveryCode(recovery));
    return used ? null : twoFactorInvalid();
  }
}
