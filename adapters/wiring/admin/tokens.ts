import type { TwoFactorCrypto } from '../../../application/admin/ports/two-factor-crypto';
import { token } from '../shared/tokens';

export const ADMIN_TOKENS = {
  twoFactorCrypto: token<TwoFactorCrypto>('TwoFactorCrypto'),
} as const;
