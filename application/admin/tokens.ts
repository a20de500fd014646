import { token } from '../shared/tokens';
import type { TwoFactorCrypto } from './ports/two-factor-crypto';

export const TWO_FACTOR_CRYPTO = token<TwoFactorCrypto>('TwoFactorCrypto');
