import type { TaxIdCipher } from '../../../application/winners/ports/tax-id-cipher';
import { token } from '../shared/tokens';

export const WINNERS_TOKENS = {
  /** Seals and opens a winner's TIN; its key is derived from DATA_KEY. */
  taxIdCipher: token<TaxIdCipher>('TaxIdCipher'),
} as const;
