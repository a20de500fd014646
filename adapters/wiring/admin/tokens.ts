import type { AdminRepository } from '../../../application/admin/ports/admin-repository';
import type { AdminSessionStore } from '../../../application/admin/ports/admin-session-store';
import type { AdminTwoFactorStore } from '../../../application/admin/ports/admin-two-factor-store';
import type { TwoFactorCrypto } from '../../../application/admin/ports/two-factor-crypto';
import { token } from '../shared/tokens';

export const ADMIN_TOKENS = {
  admins: token<AdminRepository>('AdminRepository'),
  adminSessions: token<AdminSessionStore>('AdminSessionStore'),
  /** The administrators' authenticator secrets and recovery codes (two-factor sign-in). */
  adminTwoFactor: token<AdminTwoFactorStore>('AdminTwoFactorStore'),
  twoFactorCrypto: token<TwoFactorCrypto>('TwoFactorCrypto'),
} as const;
