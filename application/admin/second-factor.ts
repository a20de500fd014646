import { inject, injectable } from 'inversify';
import type { Administrator } from '../../domain/admin/administrator';
import {
  twoFactorCodeUsed,
  twoFactorInvalid,
  twoFactorLocked,
} from '../../domain/admin-security/admin-security.errors';
import { recoveryCodeOf } from '../../domain/admin-security/recovery-codes';
import { acceptedSteps, totpCodeOf } from '../../domain/admin-security/totp';
import type { DomainError } from '../../domain/shared/errors';
import type { Clock } from '../shared/ports/clock';
import { CLOCK, port } from '../shared/tokens';
import { CodeStepLock } from './code-step-lock';
import type { AdminTwoFactorStore } from './ports/admin-two-factor-store';
import type { TwoFactorCrypto } from './ports/two-factor-crypto';
import { TWO_FACTOR_CRYPTO } from './tokens';

/** The step of `secret` whose code `code` is, among the steps accepted now; null when none. */
export function matchingStep(crypto: TwoFactorCrypto, secret: Uint8Array, code: string, now: Date) {
  return acceptedSteps(now).find((step) => crypto.hotp(secret, step) === code) ?? null;
}

/** The administrator whose code is checked, and the address it came from (for the lock's e-mail). */
export interface CodeOwner extends Pick<Administrator, 'id' | 'email' | 'firstName'> {
  address: string | null;
}

/**
 * Checks the second factor of an enrolled administrator: a current TOTP code not used before (its
 * step is recorded in the same atomic step that accepts it), or an unused recovery code. Every code
 * is counted by the account's lock before it is checked; none is checked while the lock holds.
 */
@injectable()
export class SecondFactor {
  constructor(
    @inject(port('adminTwoFactor')) private readonly store: AdminTwoFactorStore,
    @inject(TWO_FACTOR_CRYPTO) private readonly crypto: TwoFactorCrypto,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(CodeStepLock) private readonly lock: CodeStepLock,
  ) {}

  /** The refusal while the account's code step is locked, else null. */
  async locked(adminId: number): Promise<DomainError | null> {
    const until = await this.lock.lockedUntil(adminId);
    return until ? twoFactorLocked(until, this.clock.now()) : null;
  }

  /** Null when `typed` is a right code for the sealed secret; else why not. */
  async verify(owner: CodeOwner, sealedSecret: string, typed: string): Promise<DomainError | null> {
    const admitted = await this.lock.admit(owner.id);
    if ('lockedUntil' in admitted) return twoFactorLocked(admitted.lockedUntil, this.clock.now());
    const refused = await this.check(owner.id, sealedSecret, typed);
    if (refused) await this.lock.wrong(owner, admitted, owner.address);
    else await this.lock.right(owner.id, admitted);
    return refused;
  }

  private async check(adminId: number, sealedSecret: string, typed: string): Promise<DomainError | null> {
    const code = totpCodeOf(typed);
    if (code !== null) {
      const secret = this.crypto.openSecret(adminId, sealedSecret);
      const step = matchingStep(this.crypto, secret, code, this.clock.now());
      if (step === null) return twoFactorInvalid();
      return (await this.store.acceptStep(adminId, step)) ? null : twoFactorCodeUsed();
    }
    const recovery = recoveryCodeOf(typed);
    if (recovery === null) return twoFactorInvalid();
    const hash = this.crypto.hashRecoveryCode(adminId, recovery);
    return (await this.store.redeemRecoveryCode(adminId, hash)) ? null : twoFactorInvalid();
  }
}
