import { inject, injectable } from 'inversify';
import { noEnrolmentPending, twoFactorInvalid } from '../../domain/admin-security/admin-security.errors';
import { formatRecoveryCode, RECOVERY_CODE_COUNT } from '../../domain/admin-security/recovery-codes';
import { totpCodeOf } from '../../domain/admin-security/totp';
import type { DomainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../shared/ports/clock';
import type { SettingsStore } from '../shared/ports/settings-store';
import { CLOCK, port, SETTINGS } from '../shared/tokens';
import type { AdminTwoFactorStore } from './ports/admin-two-factor-store';
import type { TwoFactorCrypto } from './ports/two-factor-crypto';
import { matchingStep } from './second-factor';
import { TWO_FACTOR_CRYPTO } from './tokens';

/**
 * The first code from the new secret proves the app holds it: only then does the secret become the
 * one sign-in asks for, and the 'Two-factor authentication' setting is turned on if it was off, so
 * the next sign-in asks for a code (docs/rules/back-office.md, Two-factor sign-in). Answers fresh
 * recovery codes, shown this once (only their keyed hashes are kept).
 */
@injectable()
export class ConfirmTwoFactorEnrolment {
  constructor(
    @inject(port('adminTwoFactor')) private readonly store: AdminTwoFactorStore,
    @inject(TWO_FACTOR_CRYPTO) private readonly crypto: TwoFactorCrypto,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(SETTINGS) private readonly settings: Pick<SettingsStore, 'get' | 'set'>,
  ) {}

  async execute(input: {
    adminId: number;
    code: string;
  }): Promise<Result<{ recoveryCodes: string[] }, DomainError>> {
    const { pendingSecret: sealed } = await this.store.state(input.adminId);
    if (!sealed) return err(noEnrolmentPending());
    const pendingSecret = this.crypto.openSecret(input.adminId, sealed);
    const code = totpCodeOf(input.code);
    const step = code === null ? null : matchingStep(this.crypto, pendingSecret, code, this.clock.now());
    if (step === null) return err(twoFactorInvalid());
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => this.crypto.newRecoveryCode());
    const hashes = codes.map((c) => this.crypto.hashRecoveryCode(input.adminId, c));
    const confirmed = await this.store.confirmEnrolment(input.adminId, sealed, step, hashes);
    if (!confirmed) return err(noEnrolmentPending());
    if (!(await this.settings.get('twoFactorEnabled'))) await this.settings.set('twoFactorEnabled', true);
    return ok({ recoveryCodes: codes.map(formatRecoveryCode) });
  }
}
