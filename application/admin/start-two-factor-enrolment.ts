import type { Administrator } from '../../domain/admin/administrator';
import { base32, otpauthUri } from '../../domain/admin-security/totp';
import type { AdminTwoFactorStore } from './ports/admin-two-factor-store';
import type { TwoFactorCrypto } from './ports/two-factor-crypto';

export interface TwoFactorEnrolment {
  /** The secret in base32, for typing into an app that cannot scan. */
  secret: string;
  /** What the QR code holds. */
  otpauthUri: string;
}

/**
 * A new secret for the administrator's authenticator app. It waits, pending, until a code from it
 * is confirmed; until then the secret in use (if any) stays the one sign-in asks for.
 */
export class StartTwoFactorEnrolment {
  constructor(
    private readonly store: AdminTwoFactorStore,
    private readonly crypto: TwoFactorCrypto,
  ) {}

  async execute(admin: Pick<Administrator, 'id' | 'email'>): Promise<TwoFactorEnrolment> {
    const secret = this.crypto.newSecret();
    await this.store.startEnrolment(admin.id, secret);
    return { secret: base32(secret), otpauthUri: otpauthUri(secret, admin.email) };
  }
}
