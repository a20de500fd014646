import { token } from '../shared/tokens';
import type { TaxIdCipher } from './ports/tax-id-cipher';

/** Seals and opens a winner's TIN; its key is derived from DATA_KEY. */
export const TAX_ID_CIPHER = token<TaxIdCipher>('TaxIdCipher');
