import { inject, injectable } from 'inversify';
import type { Administrator } from '../../domain/admin/administrator';
import { replacementNeedsCode } from '../../domain/admin-security/admin-security.errors';
import { base32, otpauthUri } from '../../domain/admin-security/totp';
import { type DomainError, invalidInput } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import { port } from '../shared/tokens';
import type { AdminTwoFactorStore } from './ports/admin-two-factor-store';
import type { TwoFactorCrypto } from './ports/two-factor-crypto';
import { SecondFactor } from './second-factor';
import { TWO_FACTOR_CRYPTO } from './tokens';

export interface TwoFactorEnrolment {
  /** The secret in base32, for typing into an app that cannot scan. */
  secret: string;
  /** What the QR code holds. */
  otpauthUri: string;
}

export interface StartTwoFactorEnrolmentInput {
  admin: Pick<Administrator, 'id' | 'email' | 'firstName'>;
  /** A current code of the authenticator in use, or a recovery code: needed to replace it. */
  code?: string;
  /** The address the request came from (for the lock's e-mail). */
  ip: string | null;
}

/**
 * A new secret for the administrator's authenticator app. It waits, pending, until a code from it
 * is confirmed; until then the secret in use (if any) stays the one sign-in asks for. Replacing an
 * authenticator in use needs a current code of it or a recovery code (checked like a sign-in's,
 * under the account's lock): a signed-in session alone is not enough. The secret is kept sealed.
 */
@injectable()
export class StartTwoFactorEnrolment {
  constructor(
    @inject(port('adminTwoFactor')) private readonly store: AdminTwoFactorStore,
    @inject(TWO_FACTOR_CRYPTO) private readonly crypto: TwoFactorCrypto,
    @inject(SecondFactor) private readonly secondFactor: SecondFactor,
  ) {}

  async execute(input: StartTwoFactorEnrolmentInput): Promise<Result<TwoFactorEnrolment, DomainError>> {
    const { admin } = input;
    const { secret: inUse } = await this.store.state(admin.id);
    if (inUse) {
      if (!input.code?.trim()) return err(replacementNeedsCode());
      const refused = await this.secondFactor.verify({ ...admin, address: input.ip }, inUse, input.code);
      // The administrator is signed in: a wrong code is bad input here, not a lost session (401).
      if (refused?.code === 'TWO_FACTOR_INVALID' || refused?.code === 'TWO_FACTOR_CODE_USED')
        return err(invalidInput('code', refused.message));
      if (refused) return err(refused);
    }
    const secret = this.crypto.newSecret();
    await this.store.startEnrolment(admin.id, this.crypto.sealSecret(admin.id, secret));
    return ok({ secret: base32(secret), otpauthUri: otpauthUri(secret, admin.email) });
  }
}
